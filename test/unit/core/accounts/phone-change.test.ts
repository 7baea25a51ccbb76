import { approvalBinding, judgePhoneChangeCodes } from '#core/accounts/domain/phone-change';
import type { AttemptRefusal } from '#core/auth/domain/otp-policy';

const ok = { ok: true } as const;
const no = (refused: AttemptRefusal) => ({ ok: false, refused }) as const;

describe('judgePhoneChangeCodes', () => {
  it('passes only when both codes checked out', () => {
    expect(judgePhoneChangeCodes({ currentNumberCode: ok, code: ok })).toEqual({ ok: true });
  });

  it.each<[string, Parameters<typeof judgePhoneChangeCodes>[0], string, string, string[]]>([
    [
      "the current number's code wrong",
      { currentNumberCode: no('wrong_code'), code: ok },
      'validation_failed',
      'The code sent to your current number is wrong.',
      ['currentNumberCode'],
    ],
    [
      "the new number's code wrong",
      { currentNumberCode: ok, code: no('wrong_code') },
      'validation_failed',
      'The code sent to your new number is wrong.',
      ['code'],
    ],
    [
      'both wrong',
      { currentNumberCode: no('wrong_code'), code: no('wrong_code') },
      'validation_failed',
      'The code sent to your current number is wrong. The code sent to your new number is wrong.',
      ['currentNumberCode', 'code'],
    ],
    [
      "the current number's code expired",
      { currentNumberCode: no('expired'), code: ok },
      'validation_failed',
      'The code sent to your current number has expired. Request new codes.',
      ['currentNumberCode'],
    ],
    [
      "the new number's code out of tries",
      { currentNumberCode: ok, code: no('attempts_exhausted') },
      'rate_limited',
      'The code sent to your new number was tried too many times. Request new codes.',
      ['code'],
    ],
    [
      'one wrong, the other expired',
      { currentNumberCode: no('wrong_code'), code: no('expired') },
      'validation_failed',
      'The code sent to your current number is wrong. The code sent to your new number has expired. Request new codes.',
      ['currentNumberCode', 'code'],
    ],
    [
      'one expired, the other out of tries',
      { currentNumberCode: no('expired'), code: no('attempts_exhausted') },
      'rate_limited',
      'The code sent to your current number has expired. The code sent to your new number was tried too many times. Request new codes.',
      ['currentNumberCode', 'code'],
    ],
  ])('%s', (_what, checks, status, message, fields) => {
    const verdict = judgePhoneChangeCodes(checks);
    expect(verdict).toMatchObject({ ok: false, status, message });
    expect(verdict.ok ? [] : verdict.issues.map((i) => i.path)).toEqual(fields);
  });
});

describe('approvalBinding', () => {
  it('differs by account and by the number moved to', () => {
    const bindings = [
      approvalBinding('alice', '+12025550199'),
      approvalBinding('bob', '+12025550199'),
      approvalBinding('alice', '+12025550177'),
    ];
    expect(new Set(bindings).size).toBe(3);
  });
});
