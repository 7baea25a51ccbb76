import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionFailed } from './condition-failed';

/** The counter item's value now (0 when it was never raised). */
export async function counterValue(
  doc: DynamoDBDocumentClient,
  table: string,
  key: Record<string, string>,
): Promise<number> {
  const { Item } = await doc.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
  return Number(Item?.value ?? 0);
}

/** Raises the counter item to `atLeast` when it is below (never lowers it): safe to run any number of times. */
export async function raiseCounter(
  doc: DynamoDBDocumentClient,
  table: string,
  key: Record<string, string>,
  atLeast: number,
): Promise<void> {
  try {
    await doc.send(
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: 'SET #n = :n, #type = :type',
        ConditionExpression: 'attribute_not_exists(#n) OR #n < :n',
        ExpressionAttributeNames: { '#n': 'value', '#type': 'type' },
        ExpressionAttributeValues: { ':n': atLeast, ':type': 'counter' },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** The next value of the counter item at `key` ("1", "2", ...), raised atomically: two callers never get the same. */
export async function nextCounterValue(
  doc: DynamoDBDocumentClient,
  table: string,
  key: Record<string, string>,
): Promise<string> {
  const { Attributes } = await doc.send(
    new UpdateCommand({
      TableName: table,
      Key: key,
      UpdateExpression: 'ADD #n :one SET #type = :type',
      ExpressionAttributeNames: { '#n': 'value', '#type': 'type' },
      ExpressionAttributeValues: { ':one': 1, ':type': 'counter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return String(Attributes?.value ?? 1);
}
