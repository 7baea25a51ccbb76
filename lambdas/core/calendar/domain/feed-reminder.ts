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
  status: reminder.status,
  occurrenceDate: reminder.occurrenceDate,
  occurrenceAt: reminder.occurrenceAt,
  closedDates: reminder.closedDates ?? [],
  version: reminder.version,
  createdAt: reminder.createdAt,
  updatedAt: reminder.updatedAt,
});
