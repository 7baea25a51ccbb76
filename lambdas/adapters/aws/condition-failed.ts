import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

/** One item of a TransactWriteItems call. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** True for DynamoDB's "your condition did not hold" errors, single-item or transactional. */
export function isConditionFailed(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ConditionalCheckFailedException' || error.name === 'TransactionCanceledException')
  );
}

/** The per-item reasons of a cancelled transaction (index matches TransactItems), or [] for other errors. */
export function cancellationReasons(error: unknown): (string | undefined)[] {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return [];
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code);
}
