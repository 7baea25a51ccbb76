import {
  BatchGetCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import {
  ACTIVE_ADMIN_USERS_PARTITION,
  ADMIN_LIST_PARTITION,
  USER_DAYS_PARTITION,
  USER_LIST_PARTITION,
  keys,
} from '#shared/db/keys';
import { DATA_INDEX } from '#shared/db/tables';
import {
  lookupPrefixOf,
  mostSelectiveWord,
  searchTextMatches,
  searchTextOf,
  userSearchTokens,
} from '#core/admin/domain/user-search';
import type { User } from '#core/users/domain/user';
import type { UserDirectory, UserListPage } from '#core/admin/ports/user-directory';
import { queryAll } from './query-all';
import { userFromItem } from './user-item';

/** A search counts at most this many matches; past it the total is a floor and the admin refines the search. */
export const MAX_SEARCH_MATCHES = 1000;
/** Index entries one search may look at (about 10 reads of 1 MB); a search that needs more stops with what it found. */
const MAX_SEARCH_ENTRIES_READ = 50_000;
const SEARCH_PAGE_SIZE = 2000;

export interface ReadCounter {
  /** Called with the number of items DynamoDB read (ScannedCount / items returned) by each request. */
  (items: number): void;
}

/**
 * The admin's user list over the indexes that user writes keep (lambdas/adapters/aws/user-index.ts):
 * - list: the per-day counts (one small Query) give the total and the day a page starts in; the page is
 *   then read from the users index (gsi1, newest first) from that day on, so page 5,000 reads the counts and
 *   at most one day's users before it, never every newer user.
 * - search: the entries under the most selective word's prefix, newest first, filtered on their search
 *   text by the other words (in DynamoDB), up to MAX_SEARCH_MATCHES; then the page's users by BatchGet.
 */
export function dynamoUserDirectory(
  doc: DynamoDBDocumentClient,
  dataTable: string,
  counted: ReadCounter = () => undefined,
): UserDirectory {
  async function getUsers(ids: string[]): Promise<User[]> {
    if (ids.length === 0) return [];
    const found = new Map<string, User>();
    let pending: Record<string, unknown>[] = ids.map((id) => keys.user(id));
    for (let attempt = 0; pending.length > 0 && attempt < 8; attempt += 1) {
      const { Responses, UnprocessedKeys } = await doc.send(
        new BatchGetCommand({ RequestItems: { [dataTable]: { Keys: pending } } }),
      );
      const items = Responses?.[dataTable] ?? [];
      counted(items.length);
      for (const item of items) found.set(item.id as string, userFromItem(item));
      pending = (UnprocessedKeys?.[dataTable]?.Keys as Record<string, unknown>[] | undefined) ?? [];
      if (pending.length) await new Promise((done) => setTimeout(done, 20 * 2 ** attempt));
    }
    if (pending.length) throw new Error('Reading users was throttled; try again');
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** Users created per day, newest day first. */
  async function dayCounts(): Promise<{ day: string; count: number }[]> {
    const items = await queryAll(doc, {
      TableName: dataTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': USER_DAYS_PARTITION, ':prefix': keys.userDayPrefix },
      ProjectionExpression: '#day, #count',
      ExpressionAttributeNames: { '#day': 'day', '#count': 'count' },
      ScanIndexForward: false,
    });
    counted(items.length);
    return items.map((item) => ({ day: String(item.day), count: Math.max(0, Number(item.count) || 0) }));
  }

  /** `limit` users of the users index, newest first, from the end of `day` on. */
  async function usersFrom(day: string, skip: number, limit: number): Promise<User[]> {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await doc.send(
        new QueryCommand({
          TableName: dataTable,
          IndexName: DATA_INDEX.collections,
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :end',
          // '~' sorts after the 'T' of every instant of that day.
          ExpressionAttributeValues: { ':pk': USER_LIST_PARTITION, ':end': `${day}~` },
          ScanIndexForward: false,
          Limit: skip + limit - items.length,
          ExclusiveStartKey: start,
        }),
      );
      counted(page.ScannedCount ?? page.Items?.length ?? 0);
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start && items.length < skip + limit);
    return items.slice(skip, skip + limit).map(userFromItem);
  }

  async function list({ page, limit }: { page: number; limit: number }): Promise<UserListPage> {
    const days = await dayCounts();
    const total = days.reduce((sum, d) => sum + d.count, 0);
    const offset = (page - 1) * limit;
    if (offset >= total) return { users: [], total };
    let before = 0;
    const startDay = days.find((d) => {
      if (before + d.count > offset) return true;
      before += d.count;
      return false;
    })!;
    return { users: await usersFrom(startDay.day, offset - before, limit), total };
  }

  return {
    list,

    async search(words, { page, limit }): Promise<UserListPage> {
      if (words.length === 0) return list({ page, limit });
      const word = mostSelectiveWord(words);
      const prefix = lookupPrefixOf(word);
      // The partition guarantees the prefix; every other word, and this word past its prefix, is checked on the entry.
      const checks = words.filter((w) => w !== prefix).map((w) => ` ${w}`);
      const filter: Pick<
        QueryCommandInput,
        'FilterExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
      > = checks.length
        ? {
            FilterExpression: checks.map((_, i) => `contains(#terms, :w${i})`).join(' AND '),
            ExpressionAttributeNames: { '#terms': 'terms', '#userId': 'userId' },
            ExpressionAttributeValues: {
              ':pk': keys.userSearchPartition(prefix),
              ...Object.fromEntries(checks.map((w, i) => [`:w${i}`, w])),
            },
          }
        : {
            ExpressionAttributeNames: { '#userId': 'userId' },
            ExpressionAttributeValues: { ':pk': keys.userSearchPartition(prefix) },
          };
      const matches: string[] = [];
      let read = 0;
      let start: Record<string, unknown> | undefined;
      do {
        const result = await doc.send(
          new QueryCommand({
            TableName: dataTable,
            KeyConditionExpression: 'pk = :pk',
            ProjectionExpression: '#userId',
            ScanIndexForward: false,
            Limit: SEARCH_PAGE_SIZE,
            ExclusiveStartKey: start,
            ...filter,
          }),
        );
        read += result.ScannedCount ?? 0;
        counted(result.ScannedCount ?? 0);
        for (const item of result.Items ?? []) matches.push(item.userId as string);
        start = result.LastEvaluatedKey;
      } while (start && matches.length <= MAX_SEARCH_MATCHES && read < MAX_SEARCH_ENTRIES_READ);
      const totalIsCapped = matches.length > MAX_SEARCH_MATCHES || start !== undefined;
      const total = Math.min(matches.length, MAX_SEARCH_MATCHES);
      const ids = matches.slice(0, total).slice((page - 1) * limit, page * limit);
      // An entry can outlive a change for a moment (a sync that failed is mended by the next write): check the user.
      const users = (await getUsers(ids)).filter((user) =>
        searchTextMatches(searchTextOf(userSearchTokens(user)), words),
      );
      return { users, total, ...(totalIsCapped ? { totalIsCapped: true } : {}) };
    },

    async activeAdminUserIds() {
      const items = await queryAll(doc, {
        TableName: dataTable,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': ACTIVE_ADMIN_USERS_PARTITION },
        ProjectionExpression: 'userId',
      });
      counted(items.length);
      return items.map((item) => item.userId as string);
    },

    async activeAdminAccountCount() {
      const items = await queryAll(doc, {
        TableName: dataTable,
        IndexName: DATA_INDEX.collections,
        KeyConditionExpression: 'gsi1pk = :pk',
        FilterExpression: 'isActive <> :no',
        ExpressionAttributeValues: { ':pk': ADMIN_LIST_PARTITION, ':no': false },
        ProjectionExpression: 'pk',
      });
      counted(items.length);
      return items.length;
    },
  };
}
