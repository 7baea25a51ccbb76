import * as z from './zod';
import { PersonName } from './common';
import { PhoneNumber } from './phone-number';

/**
 * PUT /user/buddy: name (or change) the one buddy. A new number (or name) is asked for consent again; the same
 * buddy with only `shareTaskWords` changed is not.
 */
export const SetBuddyRequest = z.strictObject({
  firstName: PersonName('First name'),
  phoneNumber: PhoneNumber,
  shareTaskWords: z._default(z.boolean(), false),
});
export type SetBuddyRequest = z.input<typeof SetBuddyRequest>;
