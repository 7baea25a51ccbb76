import type { Reminder } from '../../reminders/domain/reminder';

/**
 * What a SNOOZE does to the reminder it targets:
 * - `not_texted`: its current occurrence has not texted yet, so there is nothing to snooze (a snooze of a reminder
 *   due on Friday must never make it text on Monday); `nextText` is when its first text comes, if one is planned;
 * - `snooze`: snoozed until `until`, never earlier than the text already planned for it (a ladder's next nag at 9:30
 *   stays at 9:30 when "SNOOZE 5M" is sent at 9:05). A reminder already snoozed takes the new time as asked: the
 *   person who set that snooze is shortening it on purpose ("SNOOZE 10M" after "SNOOZE 2H").
 */
export type SnoozeDecision = { kind: 'not_texted'; nextText?: Date } | { kind: 'snooze'; until: Date };

export function snoozeDecision(
  reminder: Pick<Reminder, 'nagCount' | 'status' | 'nextNag'>,
  until: Date,
): SnoozeDecision {
  const planned = reminder.nextNag ? Date.parse(reminder.nextNag.at) : Number.NaN;
  if (reminder.nagCount < 1)
    return Number.isNaN(planned) ? { kind: 'not_texted' } : { kind: 'not_texted', nextText: new Date(planned) };
  if (reminder.status === 'pending' && planned > until.getTime()) return { kind: 'snooze', until: new Date(planned) };
  return { kind: 'snooze', until };
}

/** Among a user's open reminders, those a SNOOZE without a reference may mean: the current occurrence has texted. */
export const hasTexted = (reminder: Pick<Reminder, 'nagCount'>) => reminder.nagCount > 0;
