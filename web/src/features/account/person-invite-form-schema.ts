import { z } from 'zod';
import { BuddyFirstName, TimeZone, WallTime } from '@shared/contracts';

/** Settings' invite for a person, checked with the rules the server applies (POST /user/people/invite). */
export const PersonInviteFormSchema = z.object({
  /** The owner's name for them: it goes into the texts, so it is required here. */
  firstName: BuddyFirstName('First name'),
  /** Where their reminders' times are read, and their quiet hours: the owner's own to start with. */
  timezone: TimeZone,
  quietHoursStart: WallTime,
  quietHoursEnd: WallTime,
  /** "Add them to my household": their JOIN puts them in it (sent only when ticked). */
  household: z.boolean(),
});
export type PersonInviteFormInput = z.input<typeof PersonInviteFormSchema>;
export type PersonInviteFormValues = z.output<typeof PersonInviteFormSchema>;
