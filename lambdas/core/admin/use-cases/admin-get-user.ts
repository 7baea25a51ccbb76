import type { AdminUser } from '#shared/contracts/admin';
import { toAdminUser } from '../domain/admin-user-view';
import { fail } from '../../kernel/errors';
import type { AdminPorts } from '../admin-ports';

export const USER_NOT_FOUND = 'User not found';

/** GET /admin/users/{userId}. */
export async function adminGetUser(
  { users, clock }: Pick<AdminPorts, 'users' | 'clock'>,
  userId: string,
): Promise<AdminUser> {
  const user = (await users.get(userId)) ?? fail('not_found', USER_NOT_FOUND);
  return toAdminUser(user, clock.now());
}
