import type { Profile } from '#shared/contracts/user';
import type { CreateInviteRequest } from '#shared/contracts/buddy-edits';
import { toProfile } from '../../users/domain/user-profile';
import { fail } from '../../kernel/errors';
import type { EscalationPorts } from '../escalation-ports';
import { createInvite, openInvites, type CreateInviteDeps } from '../../people';

/** POST /user/buddy/invite: a new invite (see createInvite); the profile with the open invites, the new one first. */
export async function createBuddyInvite(
  deps: CreateInviteDeps & Pick<EscalationPorts, 'users'>,
  userId: string,
  request: CreateInviteRequest,
): Promise<Profile> {
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  await createInvite(deps, user, request);
  return { ...toProfile(user, deps.clock.now()), buddyInvites: await openInvites(deps, user.id) };
}
