import { ADMIN_SECURITY_EVENTS_SHOWN, type AdminUserDetail } from '#shared/contracts/admin';
import { toAdminUser } from '../domain/admin-user-view';
import { fail } from '../../kernel/errors';
import type { AdminPorts } from '../admin-ports';

export const USER_NOT_FOUND = 'User not found';

/** GET /admin/users/{userId}: the user, and their latest security events, newest first. */
export async function adminGetUser(
  { users, clock, securityEvents }: Pick<AdminPorts, 'users' | 'clock' | 'securityEvents'>,
  userId: string,
): Promise<AdminUserDetail> {
  const user = (await users.get(userId)) ?? fail('not_found', USER_NOT_FOUND);
  return {
    ...toAdminUser(user, clock.now()),
    securityEvents: await securityEvents.newestFirst(user.id, ADMIN_SECURITY_EVENTS_SHOWN),
  };
}
