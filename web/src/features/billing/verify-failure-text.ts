import { ApiError } from '@/lib/api-error';

/** The payment result's error line: the server's explanation, or "Failed to verify payment". */
export function verifyFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.serverMessage)
    return error.serverMessage;
  if (error instanceof ApiError && error.status === 0) return error.message;
  return 'Failed to verify payment';
}
