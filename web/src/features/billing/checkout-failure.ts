import { ApiError } from '@/lib/api-error';

/**
 * The toast for a checkout that could not start: a refusal the server explained (already
 * subscribed, for example) keeps its explanation; anything else is "Failed to connect to server."
 */
export function checkoutFailure(error: unknown): { title: string; description?: string } {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return { title: 'Failed to start checkout session.', description: error.serverMessage };
  }
  return { title: 'Failed to connect to server.' };
}
