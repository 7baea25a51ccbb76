import * as z from './zod';
import { schema } from './schema';
import { Email, PersonName, WallTime } from './common';
import { PhoneNumber } from './phone-number';
import { TimeZone } from './time-zone';
import { NagStyle, Role } from './user';

// The edits of a person (PUT /user/profile, PUT /admin/users/{userId}), apart from the profile they return:
// they check a phone number and a time zone, which only these functions need.

/** The person fields both a user (PUT /user/profile) and an admin (PUT /admin/users/{userId}) may edit. */
export const EditablePersonFields = {
  firstName: PersonName('First name'),
  lastName: PersonName('Last name'),
  email: Email,
  phoneNumber: PhoneNumber,
  timezone: TimeZone,
};

/**
 * PUT /user/profile: any subset. `phoneNumber` is accepted only when it equals the number on file
 * (changing it goes through /auth/verify-phone/*).
 */
export const UpdateProfileRequest = z
  .partial(
    z.strictObject({
      ...EditablePersonFields,
      smsTransactionalOptIn: z.boolean(),
      smsMarketingOptIn: z.boolean(),
      quietHoursStart: WallTime,
      quietHoursEnd: WallTime,
      nagStyle: NagStyle,
      weeklySummaryOptIn: z.boolean(),
      /** true records the consent to automated calls (with its time); false withdraws it. */
      callConsent: z.boolean(),
      /**
       * Refused (409) while the account's number is opted out: only START from the phone undoes a STOP. Kept so that
       * a client still sending it hears why, rather than of an unknown field.
       */
      smsOptedOut: z.literal(false),
    }),
  )
  .check(z.refine((body) => Object.keys(body).length > 0, 'Nothing to update'));
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

export const AdminUpdateUserRequest = /* @__PURE__ */ schema(() =>
  z.partial(
    z.strictObject({
      ...EditablePersonFields,
      role: z.enum(Role.options, { error: 'role must be user or admin' }),
      isActive: z.boolean({ error: 'isActive must be true or false' }),
    }),
  ),
);
export type AdminUpdateUserRequest = z.input<typeof AdminUpdateUserRequest>;
