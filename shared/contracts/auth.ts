import * as z from './zod';
import { schema } from './schema';
import { Profile } from './user';

/** Answer to every "send me a code" call. */
export const CodeSent = /* @__PURE__ */ schema(() =>
  z.object({
    message: z.string(),
    phoneNumber: z.string(),
    /** Seconds before another code may be requested for this number. */
    resendAfterSeconds: z.number().check(z.int()),
    expiresInSeconds: z.number().check(z.int()),
  }),
);
export type CodeSent = z.infer<typeof CodeSent>;

/** Answer to POST /auth/verify-phone/request: a code to the new number (as CodeSent says) and one to the number on file. */
export const PhoneChangeCodesSent = /* @__PURE__ */ schema(() =>
  z.extend(CodeSent, {
    /** The number on file, E.164: the other code went there. */
    currentPhoneNumber: z.string(),
  }),
);
export type PhoneChangeCodesSent = z.infer<typeof PhoneChangeCodesSent>;

export const SessionResponse = /* @__PURE__ */ schema(() => z.object({ token: z.string(), user: Profile }));
export type SessionResponse = z.infer<typeof SessionResponse>;

export const AdminLoginRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({
    username: z
      .string({ error: 'Username is required' })
      .check(z.trim(), z.minLength(1, 'Username is required'), z.maxLength(64)),
    password: z
      .string({ error: 'Password is required' })
      .check(z.minLength(1, 'Password is required'), z.maxLength(256)),
  }),
);
export type AdminLoginRequest = z.input<typeof AdminLoginRequest>;
export const AdminSession = /* @__PURE__ */ schema(() => z.object({ token: z.string(), expiresAt: z.string() }));
export type AdminSession = z.infer<typeof AdminSession>;
