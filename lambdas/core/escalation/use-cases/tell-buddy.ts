import type { User } from '../../users/domain/user';
import { accountMonth } from '../../kernel/account-month';
import type { Reminder } from '../../reminders/domain/reminder';
import { buddyTexts } from '../domain/buddy-texts';
import { sendUserText, type SendUserTextDeps } from '../../texting';
import type { EscalationPorts } from '../escalation-ports';
import { buddyTextDecision, sharedTask, type NoBuddyTextReason } from '../domain/buddy-text-plan';

export type TellBuddyDeps = SendUserTextDeps &
  Pick<EscalationPorts, 'oncePerWindow' | 'escalationUsage' | 'escalationCaps' | 'destinations' | 'metrics'>;

export type TellBuddyOutcome =
  'sent' | 'failed' | 'already_told' | 'buddy_opted_out' | 'monthly_cap' | NoBuddyTextReason;

/** Longer than any redelivery of the nag that ended the day: the key itself is one occurrence's. */
const TOLD_WINDOW_SECONDS = 14 * 24 * 3600;

/**
 * A reminder's day ended unanswered (its ladder's last nag went; a one-time reminder carried to tomorrow counts):
 * its owner's buddy gets ONE text for this occurrence, if the reminder asks for it and the buddy agreed
 * (buddyTextDecision), the number has not opted out, and the month's buddy texts allow it. The occurrence is
 * claimed before anything is booked or sent, so any number of deliveries give one text; a failure part way gives
 * the claim and the booking back (and throws, so the queue's retry tries again). A text the provider rejects is
 * recorded failed and not tried again.
 */
export async function tellBuddy(
  deps: TellBuddyDeps,
  owner: User,
  reminder: Pick<Reminder, 'id' | 'task' | 'tellBuddy' | 'occurrenceAt'>,
): Promise<TellBuddyOutcome> {
  const now = deps.clock.now();
  const decision = buddyTextDecision({ tellBuddy: reminder.tellBuddy, owner, destinations: deps.destinations, now });
  if (!decision.send) return decision.reason;
  const { buddy } = decision;
  if (await deps.optOuts.isOptedOut(buddy.phoneNumber)) return 'buddy_opted_out';
  const claim = `buddy-told#${reminder.id}#${reminder.occurrenceAt}`;
  if (!(await deps.oncePerWindow.claim(claim, now, TOLD_WINDOW_SECONDS))) return 'already_told';
  const month = accountMonth(now, owner.timezone).key;
  let booked = false;
  try {
    booked = await deps.escalationUsage.take(owner.id, 'buddyText', month, deps.escalationCaps.buddyTextsPerMonth);
    if (!booked) return 'monthly_cap';
    const text = buddyTexts.buddyIgnored(owner.firstName, sharedTask(buddy, reminder.task));
    const result = await sendUserText(deps, { id: owner.id, phoneNumber: buddy.phoneNumber }, text);
    if (!result.sent) {
      booked = false;
      await deps.escalationUsage.giveBack(owner.id, 'buddyText', month);
      return 'failed';
    }
    deps.metrics.count('BuddyTexts', { Kind: 'ignored' });
    return 'sent';
  } catch (error) {
    if (booked) await deps.escalationUsage.giveBack(owner.id, 'buddyText', month);
    await deps.oncePerWindow.release(claim);
    throw error;
  }
}
