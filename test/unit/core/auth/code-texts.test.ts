import { codeTexts } from '../../../../lambdas/core/auth/domain/code-texts';

describe('codeTexts', () => {
  it('verification code text, word for word', () => {
    expect(codeTexts.verificationCode('123456')).toBe(
      'NagText: your verification code is 123456. It expires in 10 minutes. Msg & data rates may apply. Reply STOP to opt out, HELP for help.',
    );
  });

  it('fits in one SMS segment (160 GSM characters)', () => {
    expect(codeTexts.verificationCode('000000').length).toBeLessThanOrEqual(160);
  });
});
