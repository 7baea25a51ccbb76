import { ApiError } from '@/lib/api-error';

/** The server's message (wrong password, lockout) or "Login failed". */
export function adminLoginErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Login failed';
  if (error.status === 0) return error.message;
  return error.serverMessage ?? 'Login failed';
}
