import type { User } from '../../users/domain/user';
import type { Reminder } from '../../reminders/domain/reminder';
import { textingBlock } from '../../users/domain/texting-block';
import { sendUserText, type SendUserTextDeps } from '../../texting';
import type { RemindersForPeoplePorts } from '../reminders-for-people-ports';
import { ownerTexts } from '../domain/owner-texts';

export type TellOwnerIgnoredDeps = SendUserTextDeps & Pick<RemindersForPeoplePorts, 'oncePerWindow'>;

export type TellOwnerIgnoredOutcome = 'sent' | 'failed' | 'off' | 'owner_not_textable' | 'already_told';

/** Longer than any redelivery of the nag that ended the day: the key itself is one occurrence's. */
const TOLD_WINDOW_SECONDS = 14 * 24 * 3600;

/**
 * A reminder for one of the owner's people ended its day unanswered, and it says "Tell me if it's ignored": the owner
 * gets ONE text for this occurrence on their own phone (so their own STOP, missing opt-in or PAUSE hold it). The
 * occurrence is claimed before the send, so any number of deliveries give one text; a throw gives the claim back for
 * the queue's retry. A text the provider rejects is recorded failed and not tried again.
 */
export async function tellOwnerIgnored(
  deps: TellOwnerIgnoredDeps,
  owner: User,
  reminder: Pick<Reminder, 'id' | 'task' | 'tellMeIfIgnored' | 'occurrenceAt' | 'forPerson'>,
): Promise<TellOwnerIgnoredOutcome> {
  if (!reminder.forPerson || !reminder.tellMeIfIgnored) return 'off';
  const now = deps.clock.now();
  if (textingBlock(owner, now)) return 'owner_not_textable';
  const claim = `owner-told#${reminder.id}#${reminder.occurrenceAt}`;
  if (!(await deps.oncePerWindow.claim(claim, now, TOLD_WINDOW_SECONDS))) return 'already_told';
  try {
    const text = ownerTexts.personIgnored(reminder.forPerson.firstName, reminder.task);
    const result = await sendUserText(deps, { id: owner.id, phoneNumber: owner.phoneNumber }, text);
    return result.sent ? 'sent' : 'failed';
  } catch (error) {
    await deps.oncePerWindow.release(claim);
    throw error;
  }
}
