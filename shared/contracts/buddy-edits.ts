import * as z from './zod';
import { schema } from './schema';
import { BuddyFirstName } from './common';
import { PhoneNumber } from './phone-number';

/**
 * PUT /user/buddy: name (or change) the one buddy. A new number (or name) is asked for consent again; the same
 * buddy with only `shareTaskWords` changed is not.
 */
export const SetBuddyRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({
    firstName: BuddyFirstName('First name'),
    phoneNumber: PhoneNumber,
    shareTaskWords: z._default(z.boolean(), false),
  }),
);
export type SetBuddyRequest = z.input<typeof SetBuddyRequest>;
