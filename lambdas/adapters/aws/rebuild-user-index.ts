import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { USER_DAYS_PARTITION, USER_LIST_PARTITION, keys } from '#shared/db/keys';
import { DATA_INDEX } from '#shared/db/tables';
import { queryAll } from './query-all';
import { syncUserIndex } from './user-index';

/** Bumped when the index layout changes, so tables written before are rebuilt once. */
export const USER_INDEX_VERSION = 1;

export interface RebuildReport {
  users: number;
  /** Day counts written or removed because they differed from the users listed. */
  daysFixed: number;
}

/**
 * Brings the admin list's indexes in line with the users stored, for data written before they existed or
 * after a failed write: every user's search entries (a sync per user, a no-op when right) and the per-day
 * counts recounted from the users index. Safe to run any number of times; run it when few users sign up,
 * since a sign-up between the count and its write is counted by both.
 */
export async function rebuildUserIndex(
  doc: DynamoDBDocumentClient,
  dataTable: string,
  concurrency = 8,
): Promise<RebuildReport> {
  const users = await queryAll(doc, {
    TableName: dataTable,
    IndexName: DATA_INDEX.collections,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': USER_LIST_PARTITION },
    ProjectionExpression: 'id, createdAt',
  });
  const queue = users.map((u) => String(u.id));
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) await syncUserIndex(doc, dataTable, id);
    }),
  );

  const counted = new Map<string, number>();
  for (const user of users) {
    const day = String(user.createdAt).slice(0, 10);
    counted.set(day, (counted.get(day) ?? 0) + 1);
  }
  const stored = new Map(
    (
      await queryAll(doc, {
        TableName: dataTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': USER_DAYS_PARTITION, ':prefix': keys.userDayPrefix },
      })
    ).map((item) => [String(item.day), Number(item.count)]),
  );
  let daysFixed = 0;
  for (const [day, count] of counted) {
    if (stored.get(day) === count) continue;
    await doc.send(
      new PutCommand({ TableName: dataTable, Item: { ...keys.userDay(day), type: 'user_day_count', day, count } }),
    );
    daysFixed += 1;
  }
  for (const day of stored.keys()) {
    if (counted.has(day)) continue;
    await doc.send(new DeleteCommand({ TableName: dataTable, Key: keys.userDay(day) }));
    daysFixed += 1;
  }
  await doc.send(
    new PutCommand({
      TableName: dataTable,
      Item: { ...keys.userIndexVersion(), type: 'user_index_version', version: USER_INDEX_VERSION },
    }),
  );
  return { users: users.length, daysFixed };
}

/** Rebuilds once per table (and again after a layout change): the local runtime calls it at start. Null when nothing was due. */
export async function rebuildUserIndexIfDue(
  doc: DynamoDBDocumentClient,
  dataTable: string,
): Promise<RebuildReport | null> {
  const { Item } = await doc.send(
    new GetCommand({ TableName: dataTable, Key: keys.userIndexVersion(), ConsistentRead: true }),
  );
  if (Item?.version === USER_INDEX_VERSION) return null;
  return rebuildUserIndex(doc, dataTable);
}
