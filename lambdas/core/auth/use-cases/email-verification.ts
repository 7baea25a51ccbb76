import type { EmailStatus } from '#shared/contracts/email';
import { accountEmails } from '../domain/account-emails';
import {
  EMAIL_CODE_PURPOSE,
  EMAIL_MESSAGES,
  emailCodeBinding,
  emailSendWindowSubject,
  verificationLink,
} from '../domain/email-verification';
import { newOtpRecord, OTP_RESEND_AFTER_SECONDS, OTP_TTL_SECONDS } from '../domain/otp-policy';
import { normalizeEmail } from '../../mailing/domain/email-address';
import { EmailSendError } from '../../mailing/ports/email-sender';
import { isEmailVerified } from '../../users/domain/email-status';
import type { User } from '../../users/domain/user';
import { fail } from '../../kernel/errors';
import type { AuthPorts } from '../auth-ports';
import { sendEmail } from '../../mailing';
import { clientSubject, throttle, type ClientAddress } from '../../abuse';
import { reserveSend } from './send-code';
import { verifyCode } from './verify-code';
import { noteSecurityEvent, type SecurityEventDeps, type SecurityEventReport } from './security-notices';

export type EmailVerificationDeps = Pick<
  AuthPorts,
  | 'users'
  | 'otps'
  | 'codes'
  | 'codeHasher'
  | 'clock'
  | 'mail'
  | 'emailSuppressions'
  | 'emailOwners'
  | 'appLinks'
  | 'metrics'
>;

/** What checking an emailed code needs: no mail and no links (it sends nothing), so its routes may send nothing. */
export type EmailCodeCheckDeps = Pick<
  AuthPorts,
  'users' | 'otps' | 'codeHasher' | 'clock' | 'emailSuppressions' | 'emailOwners'
>;

/** What became of a verification email: sent, or why not. */
export type VerificationOutcome =
  'sent' | 'already_verified' | 'in_use' | 'suppressed' | { failed: 'throttled' | 'rejected' };

/**
 * The other account that holds this (normalized) address verified, if any. A guard is honoured only while its holder
 * still has the address as its verified email: one left behind by an email change or a deleted account is stale.
 */
async function otherHolder(
  deps: Pick<AuthPorts, 'users' | 'emailOwners'>,
  userId: string,
  address: string,
): Promise<{ holder: string | null; live: boolean }> {
  const holder = await deps.emailOwners.holderOf(address);
  if (holder === null || holder === userId) return { holder, live: false };
  const other = await deps.users.get(holder);
  return { holder, live: other !== null && isEmailVerified(other) && other.verifiedEmail === address };
}

/** Refuses (409, naming `email`) an address another account holds verified. */
export async function assertEmailFree(
  deps: Pick<AuthPorts, 'users' | 'emailOwners'>,
  userId: string,
  email: string,
): Promise<void> {
  if ((await otherHolder(deps, userId, normalizeEmail(email))).live) refuseInUse();
}

const refuseInUse = (): never =>
  fail('conflict', EMAIL_MESSAGES.inUse, { issues: [{ path: 'email', message: EMAIL_MESSAGES.inUse }] });

/**
 * Emails a fresh code and link to the user's address, unless it is verified already, held verified by another account,
 * or suppressed (then nothing is stored or sent). Counts in the account's own window of emailed codes (30 s between
 * two, 5 an hour: the OTP policy's), refusing with 429 past it. A new code replaces any earlier one.
 */
export async function sendEmailVerification(deps: EmailVerificationDeps, user: User): Promise<VerificationOutcome> {
  if (isEmailVerified(user)) return 'already_verified';
  const address = normalizeEmail(user.email);
  if ((await otherHolder(deps, user.id, address)).live) return 'in_use';
  if (await deps.emailSuppressions.isSuppressed(address)) return 'suppressed';
  const now = deps.clock.now();
  await reserveSend(deps.otps, emailSendWindowSubject(user.id), undefined, now, 'email address');
  const code = deps.codes.next();
  const codeHash = await deps.codeHasher.hash(code, emailCodeBinding(user.id, address));
  await deps.otps.putCode(EMAIL_CODE_PURPOSE, user.id, newOtpRecord(codeHash, now));
  const link = verificationLink(deps.appLinks.appBaseUrl(), user.id, code);
  try {
    const outcome = await sendEmail(deps, {
      kind: 'verification',
      to: user.email,
      ...accountEmails.verification({ firstName: user.firstName, code, link }),
    });
    return outcome.sent ? 'sent' : 'suppressed';
  } catch (error) {
    if (error instanceof EmailSendError) return { failed: error.reason };
    throw error;
  }
}

/** The email's state as the email routes answer it. */
export async function emailStatusOf(deps: Pick<AuthPorts, 'emailSuppressions'>, user: User): Promise<EmailStatus> {
  return {
    email: user.email,
    emailVerified: isEmailVerified(user),
    emailSuppressed: await deps.emailSuppressions.isSuppressed(user.email),
  };
}

/** POST /user/email/resend: a new code and link, or a 4xx saying why none went. */
export async function resendEmailVerification(
  deps: EmailVerificationDeps,
  userId: string,
): Promise<EmailStatus & { resendAfterSeconds: number; expiresInSeconds: number }> {
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  const outcome = await sendEmailVerification(deps, user);
  if (outcome === 'already_verified') fail('conflict', EMAIL_MESSAGES.alreadyVerified);
  if (outcome === 'in_use') refuseInUse();
  if (outcome === 'suppressed')
    fail('conflict', EMAIL_MESSAGES.suppressed, { issues: [{ path: 'email', message: EMAIL_MESSAGES.suppressed }] });
  if (typeof outcome === 'object') {
    if (outcome.failed === 'throttled') fail('rate_limited', EMAIL_MESSAGES.busy, { retryAfterSeconds: 60 });
    fail('validation_failed', EMAIL_MESSAGES.rejected, {
      issues: [{ path: 'email', message: EMAIL_MESSAGES.rejected }],
    });
  }
  return {
    ...(await emailStatusOf(deps, user)),
    resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
    expiresInSeconds: OTP_TTL_SECONDS,
  };
}

/**
 * Accepts the code emailed to the user's current address, once (attempts and expiry as for texted codes), and marks
 * the address verified: its guard claimed for this account (409 when another account verified it first), an earlier
 * verified address's guard released. A used, wrong or expired code is a 400 (a 429 once the attempts are spent).
 */
export async function verifyEmailCode(deps: EmailCodeCheckDeps, userId: string, code: string): Promise<EmailStatus> {
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  const address = normalizeEmail(user.email);
  const held = await otherHolder(deps, user.id, address);
  if (held.live) refuseInUse();
  await verifyCode(deps, EMAIL_CODE_PURPOSE, user.id, code, address);
  const expected = held.holder === user.id ? user.id : held.holder;
  if (expected !== user.id && !(await deps.emailOwners.claim(address, user.id, expected))) refuseInUse();
  const previous = user.verifiedEmail;
  const now = deps.clock.now().toISOString();
  const updated =
    (await deps.users.update(user.id, { verifiedEmail: address, emailVerifiedAt: now }, now)) ??
    fail('not_found', 'User not found');
  if (previous !== undefined && previous !== address) await deps.emailOwners.release(previous, user.id);
  return emailStatusOf(deps, updated);
}

/**
 * POST /auth/verify-email: the link's landing, without a session (the link may be opened on another device). An
 * unknown account reads as a wrong code, so the route tells nothing about which accounts exist; each client's tries
 * count against its own limit as code checks do.
 */
export async function verifyEmailLink(
  deps: EmailCodeCheckDeps & Pick<AuthPorts, 'rateLimiter'>,
  input: { account: string; code: string },
  client: ClientAddress,
): Promise<EmailStatus> {
  await throttle(deps, 'codeChecksPerIp', clientSubject(client));
  const user = await deps.users.get(input.account);
  if (!user) fail('validation_failed', 'Invalid verification code');
  return verifyEmailCode(deps, user.id, input.code);
}

/** What a side effect's email came to: its outcome, or the error that stopped it (never thrown). */
export type SideEmailOutcome = VerificationOutcome | { failed: 'error'; error: string };

const errorName = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * sendEmailVerification as the side effect of another change (a sign-up, an email change), which has happened whatever
 * becomes of the email: a failure is returned for the handler to log, never thrown (Settings' Resend tries again).
 */
export async function offerEmailVerification(deps: EmailVerificationDeps, user: User): Promise<SideEmailOutcome> {
  try {
    return await sendEmailVerification(deps, user);
  } catch (error) {
    return { failed: 'error', error: errorName(error) };
  }
}

/**
 * An email change, as a security event: recorded under the account, and the notice to the address it had before
 * (when that one was verified): what changed, when, what to do if it was not them. Never a code; never thrown.
 */
export async function sendEmailChangedNotice(
  deps: SecurityEventDeps,
  before: Pick<User, 'id' | 'email' | 'verifiedEmail' | 'firstName' | 'timezone'>,
  newAddress: string,
): Promise<SecurityEventReport> {
  return noteSecurityEvent(
    deps,
    before,
    'email_changed',
    accountEmails.emailChanged({
      firstName: before.firstName,
      newAddress,
      at: deps.clock.now(),
      timezone: before.timezone,
    }),
  );
}
