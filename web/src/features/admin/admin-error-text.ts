import { ApiError } from '@/lib/api-error';

/** The server's own message when it sent one, else the screen's fallback. */
export function adminErrorText(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;
}

/** A failure toast's second line: the server error, or "Please try again later.". */
export function adminFailureDescription(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.serverMessage)
    return error.serverMessage;
  if (error instanceof ApiError && error.status === 0) return error.message;
  return 'Please try again later.';
}

/** The answer for an id no user has (never had, or just deleted): "User not found", not a failure. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
