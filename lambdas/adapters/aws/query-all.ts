import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { DATA_INDEX } from '#shared/db/tables';

/** Every item of one Query, following DynamoDB's pages. */
export async function queryAll(
  doc: DynamoDBDocumentClient,
  input: QueryCommandInput,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The items of a user's partition whose sort key starts with `prefix` (read consistently when asked). */
export function queryUserItems(
  doc: DynamoDBDocumentClient,
  table: string,
  pk: string,
  prefix: string,
  consistent = false,
) {
  return queryAll(doc, {
    TableName: table,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ...(consistent ? { ConsistentRead: true } : {}),
  });
}

/** Drops the table's own attributes (keys, index keys, type, TTL) from an item. */
export function withoutKeys(item: Record<string, unknown>): Record<string, unknown> {
  const {
    pk: _pk,
    sk: _sk,
    gsi1pk: _g1,
    gsi1sk: _g1s,
    gsi2pk: _g2,
    gsi2sk: _g2s,
    type: _type,
    expiresAt: _ttl,
    ...rest
  } = item;
  return rest;
}

/** The item (a nag or an outbound message) a provider message id belongs to, through the lookups index. */
export async function findByProviderMessageId(
  doc: DynamoDBDocumentClient,
  table: string,
  providerMessageId: string,
  kind: 'notification' | 'message',
): Promise<Record<string, unknown> | undefined> {
  const { gsi2pk, gsi2sk } = keys.providerMessageIndex(providerMessageId, kind);
  const items = await queryAll(doc, {
    TableName: table,
    IndexName: DATA_INDEX.lookups,
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk = :sk',
    ExpressionAttributeValues: { ':pk': gsi2pk, ':sk': gsi2sk },
  });
  return items[0];
}
