import { ApiError } from '@/lib/api-error';

/** A failure toast's second line: the server's own explanation, or what went wrong on the way there. */
export function failureDescription(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 0) return error.message;
  if (error.status >= 500) return 'Server error. Please try again later.';
  return error.serverMessage;
}
