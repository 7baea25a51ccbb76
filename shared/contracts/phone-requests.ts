import * as z from 'zod';
import { Email, OtpCode, PersonName } from './common';
import { PhoneNumber } from './phone-number';
import { TimeZone } from './time-zone';

// The sign-in requests that carry a number typed by the person (apart from auth.ts: they need the phone check).

export const PhoneOnly = z.object({ phoneNumber: PhoneNumber }).strict();
export type PhoneOnly = z.input<typeof PhoneOnly>;

export const VerifyLoginOtpRequest = z.object({ phoneNumber: PhoneNumber, code: OtpCode }).strict();
export type VerifyLoginOtpRequest = z.input<typeof VerifyLoginOtpRequest>;

export const RegisterVerifyOtpRequest = z
  .object({
    phoneNumber: PhoneNumber,
    code: OtpCode,
    firstName: PersonName('First name'),
    lastName: PersonName('Last name'),
    email: Email,
    timezone: TimeZone,
    smsTransactionalOptIn: z.boolean().default(false),
    smsMarketingOptIn: z.boolean().default(false),
  })
  .strict();
export type RegisterVerifyOtpRequest = z.input<typeof RegisterVerifyOtpRequest>;

export const VerifyPhoneRequest = z.object({ phoneNumber: PhoneNumber, code: OtpCode }).strict();
export type VerifyPhoneRequest = z.input<typeof VerifyPhoneRequest>;
