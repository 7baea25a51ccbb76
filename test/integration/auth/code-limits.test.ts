import { authApi } from '../../support/auth-api';
import { uniquePhone } from '../../support/unique-phone';

const profile = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', timezone: 'America/New_York' };
const wrongCodeFor = (code: string) => (code === '000000' ? '000001' : '000000');

describe('one-time code limits through the handlers on DynamoDB Local', () => {
  const api = authApi();

  it('a code sent to one number does not verify another', async () => {
    const phone = uniquePhone();
    const other = uniquePhone();
    await api.call('registerRequestOtp', { phoneNumber: phone });
    api.clock.advanceSeconds(1);
    await api.call('registerRequestOtp', { phoneNumber: other });
    const before = await api.storedFor(other);
    const result = await api.call('registerVerifyOtp', {
      phoneNumber: other,
      code: api.sms.lastCodeTo(phone),
      ...profile,
    });
    expect(result).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', message: 'Invalid verification code' } },
    });
    const after = await api.storedFor(other);
    expect(after.user).toBeNull();
    expect(after.guard).toBeNull();
    // The wrong try counts against the other number's code, and changes nothing else.
    expect(after.registerCode).toEqual({ ...before.registerCode, attempts: 1 });
  });

  it('wrong code 5 times, then the right one is refused', async () => {
    const phone = uniquePhone();
    await api.call('registerRequestOtp', { phoneNumber: phone });
    const code = api.sms.lastCodeTo(phone);
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await api.call('registerVerifyOtp', { phoneNumber: phone, code: wrongCodeFor(code), ...profile }));
    expect(answers.map((a) => [a.status, a.body.error.message])).toEqual([
      ...Array(4).fill([400, 'Invalid verification code']),
      [429, 'Too many wrong tries. Request a new code.'],
    ]);
    const right = await api.call('registerVerifyOtp', { phoneNumber: phone, code, ...profile });
    expect(right).toMatchObject({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Too many wrong tries. Request a new code.' } },
    });
    const stored = await api.storedFor(phone);
    expect(stored.user).toBeNull();
    expect(stored.guard).toBeNull();
  });

  it('simultaneous guesses cannot exceed 5 tries', async () => {
    const phone = uniquePhone();
    await api.call('registerRequestOtp', { phoneNumber: phone });
    const code = api.sms.lastCodeTo(phone);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        api.call('registerVerifyOtp', { phoneNumber: phone, code: wrongCodeFor(code), ...profile }),
      ),
    );
    expect(guesses.filter((g) => g.body.error.message === 'Invalid verification code')).toHaveLength(4);
    expect(await api.call('registerVerifyOtp', { phoneNumber: phone, code, ...profile })).toMatchObject({
      status: 429,
    });
  });

  it('a code expires after 10 minutes', async () => {
    const phone = uniquePhone();
    await api.call('registerRequestOtp', { phoneNumber: phone });
    const code = api.sms.lastCodeTo(phone);
    api.clock.advanceMinutes(10);
    const result = await api.call('registerVerifyOtp', { phoneNumber: phone, code, ...profile });
    expect(result).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', message: 'This code has expired. Request a new one.' } },
    });
    expect((await api.storedFor(phone)).user).toBeNull();
  });

  it('a code still works just before 10 minutes', async () => {
    const phone = uniquePhone();
    await api.call('registerRequestOtp', { phoneNumber: phone });
    api.clock.advanceSeconds(599);
    expect(
      (await api.call('registerVerifyOtp', { phoneNumber: phone, code: api.sms.lastCodeTo(phone), ...profile })).status,
    ).toBe(201);
  });

  it('a resend before 30 s is refused with the wait (429, Retry-After), changing nothing', async () => {
    const phone = uniquePhone();
    await api.call('registerRequestOtp', { phoneNumber: phone });
    api.clock.advanceSeconds(7);
    const before = await api.storedFor(phone);
    const texts = api.sms.sent.length;
    const result = await api.call('registerRequestOtp', { phoneNumber: phone });
    expect(result).toMatchObject({
      status: 429,
      headers: { 'retry-after': '23' },
      body: {
        error: { code: 'rate_limited', message: 'Please wait 23 seconds before requesting another code' },
        retryAfterSeconds: 23,
      },
    });
    expect(api.sms.sent).toHaveLength(texts);
    expect(await api.storedFor(phone)).toEqual(before);
    api.clock.advanceSeconds(23);
    expect((await api.call('registerRequestOtp', { phoneNumber: phone })).status).toBe(200);
  });

  it('the 6th code in an hour is refused with the message, changing nothing', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await api.call('registerRequestOtp', { phoneNumber: phone })).status).toBe(200);
      api.clock.advanceSeconds(60);
    }
    api.clock.advanceMinutes(14); // 19 minutes after the first send
    const before = await api.storedFor(phone);
    const texts = api.sms.sent.length;
    const result = await api.call('registerRequestOtp', { phoneNumber: phone });
    expect(result).toMatchObject({
      status: 429,
      body: {
        error: { code: 'rate_limited', message: 'Too many codes requested for this number. Try again in 41 minutes.' },
        retryAfterSeconds: 41 * 60,
      },
    });
    expect(api.sms.sent).toHaveLength(texts);
    expect(await api.storedFor(phone)).toEqual(before);
    api.clock.advanceMinutes(41);
    expect((await api.call('registerRequestOtp', { phoneNumber: phone })).status).toBe(200);
  });

  it('simultaneous code requests send one code', async () => {
    const phone = uniquePhone();
    const texts = api.sms.sent.length;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api.call('registerRequestOtp', { phoneNumber: phone })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(api.sms.sent.length - texts).toBe(1);
    expect((await api.storedFor(phone)).sends).toMatchObject({ sends: [expect.any(String)], version: 1 });
  });
});
