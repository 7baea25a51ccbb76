import type { User } from '../../users/domain/user';
import { fail } from '../../kernel/errors';
import type { AdminRoster } from '../../users/ports/admin-roster';

/** The admin area's user directory answers who the admins are; this needs only that. */
export type AdminRosterDeps = { userDirectory: AdminRoster };

export const LAST_ADMIN_MESSAGE = 'This is the last active admin: make another user an admin first.';

/**
 * Refuses (409) a change that would leave no active admin: the user is an active admin, and no other active
 * admin-role user and no active admin log-in account would remain.
 */
export async function assertAnotherAdminRemains({ userDirectory }: AdminRosterDeps, user: User): Promise<void> {
  if (user.role !== 'admin' || !user.isActive) return;
  const [adminUsers, adminAccounts] = await Promise.all([
    userDirectory.activeAdminUserIds(),
    userDirectory.activeAdminAccountCount(),
  ]);
  if (adminAccounts === 0 && adminUsers.every((id) => id === user.id)) fail('conflict', LAST_ADMIN_MESSAGE);
}
