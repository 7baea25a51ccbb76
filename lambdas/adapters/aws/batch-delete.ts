import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const BATCH = 25;

/** Deletes items by key, 25 to a request, retrying what DynamoDB leaves unprocessed (with backoff, then giving up). */
export async function deleteKeys(
  doc: DynamoDBDocumentClient,
  table: string,
  doomed: readonly { pk: string; sk: string }[],
  what: string,
): Promise<void> {
  for (let i = 0; i < doomed.length; i += BATCH) {
    let pending = doomed.slice(i, i + BATCH).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt >= 10) throw new Error(`Deleting ${what} was throttled; try again`);
      const { UnprocessedItems } = await doc.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (UnprocessedItems?.[table] ?? []) as typeof pending;
      if (pending.length) await new Promise((done) => setTimeout(done, 25 * 2 ** attempt));
    }
  }
}
