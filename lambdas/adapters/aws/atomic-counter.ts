import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

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
