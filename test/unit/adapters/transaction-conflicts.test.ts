import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { Readable } from 'node:stream';
import { createDocumentClient } from '../../../lambdas/adapters/aws/document-client';
import { retryTransactionConflicts, TRANSACTION_TRIES } from '../../../lambdas/adapters/aws/transaction-conflicts';

/** DynamoDB's answers, one per request, in order: a cancellation with these reasons, a single write's conflict, or success. */
type Answer = { cancelled: string[] } | 'conflict' | 'ok';

function clientAnswering(answers: Answer[]) {
  const sent: string[] = [];
  const requestHandler = {
    handle: async (request: { headers: Record<string, string> }) => {
      sent.push(String(request.headers['x-amz-target']));
      const answer = answers.shift() ?? 'ok';
      const body =
        answer === 'ok'
          ? '{}'
          : answer === 'conflict'
            ? JSON.stringify({
                __type: 'com.amazonaws.dynamodb.v20120810#TransactionConflictException',
                message: 'Transaction is ongoing for the item',
              })
            : JSON.stringify({
                __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
                message: 'Transaction cancelled',
                CancellationReasons: answer.cancelled.map((Code) => ({ Code })),
              });
      return {
        response: {
          statusCode: answer === 'ok' ? 200 : 400,
          headers: { 'content-type': 'application/x-amz-json-1.0' },
          body: Readable.from([Buffer.from(body)]),
        },
      };
    },
  };
  const client = new DynamoDBClient({
    region: 'local',
    endpoint: 'http://127.0.0.1:1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    requestHandler,
    maxAttempts: 1,
  });
  const pauses: number[] = [];
  client.middlewareStack.add(
    retryTransactionConflicts(async (attempt) => {
      pauses.push(attempt);
    }),
    { step: 'initialize', name: 'retryTransactionConflicts' },
  );
  return { doc: DynamoDBDocumentClient.from(client), sent, pauses };
}

const transaction = () =>
  new TransactWriteCommand({
    TransactItems: [
      { Put: { TableName: 't', Item: { pk: 'a', sk: 'b' } } },
      { Put: { TableName: 't', Item: { pk: 'c', sk: 'd' } } },
    ],
  });

describe('a write refused only for a transaction in flight is sent again', () => {
  it('a conflict, then success: sent twice, no error', async () => {
    const { doc, sent, pauses } = clientAnswering([{ cancelled: ['TransactionConflict', 'None'] }, 'ok']);
    await expect(doc.send(transaction())).resolves.toBeDefined();
    expect(sent).toEqual(['DynamoDB_20120810.TransactWriteItems', 'DynamoDB_20120810.TransactWriteItems']);
    expect(pauses).toEqual([1]);
  });

  it(`conflicts every time: ${TRANSACTION_TRIES} tries, then the error goes up`, async () => {
    const conflict = { cancelled: ['None', 'TransactionConflict'] };
    const { doc, sent } = clientAnswering(Array.from({ length: 10 }, () => conflict));
    await expect(doc.send(transaction())).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(sent).toHaveLength(TRANSACTION_TRIES);
  });

  it.each([
    ['its own condition failed', ['ConditionalCheckFailed', 'None']],
    ['its condition failed beside a conflict', ['ConditionalCheckFailed', 'TransactionConflict']],
    ['another reason', ['ValidationError', 'None']],
  ])('not when %s: the error is the answer, sent once', async (_, reasons) => {
    const { doc, sent } = clientAnswering([{ cancelled: reasons }, 'ok']);
    await expect(doc.send(transaction())).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(sent).toHaveLength(1);
  });

  it('a single write refused for a transaction in flight on its item is sent again too', async () => {
    const { doc, sent, pauses } = clientAnswering(['conflict', 'ok']);
    await doc.send(new PutCommand({ TableName: 't', Item: { pk: 'a', sk: 'b' } }));
    expect(sent).toEqual(['DynamoDB_20120810.PutItem', 'DynamoDB_20120810.PutItem']);
    expect(pauses).toEqual([1]);
  });

  it('a write that succeeds is sent once', async () => {
    const { doc, sent, pauses } = clientAnswering(['ok']);
    await doc.send(new PutCommand({ TableName: 't', Item: { pk: 'a', sk: 'b' } }));
    expect(sent).toEqual(['DynamoDB_20120810.PutItem']);
    expect(pauses).toEqual([]);
  });

  it('every document client the adapters make has it', () => {
    const doc = createDocumentClient({ endpoint: 'http://127.0.0.1:1' });
    expect(doc.middlewareStack.identify().some((entry) => entry.startsWith('retryTransactionConflicts'))).toBe(true);
  });
});
