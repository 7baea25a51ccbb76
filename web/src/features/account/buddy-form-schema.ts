import { z } from 'zod';
import { BuddyFirstName } from '@shared/contracts';

/** Settings' invite form, checked with the rules the server applies (POST /user/buddy/invite). */
export const BuddyFormSchema = z.object({
  /** Optional: the name you call them (empty: none). */
  firstName: z.union([z.literal(''), BuddyFirstName('First name')]),
  shareTaskWords: z.boolean(),
});
export type BuddyFormInput = z.input<typeof BuddyFormSchema>;
export type BuddyFormValues = z.output<typeof BuddyFormSchema>;
