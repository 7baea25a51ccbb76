import type { User } from '../../users/domain/user';
import type { Reminder } from '../../reminders/domain/reminder';
import type { TextingUsage } from '../../texting/domain/texting-budget';

/** What sending one nag needs to know, read at once: the reminder, its owner, and the texts they got so far. */
export interface NagContext {
  owner: User | null;
  reminder: Reminder | null;
  /** Texts the owner got in the month and the day of `at`, both the account's (in the owner's zone). */
  usage: TextingUsage;
}

export interface NagContextReader {
  /** One read (the nag path's first step); owner or reminder is null when not there. */
  load(userId: string, reminderId: string, at: Date): Promise<NagContext>;
  /** The texts a user got in the account's day `day` ('YYYY-MM-DD', accountDay) and in its month. */
  usageOf(userId: string, day: string): Promise<TextingUsage>;
}
