import { fail } from '../../kernel/errors';
import type { AdminPorts } from '../admin-ports';
import { assertAnotherAdminRemains, eraseAccount, type EraseAccountDeps } from '../../accounts';
import { USER_NOT_FOUND } from './admin-get-user';

export type AdminDeleteUserDeps = EraseAccountDeps & Pick<AdminPorts, 'userDirectory'>;

/**
 * DELETE /admin/users/{userId}: the user goes for good, through the same cascade as the owner's own deletion
 * (accounts' eraseAccount), deactivated first so their texts and sessions stop before anything else. A DELETE
 * for a user that is gone but left items behind finishes the sweep; for a user that never was, 404.
 */
export async function adminDeleteUser(
  deps: AdminDeleteUserDeps,
  callerId: string,
  userId: string,
): Promise<{ id: string; deleted: true }> {
  const user = await deps.users.get(userId);
  if (!user) {
    if ((await deps.userData.eraseAllButProfile(userId)) === 0) fail('not_found', USER_NOT_FOUND);
    return { id: userId, deleted: true };
  }
  if (callerId === userId) fail('conflict', 'You cannot delete the account you are logged in with.');
  await assertAnotherAdminRemains(deps, user);
  await eraseAccount(deps, user, { deactivateFirst: true });
  return { id: userId, deleted: true };
}
