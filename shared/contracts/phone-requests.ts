import * as z from './zod';
import { schema } from './schema';
import { CodeNamed, Email, OtpCode, PersonName } from './common';
import { PhoneNumber } from './phone-number';
import { TimeZone } from './time-zone';

// The sign-in requests that carry a number typed by the person (apart from auth.ts: they need the phone check).

export const PhoneOnly = /* @__PURE__ */ schema(() => z.strictObject({ phoneNumber: PhoneNumber }));
export type PhoneOnly = z.input<typeof PhoneOnly>;

export const VerifyLoginOtpRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({ phoneNumber: PhoneNumber, code: OtpCode }),
);
export type VerifyLoginOtpRequest = z.input<typeof VerifyLoginOtpRequest>;

export const RegisterVerifyOtpRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({
    phoneNumber: PhoneNumber,
    code: OtpCode,
    firstName: PersonName('First name'),
    lastName: PersonName('Last name'),
    email: Email,
    timezone: TimeZone,
    smsTransactionalOptIn: z._default(z.boolean(), false),
    smsMarketingOptIn: z._default(z.boolean(), false),
  }),
);
export type RegisterVerifyOtpRequest = z.input<typeof RegisterVerifyOtpRequest>;

/**
 * Moving the account to a new number: the spec's body (the new number and the code texted to it) and the code
 * texted to the number on file, so a session alone cannot move the account.
 */
export const VerifyPhoneRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({
    phoneNumber: PhoneNumber,
    code: OtpCode,
    currentNumberCode: CodeNamed('Code from your current number'),
  }),
);
export type VerifyPhoneRequest = z.input<typeof VerifyPhoneRequest>;
