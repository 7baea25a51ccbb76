import { codeTexts } from '#core/auth/domain/code-texts';
import { smsEncoding, smsSegments } from '#core/texting/domain/sms-segments';

describe('codeTexts', () => {
  it('verification code text, word for word', () => {
    expect(codeTexts.verificationCode('123456')).toBe(
      'NagText: your verification code is 123456. It expires in 10 minutes. Msg & data rates may apply. Reply STOP to opt out, HELP for help.',
    );
  });

  it('each code says what it is for', () => {
    expect(codeTexts.accountDeletionCode('123456')).toBe(
      "NagText: your code to DELETE your account is 123456. It expires in 10 minutes. Didn't ask? Ignore this and your account stays.",
    );
    expect(codeTexts.phoneChangeNewNumberCode('123456')).toBe(
      'NagText: your code to move your account to this number is 123456. It expires in 10 minutes. Msg & data rates may apply. Reply STOP to opt out, HELP for help.',
    );
    expect(codeTexts.phoneChangeApprovalCode('123456', '+12025550199')).toBe(
      "NagText: your code to MOVE your account to +1 ...0199 is 123456. Never share it. It expires in 10 minutes. Didn't ask? Ignore this and your account stays.",
    );
  });

  // The longest calling codes have three digits; a number with none readable is shorter still.
  it.each([
    ['verification', codeTexts.verificationCode('000000')],
    ['deletion', codeTexts.accountDeletionCode('000000')],
    ['new number', codeTexts.phoneChangeNewNumberCode('000000')],
    ['approval, +1', codeTexts.phoneChangeApprovalCode('000000', '+12025550199')],
    ['approval, +353', codeTexts.phoneChangeApprovalCode('000000', '+353861234567')],
  ])('%s fits one GSM-7 segment', (_what, text) => {
    expect(smsEncoding(text)).toBe('GSM-7');
    expect(smsSegments(text)).toBe(1);
  });
});
