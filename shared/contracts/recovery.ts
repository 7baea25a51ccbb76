import * as z from './zod';
import { schema } from './schema';
import { Email, OtpCode, textOf } from './common';
import { RECOVERY_STATES } from '../vocabulary';

// Recovery of an account whose number is lost (issue 34): the person has no session, only the recovery's id.

/** A recovery's id as the start handed it out (a random UUID; the routes refuse anything else, naming it). */
export const RecoveryId = /* @__PURE__ */ schema(() =>
  z
    .string(textOf('recoveryId'))
    .check(z.trim(), z.regex(/^[A-Za-z0-9-]{8,64}$/, 'recoveryId must be the id the recovery started with')),
);

/** POST /auth/recovery: the email on the account. */
export const StartRecoveryRequest = /* @__PURE__ */ schema(() => z.strictObject({ email: Email }));
export type StartRecoveryRequest = z.input<typeof StartRecoveryRequest>;

/** The start's answer: the same for every address (whether an account has it, and whether anything went). */
export const RecoveryStarted = /* @__PURE__ */ schema(() =>
  z.object({
    recoveryId: z.string(),
    message: z.string(),
    resendAfterSeconds: z.number().check(z.int()),
    expiresInSeconds: z.number().check(z.int()),
  }),
);
export type RecoveryStarted = z.infer<typeof RecoveryStarted>;

/** Where a recovery stands: its state now, the new number as an ending (+1 ...1234) and when the account moves. */
export const RecoveryStatus = /* @__PURE__ */ schema(() =>
  z.object({
    recoveryId: z.string(),
    state: z.enum(RECOVERY_STATES),
    newNumber: z.optional(z.string()),
    movesAt: z.optional(z.string()),
  }),
);
export type RecoveryStatus = z.infer<typeof RecoveryStatus>;

/** A code went to the new number: the status, and when another may be asked for. */
export const RecoveryNumberCodeSent = /* @__PURE__ */ schema(() =>
  z.object({
    recoveryId: z.string(),
    state: z.enum(RECOVERY_STATES),
    newNumber: z.optional(z.string()),
    movesAt: z.optional(z.string()),
    resendAfterSeconds: z.number().check(z.int()),
    expiresInSeconds: z.number().check(z.int()),
  }),
);

/** POST /auth/recovery/email: the code from the email. */
export const ConfirmRecoveryEmailRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({ recoveryId: RecoveryId, code: OtpCode }),
);
export type ConfirmRecoveryEmailRequest = z.input<typeof ConfirmRecoveryEmailRequest>;

/** GET /auth/recovery?recoveryId=: the waiting screen's read. */
export const RecoveryStatusQuery = /* @__PURE__ */ schema(() => z.object({ recoveryId: RecoveryId }));

/** POST /auth/recovery/cancel: the two parts of the email's link. */
export const CancelRecoveryRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({
    recoveryId: RecoveryId,
    token: z
      .string(textOf('token'))
      .check(z.trim(), z.regex(/^[A-Za-z0-9-]{8,64}$/, 'token must be the one from the link')),
  }),
);
export type CancelRecoveryRequest = z.input<typeof CancelRecoveryRequest>;

export const RecoveryCancelled = /* @__PURE__ */ schema(() =>
  z.object({ state: z.enum(['cancelled', 'expired']), message: z.string() }),
);
export type RecoveryCancelled = z.infer<typeof RecoveryCancelled>;
