import type { CalendarFeedSource } from './ports/calendar-feed-source';
import type { AuthPorts } from '../auth/auth-ports';
import type { RemindersPorts } from '../reminders/reminders-ports';

/** What calendar's use cases may ask for: its own ports and those of the layers below (auth, reminders and theirs). */
export interface CalendarPorts extends AuthPorts, RemindersPorts {
  /** The private calendar feed's one read: the owner and their reminders. */
  calendarFeedSource: CalendarFeedSource;
}
