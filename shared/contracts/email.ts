import * as z from './zod';
import { schema } from './schema';
import { OtpCode, textOf } from './common';

/** The account's email as the email routes answer it: the address, proven or not, and whether NagText may email it. */
export const EmailStatus = /* @__PURE__ */ schema(() =>
  z.object({
    email: z.string(),
    emailVerified: z.boolean(),
    /** It bounced or complained: NagText sends it nothing until the email is changed. */
    emailSuppressed: z.boolean(),
  }),
);
export type EmailStatus = z.infer<typeof EmailStatus>;

/** A verification email went: when another may be asked for, and how long its code lasts. */
export const EmailCodeSent = /* @__PURE__ */ schema(() =>
  z.object({
    email: z.string(),
    emailVerified: z.boolean(),
    emailSuppressed: z.boolean(),
    resendAfterSeconds: z.number().check(z.int()),
    expiresInSeconds: z.number().check(z.int()),
  }),
);

/** POST /user/email/verify: the code from the email (Settings' field). */
export const VerifyEmailCodeRequest = /* @__PURE__ */ schema(() => z.strictObject({ code: OtpCode }));

/** POST /auth/verify-email: the link's two parts (the landing page posts them), no session needed. */
export const VerifyEmailLinkRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({
    account: z
      .string(textOf('account'))
      .check(
        z.trim(),
        z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'account must be the id from the link (letters, digits, - or _)'),
      ),
    code: OtpCode,
  }),
);
