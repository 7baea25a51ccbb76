import type { OtpPurpose } from '#shared/db/keys';

/**
 * One-time codes: 6 random digits, valid for 10 minutes, dead after 5 wrong tries. A number may get a
 * new code 30 seconds after the last one, and at most 5 codes in any hour (a sliding window of send
 * instants, shared by every purpose so switching between log-in and sign-up does not reset it).
 */
export const OTP_CODE_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_AFTER_SECONDS = 30;
export const OTP_MAX_SENDS_PER_WINDOW = 5;
export const OTP_SEND_WINDOW_SECONDS = 60 * 60;

/**
 * What a code is hashed together with: a code sent to one number for one purpose verifies nothing else.
 * `account` binds a code to the account that asked for it as well (a phone change's, a deletion's); the code
 * approving a phone change from the number on file is bound to the number it moves to too.
 */
export function otpBinding(purpose: OtpPurpose, e164: string, account?: string): string {
  return account ? `${purpose}:${e164}:${account}` : `${purpose}:${e164}`;
}

/** A code as stored: only its keyed hash, never the digits. Instants are UTC ISO-8601. */
export interface OtpRecord {
  codeHash: string;
  sentAt: string;
  expiresAt: string;
  /** Verification attempts made so far. */
  attempts: number;
}

/** The instants (ISO) at which codes were sent to one number, oldest first. */
export interface SendWindow {
  sends: string[];
}

export type SendRefusal = 'resend_too_soon' | 'hourly_cap';
export type SendDecision = { allowed: true } | { allowed: false; refused: SendRefusal; retryAfterSeconds: number };

const ms = (iso: string) => Date.parse(iso);
const secondsUntil = (instantMs: number, now: Date) => Math.max(1, Math.ceil((instantMs - now.getTime()) / 1000));

function recentSends(window: SendWindow, now: Date): number[] {
  const since = now.getTime() - OTP_SEND_WINDOW_SECONDS * 1000;
  return window.sends
    .map(ms)
    .filter((t) => t > since)
    .sort((a, b) => a - b);
}

export function decideSend(window: SendWindow, now: Date): SendDecision {
  const recent = recentSends(window, now);
  if (recent.length >= OTP_MAX_SENDS_PER_WINDOW) {
    // A slot frees up when the send that filled the window leaves it.
    const freedBy = recent[recent.length - OTP_MAX_SENDS_PER_WINDOW]!;
    return {
      allowed: false,
      refused: 'hourly_cap',
      retryAfterSeconds: secondsUntil(freedBy + OTP_SEND_WINDOW_SECONDS * 1000, now),
    };
  }
  const last = recent[recent.length - 1];
  if (last !== undefined && now.getTime() - last < OTP_RESEND_AFTER_SECONDS * 1000) {
    return {
      allowed: false,
      refused: 'resend_too_soon',
      retryAfterSeconds: secondsUntil(last + OTP_RESEND_AFTER_SECONDS * 1000, now),
    };
  }
  return { allowed: true };
}

/** The window after a send at `now`: sends older than the window dropped, `now` appended. */
export function recordSend(window: SendWindow, now: Date): SendWindow {
  return { sends: [...recentSends(window, now).map((t) => new Date(t).toISOString()), now.toISOString()] };
}

/** When the stored window stops mattering (its last send leaves the hour). */
export function sendWindowExpiresAt(window: SendWindow): Date {
  const last = Math.max(...window.sends.map(ms));
  return new Date(last + OTP_SEND_WINDOW_SECONDS * 1000);
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** `to`: what the codes go to ("number", or "email address" for emailed codes). */
export function sendRefusalMessage(refused: SendRefusal, retryAfterSeconds: number, to = 'number'): string {
  if (refused === 'resend_too_soon')
    return `Please wait ${plural(retryAfterSeconds, 'second')} before requesting another code`;
  return `Too many codes requested for this ${to}. Try again in ${plural(Math.ceil(retryAfterSeconds / 60), 'minute')}.`;
}

export function newOtpRecord(codeHash: string, now: Date): OtpRecord {
  return {
    codeHash,
    sentAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000).toISOString(),
    attempts: 0,
  };
}

export const OTP_MESSAGES = {
  expired: 'This code has expired. Request a new one.',
  attemptsExhausted: 'Too many wrong tries. Request a new code.',
  wrongCode: 'Invalid verification code',
} as const;

export type AttemptRefusal = 'expired' | 'attempts_exhausted' | 'wrong_code';
export type AttemptVerdict = { ok: true } | { ok: false; refused: AttemptRefusal; message: string };

/**
 * Judges one verification attempt. `record` is the code as it was before this attempt was counted,
 * so `record.attempts` is the number of earlier tries. The try that uses up the last attempt already
 * says so, rather than letting the person type a sixth code for nothing.
 */
export function checkAttempt(record: OtpRecord, codeMatches: boolean, now: Date): AttemptVerdict {
  if (now.getTime() >= ms(record.expiresAt)) return { ok: false, refused: 'expired', message: OTP_MESSAGES.expired };
  if (record.attempts >= OTP_MAX_ATTEMPTS) {
    return { ok: false, refused: 'attempts_exhausted', message: OTP_MESSAGES.attemptsExhausted };
  }
  if (!codeMatches) {
    const last = record.attempts + 1 >= OTP_MAX_ATTEMPTS;
    return last
      ? { ok: false, refused: 'attempts_exhausted', message: OTP_MESSAGES.attemptsExhausted }
      : { ok: false, refused: 'wrong_code', message: OTP_MESSAGES.wrongCode };
  }
  return { ok: true };
}
