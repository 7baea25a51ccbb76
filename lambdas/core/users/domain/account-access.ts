import { fail } from '../../kernel/errors';
import type { User } from './user';

export const DEACTIVATED_MESSAGE = 'This account has been deactivated. Contact support for help.';

/** A deactivated account can neither get a log-in code nor a session. */
export function assertActiveAccount(user: Pick<User, 'isActive'>): void {
  if (!user.isActive) fail('forbidden', DEACTIVATED_MESSAGE);
}
