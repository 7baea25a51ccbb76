import { ApiError } from '@/lib/api-error';

/** What a wrong code reads on sign-up and log-in alike, beside the code field. */
export const WRONG_CODE_TEXT = "That code doesn't match. Check the latest text from NagText and try again.";

/** The API's words for a code that does not match (kept for API clients). */
const SERVER_WRONG_CODE = 'Invalid verification code';

/** Whether the failure was the code itself not matching: said beside the code field, where the person retypes it. */
export const isWrongCode = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 400 &&
  (!error.serverMessage || error.serverMessage === SERVER_WRONG_CODE);

/**
 * Any other failed code check, said where the page shows failures: the code was never judged (network, server),
 * or retrying cannot help (an expired code, used-up tries, a deactivated account), in the server's words.
 */
export function verifyFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'Network error. Please check your connection and try again.';
    if (error.status >= 500) return 'Server error. Please try again later.';
    if (error.serverMessage) return error.serverMessage;
  }
  return 'Please try again later.';
}
