import type { AdminUser } from '../../../../shared/contracts/admin';
import type { User } from '../../accounts/domain/user';
import { toProfile } from '../../accounts/domain/user-profile';

/** A user as the admin area shows them ("User (admin view)"). */
export function toAdminUser(user: User): AdminUser {
  return {
    ...toProfile(user),
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    isActive: user.isActive,
    smsOptIn: !user.smsOptedOut,
  };
}
