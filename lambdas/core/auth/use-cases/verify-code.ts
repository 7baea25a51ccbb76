import type { OtpPurpose } from '#shared/db/keys';
import { checkAttempt, OTP_MESSAGES, otpBinding, type AttemptRefusal } from '../domain/otp-policy';
import { fail } from '../../kernel/errors';
import type { AuthPorts } from '../auth-ports';

export type VerifyCodeDeps = Pick<AuthPorts, 'otps' | 'codeHasher' | 'clock'>;

/** A code that checked out, still to be used up; or why it did not. */
type CodeCheck =
  { ok: true; consume: () => Promise<boolean> } | { ok: false; refused: AttemptRefusal; message: string };

/**
 * Counts one attempt at the code sent to this number for this purpose and judges it, without using it up:
 * for a step that needs two codes right before either is spent. No code stored reads as a wrong code.
 * `consume` deletes it only while it is still the one checked (false when used or replaced meanwhile).
 */
export async function checkCode(
  deps: VerifyCodeDeps,
  purpose: OtpPurpose,
  e164: string,
  code: string,
  account?: string,
): Promise<CodeCheck> {
  const record = await deps.otps.claimAttempt(purpose, e164);
  if (!record) return { ok: false, refused: 'wrong_code', message: OTP_MESSAGES.wrongCode };
  const matches = await deps.codeHasher.matches(code, otpBinding(purpose, e164, account), record.codeHash);
  const verdict = checkAttempt(record, matches, deps.clock.now());
  if (!verdict.ok) return verdict;
  return { ok: true, consume: () => deps.otps.consumeCode(purpose, e164, record.codeHash) };
}

/**
 * Accepts the code sent to this number for this purpose, once; throws a DomainError saying why not.
 * Not 401 on a wrong code: the web treats 401 as "session over" and would log a user out.
 */
export async function verifyCode(
  deps: VerifyCodeDeps,
  purpose: OtpPurpose,
  e164: string,
  code: string,
  account?: string,
): Promise<void> {
  const check = await checkCode(deps, purpose, e164, code, account);
  if (!check.ok)
    fail(check.refused === 'attempts_exhausted' ? 'rate_limited' : 'validation_failed', check.message, {
      limit: 'attemptsPerCode',
    });
  // Deleting conditionally makes a code single-use even when two requests carry it at once.
  if (!(await check.consume())) fail('validation_failed', OTP_MESSAGES.wrongCode);
}
