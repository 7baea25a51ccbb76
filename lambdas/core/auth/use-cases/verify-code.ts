import type { OtpPurpose } from '../../../../shared/db/keys';
import { checkAttempt, OTP_MESSAGES, otpBinding } from '../domain/otp-policy';
import { fail } from '../../kernel/errors';
import type { Deps } from '../../deps';

export type VerifyCodeDeps = Pick<Deps, 'otps' | 'codeHasher' | 'clock'>;

/**
 * Accepts the code sent to this number for this purpose, once; throws a DomainError saying why not.
 * Not 401 on a wrong code: the web treats 401 as "session over" and would log a user out.
 */
export async function verifyCode(deps: VerifyCodeDeps, purpose: OtpPurpose, e164: string, code: string, account?: string): Promise<void> {
  const record = await deps.otps.claimAttempt(purpose, e164);
  if (!record) fail('validation_failed', OTP_MESSAGES.wrongCode);
  const matches = await deps.codeHasher.matches(code, otpBinding(purpose, e164, account), record.codeHash);
  const verdict = checkAttempt(record, matches, deps.clock.now());
  if (!verdict.ok) fail(verdict.refused === 'attempts_exhausted' ? 'rate_limited' : 'validation_failed', verdict.message, { limit: 'attemptsPerCode' });
  // Deleting conditionally makes a code single-use even when two requests carry it at once.
  if (!(await deps.otps.consumeCode(purpose, e164, record.codeHash))) fail('validation_failed', OTP_MESSAGES.wrongCode);
}
