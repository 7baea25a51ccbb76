import { ApiError } from '@/lib/api-error';

/** What to say when the log-in code could not be sent (404 shouldSignup aside). */
export function sendCodeErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Failed to send the code. Please check the number and try again.';
  if (error.status === 0) return 'Network error. Please check your connection and try again.';
  if (error.status === 400)
    return error.serverMessage ?? 'Invalid phone number format. Please check your number and try again.';
  if (error.status >= 500) return 'Server error. Please try again later.';
  // Too many codes asked for: the server's text says how long to wait, which "check the number" would not.
  if (error.status === 429 && error.serverMessage) return error.serverMessage;
  // A deactivated account: "check the number" would send the person looking for a typo that is not there.
  if (error.status === 403 && error.serverMessage) return error.serverMessage;
  return 'Failed to send the code. Please check the number and try again.';
}
