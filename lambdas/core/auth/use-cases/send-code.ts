import type { CodeSent } from '#shared/contracts/auth';
import type { OtpPurpose } from '#shared/db/keys';
import {
  decideSend,
  newOtpRecord,
  otpBinding,
  OTP_RESEND_AFTER_SECONDS,
  OTP_TTL_SECONDS,
  recordSend,
  sendRefusalMessage,
  sendWindowExpiresAt,
} from '../domain/otp-policy';
import { assertTextable } from '../../texting/domain/destination-policy';
import { codeTexts } from '../domain/code-texts';
import { fail } from '../../kernel/errors';
import type { AuthPorts } from '../auth-ports';
import type { OtpStore } from '../ports/otp-store';
import { throttle } from '../../abuse';
import { sendText } from '../../texting';
import { SmsSendError } from '../../texting/ports/sms-sender';

export type SendCodeDeps = Pick<
  AuthPorts,
  'otps' | 'codes' | 'codeHasher' | 'sms' | 'optOuts' | 'clock' | 'rateLimiter' | 'destinations' | 'metrics'
>;

/**
 * A code asked for a number that replied STOP. CTIA would let a code the person asked for go, but the provider's
 * opt-out list (kept in step with ours) refuses every text to the number, so the answer says what reopens it.
 */
export const CODE_TO_OPTED_OUT_MESSAGE =
  'This number replied STOP to NagText, so we send it no texts, codes included. Reply START to any text from NagText to get texts again, then ask for a new code.';

/** The one subject of the overall ceilings on code texts. */
const EVERY_CLIENT = 'all';

const RACE_RETRIES = 4;

/** Takes a send slot for the number (the requester's own, when one is named), or refuses with the limit that was hit. */
export async function reserveSend(
  otps: OtpStore,
  e164: string,
  requester: string | undefined,
  now: Date,
  to = 'number',
): Promise<void> {
  for (let attempt = 0; attempt < RACE_RETRIES; attempt += 1) {
    const { window, version } = await otps.getSendWindow(e164, requester);
    const decision = decideSend(window, now);
    if (!decision.allowed) {
      const { refused, retryAfterSeconds } = decision;
      fail('rate_limited', sendRefusalMessage(refused, retryAfterSeconds, to), {
        retryAfterSeconds,
        limit: 'codesPerNumber',
      });
    }
    const next = recordSend(window, now);
    if (await otps.saveSendWindow(e164, next, version, sendWindowExpiresAt(next), requester)) return;
    // Another request saved first: re-read, so its send counts against this one.
  }
  fail('rate_limited', 'Too many requests for this number at once. Try again in a moment.', {
    retryAfterSeconds: 1,
    limit: 'codesPerNumber',
  });
}

/** The field a refused code is named on: the number on file's code has a field of its own on the move's form. */
const refuseOptedOut = (purpose: OtpPurpose): never => {
  const path = purpose === 'phone_change_current' ? 'currentNumberCode' : 'phoneNumber';
  return fail('conflict', CODE_TO_OPTED_OUT_MESSAGE, { issues: [{ path, message: CODE_TO_OPTED_OUT_MESSAGE }] });
};

/** The purposes whose text needs nothing but the code. */
type PlainPurpose = Exclude<OtpPurpose, 'phone_change_current' | 'email_verify' | 'recovery_email'>;

/**
 * One code to text: what it is for, where it goes, and what else it is bound to (`account`, into the hash with
 * purpose and number: otpBinding). A move's approval names the new number, so its caller writes its text.
 * `requester`: who asks, when anyone may (a log-in or sign-up code, asked without a session: the client's network).
 * The number's 30-second wait and hourly cap are then counted per requester, so a stranger asking for codes to
 * someone's number spends only their own allowance, never the owner's way in (docs/features/abuse-and-sessions.md).
 * Without it (codes a signed-in account asks for) the number's one window counts.
 */
type CodeToSend =
  | { purpose: PlainPurpose; e164: string; account?: string; requester?: string }
  | {
      purpose: 'phone_change_current';
      e164: string;
      account: string;
      requester?: undefined;
      text: (code: string) => string;
    };

const TEXT_OF: Record<PlainPurpose, (code: string) => string> = {
  login: codeTexts.verificationCode,
  register: codeTexts.verificationCode,
  phone_change: codeTexts.phoneChangeNewNumberCode,
  account_deletion: codeTexts.accountDeletionCode,
  recovery_phone: codeTexts.recoveryNewNumberCode,
};

const textOf = (request: CodeToSend, code: string) =>
  'text' in request ? request.text(code) : TEXT_OF[request.purpose](code);

/**
 * Sends a fresh code for each request, within the send limits: the destination policy first (nothing stored
 * for a number we would not text), then every number's own limits, then their opt-outs (a 409: after the
 * limits, so asking does not tell more numbers' opt-outs than the limits allow), then the overall ceiling on
 * code texts, and only then any text: a refusal for one number leaves the others untexted. The codes are never
 * logged or stored.
 */
export async function sendCodes(deps: SendCodeDeps, codes: readonly CodeToSend[]): Promise<void> {
  for (const { e164 } of codes) assertTextable(deps.destinations, e164);
  const now = deps.clock.now();
  for (const { e164, requester } of codes) await reserveSend(deps.otps, e164, requester, now);
  for (const { purpose, e164 } of codes) if (await deps.optOuts.isOptedOut(e164)) refuseOptedOut(purpose);
  // After the numbers' own limits, so hammering one number cannot use up everyone's ceiling.
  for (const { purpose } of codes)
    await throttle(deps, purpose === 'register' ? 'signupCodeTextsOverall' : 'codeTextsOverall', EVERY_CLIENT);
  for (const request of codes) {
    const { purpose, e164, account } = request;
    const code = deps.codes.next();
    const codeHash = await deps.codeHasher.hash(code, otpBinding(purpose, e164, account));
    await deps.otps.putCode(purpose, e164, newOtpRecord(codeHash, now));
    try {
      await sendText(deps, { to: e164, body: textOf(request, code) });
    } catch (error) {
      // Refused by the provider's list (ours said otherwise a moment ago): the same answer.
      if (error instanceof SmsSendError && error.optedOut) refuseOptedOut(purpose);
      throw error;
    }
    deps.metrics.count('CodesSent', { Purpose: purpose });
  }
}

/** Sends a fresh code for `purpose` to the number (sendCodes with one); `requester` as in CodeToSend. */
export async function sendCode(
  deps: SendCodeDeps,
  purpose: PlainPurpose,
  e164: string,
  account?: string,
  requester?: string,
): Promise<CodeSent> {
  await sendCodes(deps, [{ purpose, e164, account, requester }]);
  return codeSentTo(e164);
}

/** What the caller is told of a code sent to the number. */
export const codeSentTo = (e164: string): CodeSent => ({
  message: `Verification code sent to ${e164}`,
  phoneNumber: e164,
  resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
  expiresInSeconds: OTP_TTL_SECONDS,
});
