import type { AdminUser } from '#shared/contracts/admin';
import type { User } from '../../users/domain/user';
import { toProfile } from '../../users/domain/user-profile';

/**
 * SMS opt-in: the user agreed to texts (reminder or marketing ones, the two boxes of sign-up and Settings) and has
 * not taken it back with STOP. Never agreeing is no opt-in, whatever STOP says.
 */
export const hasSmsOptIn = (user: Pick<User, 'smsTransactionalOptIn' | 'smsMarketingOptIn' | 'smsOptedOut'>) =>
  (user.smsTransactionalOptIn || user.smsMarketingOptIn) && !user.smsOptedOut;

/** A user as the admin area shows them ("User (admin view)"). */
export function toAdminUser(user: User, now: Date): AdminUser {
  return {
    ...toProfile(user, now),
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    isActive: user.isActive,
    smsOptIn: hasSmsOptIn(user),
  };
}
