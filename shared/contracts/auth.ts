import * as z from 'zod';
import { Email, OtpCode, PersonName, PhoneNumber, TimeZone } from './common';
import { Profile } from './user';

export const PhoneOnly = z.object({ phoneNumber: PhoneNumber }).strict();
export type PhoneOnly = z.input<typeof PhoneOnly>;

/** Answer to every "send me a code" call. */
export const CodeSent = z.object({
  message: z.string(),
  phoneNumber: z.string(),
  /** Seconds before another code may be requested for this number. */
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type CodeSent = z.infer<typeof CodeSent>;

export const VerifyLoginOtpRequest = z.object({ phoneNumber: PhoneNumber, code: OtpCode }).strict();
export type VerifyLoginOtpRequest = z.input<typeof VerifyLoginOtpRequest>;

export const SessionResponse = z.object({ token: z.string(), user: Profile });
export type SessionResponse = z.infer<typeof SessionResponse>;

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

export const AdminLoginRequest = z
  .object({
    username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(64),
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
  })
  .strict();
export type AdminLoginRequest = z.input<typeof AdminLoginRequest>;
export const AdminSession = z.object({ token: z.string(), expiresAt: z.string() });
export type AdminSession = z.infer<typeof AdminSession>;

export const VerifyPhoneRequest = z.object({ phoneNumber: PhoneNumber, code: OtpCode }).strict();
export type VerifyPhoneRequest = z.input<typeof VerifyPhoneRequest>;
