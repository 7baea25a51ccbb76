import type { User } from '../../users/domain/user';
import type { Reminder } from '../../reminders/domain/reminder';

export interface CalendarFeedSource {
  /** The owner and their reminders in one Query of the partition (the profile and the reminders sort side by side); null when there is no such user. */
  read(userId: string): Promise<{ user: User; reminders: Reminder[] } | null>;
}
