import type { AttemptRefusal } from '../../auth/domain/otp-policy';

/**
 * Moving an account to a new number takes two codes: one texted to the new number (its holder is moving) and
 * one texted to the number on file (its holder agrees), so a session alone cannot move the account, and with it
 * the log-in and the deletion code, to somebody else's phone.
 */

/** What the approving code is bound to besides its purpose and number: this account, moving to that number. */
export const approvalBinding = (userId: string, newPhone: string) => `${userId}>${newPhone}`;

/** The request's field of each code (the contract's names, so the web marks the right field). */
export type PhoneChangeCodeField = 'currentNumberCode' | 'code';

const NUMBER_OF: Record<PhoneChangeCodeField, string> = {
  currentNumberCode: 'your current number',
  code: 'your new number',
};

export type PhoneChangeCodesVerdict =
  | { ok: true }
  | {
      ok: false;
      status: 'validation_failed' | 'rate_limited';
      message: string;
      issues: { path: PhoneChangeCodeField; message: string }[];
    };

function problem(field: PhoneChangeCodeField, refused: AttemptRefusal): string {
  const sentTo = `The code sent to ${NUMBER_OF[field]}`;
  if (refused === 'expired') return `${sentTo} has expired.`;
  if (refused === 'attempts_exhausted') return `${sentTo} was tried too many times.`;
  return `${sentTo} is wrong.`;
}

/**
 * Judges the two codes of one attempt, each already counted against its own tries: both must check out. Every
 * failing code is named (its field in `issues`); a code that can no longer work (expired, tries used up) asks
 * for new codes, and tries used up answer 429 as every code check does.
 */
export function judgePhoneChangeCodes(
  checks: Record<PhoneChangeCodeField, { ok: true } | { ok: false; refused: AttemptRefusal }>,
): PhoneChangeCodesVerdict {
  const fields: PhoneChangeCodeField[] = ['currentNumberCode', 'code'];
  const failed = fields.flatMap((field) => {
    const check = checks[field];
    return check.ok ? [] : [{ field, refused: check.refused }];
  });
  if (failed.length === 0) return { ok: true };
  const issues = failed.map(({ field, refused }) => ({ path: field, message: problem(field, refused) }));
  const needsNew = failed.some(({ refused }) => refused !== 'wrong_code');
  const message = [...issues.map((i) => i.message), ...(needsNew ? ['Request new codes.'] : [])].join(' ');
  return {
    ok: false,
    status: failed.some(({ refused }) => refused === 'attempts_exhausted') ? 'rate_limited' : 'validation_failed',
    message,
    issues,
  };
}
