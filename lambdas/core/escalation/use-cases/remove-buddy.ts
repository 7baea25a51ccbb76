import type { Profile } from '#shared/contracts/user';
import { toProfile } from '../../users/domain/user-profile';
import { fail } from '../../kernel/errors';
import type { EscalationPorts } from '../escalation-ports';

/** DELETE /user/buddy: the buddy and its number's link go; nothing is texted. No buddy: nothing to do. */
export async function removeBuddy(
  deps: Pick<EscalationPorts, 'users' | 'buddies' | 'clock'>,
  userId: string,
): Promise<Profile> {
  const now = deps.clock.now();
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  if (!user.buddy) return toProfile(user, now);
  const removed = await deps.buddies.remove(user.id, user.buddy, now.toISOString());
  return toProfile(removed ?? fail('not_found', 'User not found'), now);
}
