import type { Reminder } from '../../reminders/domain/reminder';
import type { FeedReminder } from './calendar-feed';

/** What the feed shows of a stored reminder (a household's chore on the household's clock, named as shared). */
export const toFeedReminder = (stored: Reminder): FeedReminder => {
  const { forPerson: _turn, ...chore } = stored;
  const reminder: Reminder = stored.shared ? chore : stored;
  return {
    id: reminder.id,
    ref: reminder.ref,
    task: reminder.task,
    repeat: reminder.repeat,
    ...(reminder.recurrence ? { recurrence: reminder.recurrence } : {}),
    ...(reminder.repeatFrom ? { repeatFrom: reminder.repeatFrom } : {}),
    anchorDate: reminder.anchorDate,
    wallTime: reminder.wallTime,
    // Someone else's is read in their zone (a fixed clock keeps its own), never where the owner is.
    ...(reminder.clock === 'fixed' && reminder.clockZone
      ? { zone: reminder.clockZone }
      : reminder.forPerson
        ? { zone: reminder.forPerson.timezone }
        : {}),
    ...(reminder.clock === 'where_i_am' && !reminder.forPerson ? { floating: true as const } : {}),
    ...(reminder.forPerson
      ? { forPerson: { firstName: reminder.forPerson.firstName, ref: reminder.forPerson.ref } }
      : {}),
    ...(stored.shared
      ? { shared: { mode: stored.shared.mode, names: stored.shared.members.map((member) => member.firstName) } }
      : {}),
    status: reminder.status,
    occurrenceDate: reminder.occurrenceDate,
    occurrenceAt: reminder.occurrenceAt,
    closedDates: reminder.closedDates ?? [],
    // Done dates are told by the outcomes kept beside them ('YYYY-MM-DDd'); a skipped one is 's'.
    doneDates: (reminder.recentOutcomes ?? [])
      .filter((entry) => entry.endsWith('d'))
      .map((entry) => entry.slice(0, 10)),
    ...(reminder.windowDays ? { windowDays: reminder.windowDays } : {}),
    version: reminder.version,
    createdAt: reminder.createdAt,
    updatedAt: reminder.updatedAt,
  };
};
