import type { User } from '../../accounts/domain/user';
import { fail } from '../../kernel/errors';
import type { Deps } from '../../deps';

export const LAST_ADMIN_MESSAGE = 'This is the last active admin: make another user an admin first.';

/**
 * Refuses (409) a change that would leave no active admin: the user is an active admin, and no other active
 * admin-role user and no active admin log-in account would remain.
 */
export async function assertAnotherAdminRemains({ userDirectory }: Pick<Deps, 'userDirectory'>, user: User): Promise<void> {
  if (user.role !== 'admin' || !user.isActive) return;
  const [adminUsers, adminAccounts] = await Promise.all([userDirectory.activeAdminUserIds(), userDirectory.activeAdminAccountCount()]);
  if (adminAccounts === 0 && adminUsers.every((id) => id === user.id)) fail('conflict', LAST_ADMIN_MESSAGE);
}
