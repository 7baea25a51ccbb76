import { smsTemplates } from '../../../../lambdas/core/texting/domain/sms-templates';

describe('smsTemplates', () => {
  it('verification code text, word for word', () => {
    expect(smsTemplates.verificationCode('123456')).toBe(
      'NagText: your verification code is 123456. It expires in 10 minutes. Msg & data rates may apply. Reply STOP to opt out, HELP for help.',
    );
  });

  it('fits in one SMS segment (160 GSM characters)', () => {
    expect(smsTemplates.verificationCode('000000').length).toBeLessThanOrEqual(160);
  });
});
