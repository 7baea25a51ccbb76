import { cancellationReasons } from './condition-failed';

/** An SDK middleware of the initialize step, for every command of the client (its input and output pass through). */
type Middleware = <Args, Result>(next: (args: Args) => Promise<Result>) => (args: Args) => Promise<Result>;

/** How often a write refused only for a transaction in flight on its item is sent in all. */
export const TRANSACTION_TRIES = 5;

const jitteredPause = (attempt: number) =>
  new Promise<void>((done) => setTimeout(done, (10 + Math.random() * 40) * attempt));

/**
 * Whether DynamoDB refused the write only because a transaction was in flight on one of its items, writing nothing:
 * a transaction cancelled for TransactionConflict (and none of its own conditions), or a single write refused with
 * TransactionConflictException. The SDK retries neither.
 */
function refusedForConflict(error: unknown): boolean {
  if (error instanceof Error && error.name === 'TransactionConflictException') return true;
  const reasons = cancellationReasons(error);
  return reasons.includes('TransactionConflict') && !reasons.includes('ConditionalCheckFailed');
}

/**
 * Two requests touching one account at once (a phone change's transaction and a delivery receipt's update of the
 * same user item) would otherwise answer 500. Such a write is sent again, a few times with jitter; one refused by its
 * own conditions is not (that is an answer).
 */
export function retryTransactionConflicts(pause: (attempt: number) => Promise<void> = jitteredPause): Middleware {
  return (next) => async (args) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await next(args);
      } catch (error) {
        if (!refusedForConflict(error) || attempt >= TRANSACTION_TRIES) throw error;
        await pause(attempt);
      }
    }
  };
}
