import type { Profile } from '#shared/contracts/user';
import { toProfile } from '../../users/domain/user-profile';
import { hasLiveLink } from '../../users/domain/buddy';
import type { User } from '../../users/domain/user';
import { fail } from '../../kernel/errors';
import { SmsSendError } from '../../texting/ports/sms-sender';
import { sendUserText, type SendUserTextDeps } from '../../texting';
import type { EscalationPorts } from '../escalation-ports';
import { buddyTexts } from '../domain/buddy-texts';

export type RemoveBuddyDeps = SendUserTextDeps &
  Pick<EscalationPorts, 'users' | 'buddies' | 'invites' | 'oncePerWindow'>;

const ONCE_WINDOW = 30 * 24 * 3600;

/**
 * One last text to a live link's number (the goodbye, or "reminders have ended"), once per link however often
 * it is asked: claimed by the link (owner, number, when it joined). A text that cannot go is not retried.
 */
async function lastText(deps: RemoveBuddyDeps, owner: User, kind: string, body: string): Promise<void> {
  const buddy = owner.buddy;
  if (!buddy || !hasLiveLink(buddy, owner.phoneNumber)) return;
  const key = `buddy-${kind}#${owner.id}#${buddy.phoneNumber}#${buddy.askedAt}`;
  if (!(await deps.oncePerWindow.claim(key, deps.clock.now(), ONCE_WINDOW))) return;
  try {
    await sendUserText(deps, { id: owner.id, phoneNumber: buddy.phoneNumber }, body);
  } catch (error) {
    if (!(error instanceof SmsSendError)) {
      await deps.oncePerWindow.release(key);
      throw error;
    }
  }
}

/**
 * DELETE /user/buddy: a joined buddy gets one goodbye, then the buddy and its number's link go (a buddy that left,
 * opted out or never answered the old ask gets nothing). No buddy: nothing to do.
 */
export async function removeBuddy(deps: RemoveBuddyDeps, userId: string): Promise<Profile> {
  const now = deps.clock.now();
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  if (!user.buddy) return toProfile(user, now);
  await lastText(deps, user, 'removed', buddyTexts.buddyRemoved(user.firstName));
  const removed = await deps.buddies.remove(user.id, user.buddy, now.toISOString());
  return toProfile(removed ?? fail('not_found', 'User not found'), now);
}

/**
 * The owner's account is ending: a joined buddy gets one "<first name>'s reminders have ended", and every invite
 * goes (the link itself goes with the account's items). Safe to run again.
 */
export async function endBuddyLinks(deps: RemoveBuddyDeps, owner: User): Promise<void> {
  await lastText(deps, owner, 'ended', buddyTexts.remindersEnded(owner.firstName));
  await deps.invites.dropInvites(owner.id);
}
