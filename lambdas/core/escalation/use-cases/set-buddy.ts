import type { Profile } from '#shared/contracts/user';
import type { SetBuddyRequest } from '#shared/contracts/buddy-edits';
import { toProfile } from '../../users/domain/user-profile';
import { fail } from '../../kernel/errors';
import type { EscalationPorts } from '../escalation-ports';

export const NO_BUDDY_MESSAGE = 'You have no buddy yet: invite one, and they join by texting the code.';

/**
 * PUT /user/buddy: the owner's own words about their buddy, the name they call them and whether buddy texts name
 * the task. The number is never the owner's to set: it is the one that texted JOIN. Nothing is texted.
 */
export async function setBuddy(
  deps: Pick<EscalationPorts, 'users' | 'buddies' | 'clock'>,
  userId: string,
  request: SetBuddyRequest,
): Promise<Profile> {
  const now = deps.clock.now();
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  const current = user.buddy ?? fail('not_found', NO_BUDDY_MESSAGE);
  const { firstName: _old, ...rest } = current;
  const edited = {
    ...rest,
    ...(request.firstName ? { firstName: request.firstName } : {}),
    shareTaskWords: request.shareTaskWords ?? current.shareTaskWords,
  };
  const kept = await deps.buddies.set(user.id, edited, current, now.toISOString());
  return toProfile(kept ?? fail('not_found', 'User not found'), now);
}
