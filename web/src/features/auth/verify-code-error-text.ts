import { ApiError } from '@/lib/api-error';

/**
 * A failed code check reads "Invalid OTP. Please try again.". Where that would
 * mislead, because retrying the same way cannot help, the real reason is shown instead: the code was
 * never checked (network, server), the tries are used up (429), the account is deactivated (403), or the code has expired.
 */
export function verifyCodeErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'Network error. Please check your connection and try again.';
    if (error.status >= 500) return 'Server error. Please try again later.';
    if ((error.status === 429 || error.status === 403) && error.serverMessage) return error.serverMessage;
    if (error.status === 400 && error.serverMessage && /expired/i.test(error.serverMessage)) return error.serverMessage;
  }
  return 'Invalid OTP. Please try again.';
}
