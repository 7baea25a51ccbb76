import { ApiError } from './api-error';

/**
 * Whether a failed code check means the code can no longer work (it expired, or its tries are used up):
 * then only a new code helps, and the page offers to send one rather than another try.
 */
export function needsNewCode(error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.serverMessage) return false;
  return (
    (error.status === 400 && /expired/i.test(error.serverMessage)) ||
    (error.status === 429 && /new code/i.test(error.serverMessage))
  );
}
