import { ADMIN_SECURITY_EVENTS_SHOWN, type AdminUserDetail } from '#shared/contracts/admin';
import { adminPersonInvites, adminPersonView } from '../domain/admin-people-view';
import { toAdminUser } from '../domain/admin-user-view';
import { fail } from '../../kernel/errors';
import type { AdminPorts } from '../admin-ports';

export const USER_NOT_FOUND = 'User not found';

/**
 * GET /admin/users/{userId}: the user, their latest security events (newest first), the people linked to their
 * reminders in every state (oldest joined first) and their open invites for people (without the codes).
 */
export async function adminGetUser(
  deps: Pick<AdminPorts, 'users' | 'clock' | 'securityEvents' | 'people' | 'invites'>,
  userId: string,
): Promise<AdminUserDetail> {
  const user = (await deps.users.get(userId)) ?? fail('not_found', USER_NOT_FOUND);
  const now = deps.clock.now();
  const [securityEvents, people, invites] = await Promise.all([
    deps.securityEvents.newestFirst(user.id, ADMIN_SECURITY_EVENTS_SHOWN),
    deps.people.peopleOf(user.id),
    deps.invites.invitesOf(user.id),
  ]);
  return {
    ...toAdminUser(user, now),
    securityEvents,
    people: people.map(adminPersonView),
    personInvites: adminPersonInvites(invites, now),
  };
}
