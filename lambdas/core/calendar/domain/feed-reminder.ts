import type { Reminder } from '../../reminders/domain/reminder';
import type { FeedReminder } from './calendar-feed';

/** What the feed shows of a stored reminder. */
export const toFeedReminder = (reminder: Reminder): FeedReminder => ({
  id: reminder.id,
  ref: reminder.ref,
  task: reminder.task,
  repeat: reminder.repeat,
  ...(reminder.recurrence ? { recurrence: reminder.recurrence } : {}),
  ...(reminder.repeatFrom ? { repeatFrom: reminder.repeatFrom } : {}),
  anchorDate: reminder.anchorDate,
  wallTime: reminder.wallTime,
  ...(reminder.clock === 'fixed' && reminder.clockZone ? { zone: reminder.clockZone } : {}),
  ...(reminder.clock === 'where_i_am' ? { floating: true as const } : {}),
  status: reminder.status,
  occurrenceDate: reminder.occurrenceDate,
  occurrenceAt: reminder.occurrenceAt,
  closedDates: reminder.closedDates ?? [],
  // Done dates are told by the outcomes kept beside them ('YYYY-MM-DDd'); a skipped one is 's'.
  doneDates: (reminder.recentOutcomes ?? []).filter((entry) => entry.endsWith('d')).map((entry) => entry.slice(0, 10)),
  ...(reminder.windowDays ? { windowDays: reminder.windowDays } : {}),
  version: reminder.version,
  createdAt: reminder.createdAt,
  updatedAt: reminder.updatedAt,
});
