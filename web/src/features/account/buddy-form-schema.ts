import { z } from 'zod';
import { BuddyFirstName, PhoneNumber } from '@shared/contracts';

/** Settings' buddy form, checked with the rules the server applies (PUT /user/buddy). */
export const BuddyFormSchema = z.object({
  firstName: BuddyFirstName('First name'),
  /** Normalized and given as E.164, so it compares with the user's own number. */
  phoneNumber: PhoneNumber,
  shareTaskWords: z.boolean(),
});
export type BuddyFormInput = z.input<typeof BuddyFormSchema>;
export type BuddyFormValues = z.output<typeof BuddyFormSchema>;
