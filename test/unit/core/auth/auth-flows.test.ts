import { newOtpRecord, otpBinding } from '#core/auth/domain/otp-policy';
import { newUser } from '#core/users/domain/user';
import { DomainError } from '#core/kernel/errors';
import { registerUser, type RegistrationInput } from '#core/auth/use-cases/register-user';
import { requestLoginCode } from '#core/auth/use-cases/request-login-code';
import { requestSignupCode } from '#core/auth/use-cases/request-signup-code';
import { verifyLoginCode } from '#core/auth/use-cases/verify-login-code';
import { CODE_TO_OPTED_OUT_MESSAGE } from '#core/auth/use-cases/send-code';
import { SmsSendError } from '#core/texting/ports/sms-sender';
import { memoryAuthDeps, type AuthTestDeps } from '../../../support/memory-auth-deps';
import { clientSubject } from '#core/abuse';

const PHONE = '+14155550123';
const OTHER = '+14155550199';
/** Where these requests come from (a documentation address). */
const CLIENT = '198.51.100.7';

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

const registration = (code: string, overrides: Partial<RegistrationInput> = {}): RegistrationInput => ({
  phoneNumber: PHONE,
  code,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  timezone: 'America/New_York',
  smsTransactionalOptIn: true,
  smsMarketingOptIn: false,
  ...overrides,
});

const wrongCodeFor = (code: string) => (code === '000000' ? '000001' : '000000');

async function signUp(deps: AuthTestDeps, phone = PHONE) {
  await requestSignupCode(deps, phone, CLIENT);
  deps.clock.advanceSeconds(31);
  return registerUser(deps, registration(deps.sms.lastCodeTo(phone), { phoneNumber: phone }), CLIENT);
}

let deps: AuthTestDeps;
beforeEach(() => {
  deps = memoryAuthDeps();
});

describe('sign-up', () => {
  it('texts a code, then creates the account with its defaults and logs it in', async () => {
    const sent = await requestSignupCode(deps, PHONE, CLIENT);
    expect(sent).toEqual({
      message: `Verification code sent to ${PHONE}`,
      phoneNumber: PHONE,
      resendAfterSeconds: 30,
      expiresInSeconds: 600,
    });
    expect(deps.sms.sent).toHaveLength(1);
    expect(deps.sms.sent[0]!.body).toMatch(/^NagText: your verification code is \d{6}\. It expires in 10 minutes\./);

    const session = await registerUser(deps, registration(deps.sms.lastCodeTo(PHONE)), CLIENT);
    expect(session.user).toMatchObject({
      phoneNumber: PHONE,
      firstName: 'Ada',
      role: 'user',
      subscriptionStatus: 'none',
      isPhoneVerified: true,
    });
    expect(await deps.tokens.verify(session.token)).toMatchObject({ sub: session.user.id, role: 'user', sv: 0 });
    expect(await deps.users.getByPhone(PHONE)).toMatchObject({
      id: session.user.id,
      isActive: true,
      smsOptedOut: false,
    });
    expect(await deps.otps.getCode('register', PHONE)).toBeNull();
    expect(deps.metrics.recorded).toEqual([
      { name: 'CodesSent', value: 1, dimension: { Purpose: 'register' } },
      { name: 'SignUps', value: 1 },
      // One email to the address given, to verify it.
      { name: 'EmailsSent', value: 1, dimension: { Kind: 'verification' } },
    ]);
  });

  it('stores only a hash of the code', async () => {
    await requestSignupCode(deps, PHONE, CLIENT);
    const stored = await deps.otps.getCode('register', PHONE);
    expect(stored!.codeHash).not.toContain(deps.sms.lastCodeTo(PHONE));
  });

  it('refuses a code request for a registered number, sending nothing', async () => {
    await signUp(deps);
    const sentBefore = deps.sms.sent.length;
    deps.clock.advanceMinutes(5);
    const error = await failure(requestSignupCode(deps, PHONE, CLIENT));
    expect(error).toMatchObject({
      code: 'conflict',
      message: 'An account with this phone number already exists. Log in instead.',
    });
    expect(deps.sms.sent).toHaveLength(sentBefore);
  });

  it('refuses to register a number taken meanwhile (409, only to the holder of the right code)', async () => {
    await requestSignupCode(deps, PHONE, CLIENT);
    const code = deps.sms.lastCodeTo(PHONE);
    await deps.users.create(newUser({ ...registration(code), id: 'someone-else', now: deps.clock.now() }));
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await failure(registerUser(deps, registration(wrong), CLIENT))).toMatchObject({ code: 'validation_failed' });
    expect(await failure(registerUser(deps, registration(code), CLIENT))).toMatchObject({ code: 'conflict' });
    expect(await deps.users.getByPhone(PHONE)).toMatchObject({ id: 'someone-else' });
  });

  it('a code works once', async () => {
    await requestSignupCode(deps, PHONE, CLIENT);
    const code = deps.sms.lastCodeTo(PHONE);
    await registerUser(deps, registration(code), CLIENT);
    expect(await failure(registerUser(deps, registration(code, { phoneNumber: PHONE }), CLIENT))).toMatchObject({
      code: 'validation_failed',
    });
  });
});

describe("a number that replied STOP (CTIA would let a requested code go; the provider's list, kept in step, would not)", () => {
  it('signing up again: the code is refused with a 409 saying how to reopen the number, and nothing is texted', async () => {
    await deps.optOuts.optOut(PHONE, deps.clock.now().toISOString());
    const error = await failure(requestSignupCode(deps, PHONE, CLIENT));
    expect(error).toMatchObject({
      code: 'conflict',
      message: CODE_TO_OPTED_OUT_MESSAGE,
      extras: { issues: [{ path: 'phoneNumber', message: CODE_TO_OPTED_OUT_MESSAGE }] },
    });
    expect(deps.sms.sent).toHaveLength(0);
    expect(await deps.otps.getCode('register', PHONE)).toBeNull();
    // After START (the number's own), the code goes (the refused request counted against the number's limits).
    await deps.optOuts.optIn(PHONE);
    deps.clock.advanceSeconds(31);
    await signUp(deps);
    expect(deps.sms.sent.map((s) => s.to)).toContain(PHONE);
  });

  it("logging in: refused the same way, after the number's own limits (asking tells no more than they allow)", async () => {
    await signUp(deps);
    await deps.optOuts.optOut(PHONE, deps.clock.now().toISOString());
    const sent = deps.sms.sent.length;
    // The sign-up's code was the first of the hour's 5.
    for (let i = 0; i < 4; i += 1) {
      deps.clock.advanceSeconds(31);
      expect(await failure(requestLoginCode(deps, PHONE, CLIENT))).toMatchObject({ code: 'conflict' });
    }
    deps.clock.advanceSeconds(31);
    expect(await failure(requestLoginCode(deps, PHONE, CLIENT))).toMatchObject({ code: 'rate_limited' });
    expect(deps.sms.sent).toHaveLength(sent);
  });

  it('the provider refusing the code (its list holds the number) is the same 409, not a 500', async () => {
    deps.sms.send = async () => {
      throw new SmsSendError('rejected', 'ConflictException DESTINATION_PHONE_NUMBER_OPTED_OUT', true);
    };
    expect(await failure(requestSignupCode(deps, PHONE, CLIENT))).toMatchObject({
      code: 'conflict',
      message: CODE_TO_OPTED_OUT_MESSAGE,
    });
  });

  it('an account made on a number that opted out after its code went starts opted out, with no welcome text', async () => {
    await requestSignupCode(deps, PHONE, CLIENT);
    const code = deps.sms.lastCodeTo(PHONE);
    await deps.optOuts.optOut(PHONE, deps.clock.now().toISOString());
    const session = await registerUser(deps, registration(code), CLIENT);
    expect(session.user).toMatchObject({ smsOptedOut: true });
    expect(deps.sms.sent).toHaveLength(1);
  });
});

describe('log-in', () => {
  it('texts a code to a registered number and exchanges it for a session', async () => {
    const { user } = await signUp(deps);
    deps.clock.advanceMinutes(1);
    await requestLoginCode(deps, PHONE, CLIENT);
    const session = await verifyLoginCode(deps, { phoneNumber: PHONE, code: deps.sms.lastCodeTo(PHONE) }, CLIENT);
    expect(session.user).toEqual(user);
    expect(await deps.tokens.verify(session.token)).toMatchObject({ sub: user.id, role: 'user', sv: 0 });
    expect(await deps.otps.getCode('login', PHONE)).toBeNull();
  });

  it('answers an unknown number with not_found and shouldSignup, sending nothing', async () => {
    const error = await failure(requestLoginCode(deps, PHONE, CLIENT));
    expect(error).toMatchObject({
      code: 'not_found',
      message: 'No account found for this phone number',
      extras: { shouldSignup: true },
    });
    expect(deps.sms.sent).toHaveLength(0);
    expect(await deps.otps.getSendWindow(PHONE, clientSubject(CLIENT))).toEqual({ window: { sends: [] }, version: 0 });
  });

  it('refuses a deactivated account both the code and the session', async () => {
    const user = newUser({ ...registration('x'), id: 'u-inactive', now: deps.clock.now() });
    await deps.users.create({ ...user, isActive: false });
    expect(await failure(requestLoginCode(deps, PHONE, CLIENT))).toMatchObject({ code: 'forbidden' });
    expect(deps.sms.sent).toHaveLength(0);
    // Even holding a valid log-in code (sent before the account was deactivated), no session.
    const hash = await deps.codeHasher.hash('123456', otpBinding('login', PHONE));
    await deps.otps.putCode('login', PHONE, newOtpRecord(hash, deps.clock.now()));
    expect(await failure(verifyLoginCode(deps, { phoneNumber: PHONE, code: '123456' }, CLIENT))).toMatchObject({
      code: 'forbidden',
    });
  });
});

describe('codes are bound to their number and purpose', () => {
  it('a code sent to one number does not verify another', async () => {
    await signUp(deps, PHONE);
    await signUp(deps, OTHER);
    deps.clock.advanceMinutes(1);
    await requestLoginCode(deps, PHONE, CLIENT);
    const error = await failure(
      verifyLoginCode(deps, { phoneNumber: OTHER, code: deps.sms.lastCodeTo(PHONE) }, CLIENT),
    );
    expect(error).toMatchObject({ code: 'validation_failed', message: 'Invalid verification code' });
  });

  it('a sign-up code does not log in, and a log-in code does not sign up', async () => {
    await signUp(deps, PHONE);
    deps.clock.advanceMinutes(1);
    await requestSignupCode(deps, OTHER, CLIENT);
    const signupCode = deps.sms.lastCodeTo(OTHER);
    expect(await failure(verifyLoginCode(deps, { phoneNumber: OTHER, code: signupCode }, CLIENT))).toMatchObject({
      code: 'validation_failed',
    });

    await requestLoginCode(deps, PHONE, CLIENT);
    const loginCode = deps.sms.lastCodeTo(PHONE);
    // The same digits, offered as a sign-up code for a fresh number: never valid.
    expect(
      await failure(registerUser(deps, registration(loginCode, { phoneNumber: '+14155550100' }), CLIENT)),
    ).toMatchObject({ code: 'validation_failed' });
  });

  it('a code stored under another purpose does not match even if records were mixed up', async () => {
    await requestSignupCode(deps, PHONE, CLIENT);
    const stored = (await deps.otps.getCode('register', PHONE))!;
    await deps.otps.putCode('login', PHONE, stored);
    await deps.users.create(newUser({ ...registration('x'), id: 'u-1', now: deps.clock.now() }));
    expect(
      await failure(verifyLoginCode(deps, { phoneNumber: PHONE, code: deps.sms.lastCodeTo(PHONE) }, CLIENT)),
    ).toMatchObject({
      message: 'Invalid verification code',
    });
  });
});

describe('limits', () => {
  it('a code dies after 5 wrong tries: the right one is refused after that', async () => {
    await requestSignupCode(deps, PHONE, CLIENT);
    const code = deps.sms.lastCodeTo(PHONE);
    const wrong = wrongCodeFor(code);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1)
      messages.push((await failure(registerUser(deps, registration(wrong), CLIENT))).message);
    expect(messages).toEqual([
      ...Array(4).fill('Invalid verification code'),
      'Too many wrong tries. Request a new code.',
    ]);
    expect(await failure(registerUser(deps, registration(code), CLIENT))).toMatchObject({
      code: 'rate_limited',
      message: 'Too many wrong tries. Request a new code.',
    });
    expect(await deps.users.getByPhone(PHONE)).toBeNull();
  });

  it('a new code starts a fresh count', async () => {
    await requestSignupCode(deps, PHONE, CLIENT);
    const wrong = wrongCodeFor(deps.sms.lastCodeTo(PHONE));
    for (let i = 0; i < 5; i += 1) await failure(registerUser(deps, registration(wrong), CLIENT));
    deps.clock.advanceSeconds(30);
    await requestSignupCode(deps, PHONE, CLIENT);
    await expect(registerUser(deps, registration(deps.sms.lastCodeTo(PHONE)), CLIENT)).resolves.toHaveProperty('token');
  });

  it('a code expires after 10 minutes', async () => {
    await requestSignupCode(deps, PHONE, CLIENT);
    deps.clock.advanceSeconds(599);
    const code = deps.sms.lastCodeTo(PHONE);
    deps.clock.advanceSeconds(1);
    expect(await failure(registerUser(deps, registration(code), CLIENT))).toMatchObject({
      code: 'validation_failed',
      message: 'This code has expired. Request a new one.',
    });
  });

  it('a resend within 30 s is refused with the wait, and allowed after', async () => {
    await requestSignupCode(deps, PHONE, CLIENT);
    deps.clock.advanceSeconds(7);
    expect(await failure(requestSignupCode(deps, PHONE, CLIENT))).toMatchObject({
      code: 'rate_limited',
      message: 'Please wait 23 seconds before requesting another code',
      extras: { retryAfterSeconds: 23 },
    });
    expect(deps.sms.sent).toHaveLength(1);
    deps.clock.advanceSeconds(23);
    await expect(requestSignupCode(deps, PHONE, CLIENT)).resolves.toMatchObject({ phoneNumber: PHONE });
    expect(deps.sms.sent).toHaveLength(2);
  });

  it('the 6th code in an hour is refused, across purposes, until the first send is an hour old', async () => {
    await signUp(deps, PHONE); // sign-up code at 0 s
    for (let i = 0; i < 4; i += 1) {
      deps.clock.advanceSeconds(60);
      await requestLoginCode(deps, PHONE, CLIENT);
    }
    deps.clock.advanceMinutes(15);
    const error = await failure(requestLoginCode(deps, PHONE, CLIENT));
    expect(error).toMatchObject({
      code: 'rate_limited',
      message: 'Too many codes requested for this number. Try again in 41 minutes.',
    });
    expect(error.extras.retryAfterSeconds).toBe(3600 - 31 - 240 - 900);
    deps.clock.advanceSeconds(error.extras.retryAfterSeconds!);
    await expect(requestLoginCode(deps, PHONE, CLIENT)).resolves.toMatchObject({ phoneNumber: PHONE });
  });

  it('six code requests by a stranger, then the owner logs in: the stranger spends only their own allowance', async () => {
    const { user } = await signUp(deps, PHONE);
    const STRANGER = '203.0.113.66';
    const OWNER = '192.0.2.10';
    deps.clock.advanceMinutes(1);
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push(
        await requestLoginCode(deps, PHONE, STRANGER).then(
          () => 'sent',
          (e: DomainError) => e.code,
        ),
      );
      deps.clock.advanceSeconds(31);
    }
    expect(answers).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'rate_limited']);
    // From the stranger's network no more codes to this number this hour.
    expect(await failure(requestLoginCode(deps, PHONE, STRANGER))).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many codes requested for this number/),
    });

    const texts = deps.sms.sent.length;
    await expect(requestLoginCode(deps, PHONE, OWNER)).resolves.toMatchObject({ phoneNumber: PHONE });
    expect(deps.sms.sent).toHaveLength(texts + 1);
    const session = await verifyLoginCode(deps, { phoneNumber: PHONE, code: deps.sms.lastCodeTo(PHONE) }, OWNER);
    expect(session.user.id).toBe(user.id);
  });

  it('a stranger rotating through addresses of one IPv6 /64 is one requester', async () => {
    await signUp(deps, PHONE);
    deps.clock.advanceMinutes(1);
    const answers = [];
    for (let i = 1; i <= 6; i += 1) {
      answers.push(
        await requestLoginCode(deps, PHONE, `2001:db8:1:2::${i}`).then(
          () => 'sent',
          (e: DomainError) => e.code,
        ),
      );
      deps.clock.advanceSeconds(31);
    }
    expect(answers).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'rate_limited']);
  });

  it('two simultaneous requests cannot both pass the resend check', async () => {
    const results = await Promise.allSettled([
      requestSignupCode(deps, PHONE, CLIENT),
      requestSignupCode(deps, PHONE, CLIENT),
      requestSignupCode(deps, PHONE, CLIENT),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(deps.sms.sent).toHaveLength(1);
  });

  it('two simultaneous verifications of the right code create one account', async () => {
    await requestSignupCode(deps, PHONE, CLIENT);
    const code = deps.sms.lastCodeTo(PHONE);
    const results = await Promise.allSettled([
      registerUser(deps, registration(code), CLIENT),
      registerUser(deps, registration(code), CLIENT),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('destinations (SMS pumping)', () => {
  it.each([
    ['+979123456789', 'Texts to premium-rate, shared-cost and satellite numbers are not supported'],
    ['+881612345678', 'Texts to premium-rate, shared-cost and satellite numbers are not supported'],
    ['+18765550123', 'Texts to Jamaica are not supported yet'],
    ['+33612345678', 'Texts to France are not supported yet'],
  ])(
    '%s: every code request is refused with a 400 naming why, and nothing is stored or sent',
    async (phone, message) => {
      for (const request of [
        () => requestSignupCode(deps, phone, CLIENT),
        () => requestLoginCode(deps, phone, CLIENT),
      ]) {
        expect(await failure(request())).toMatchObject({ code: 'validation_failed', message });
      }
      expect(deps.sms.sent).toHaveLength(0);
      expect(await deps.otps.getCode('register', phone)).toBeNull();
      expect(await deps.otps.getSendWindow(phone, clientSubject(CLIENT))).toEqual({
        window: { sends: [] },
        version: 0,
      });
    },
  );

  it('a country added by configuration is texted', async () => {
    deps.destinations = { allowedCountries: ['US', 'FR'] };
    await expect(requestSignupCode(deps, '+33612345678', CLIENT)).resolves.toMatchObject({
      phoneNumber: '+33612345678',
    });
  });
});

describe('limits per client address and overall', () => {
  const numbers = (n: number) => Array.from({ length: n }, (_, i) => `+1415555${String(1000 + i).padStart(4, '0')}`);

  it('code requests from one address stop at 10 in 10 minutes, whatever the numbers; another address goes on', async () => {
    for (const phone of numbers(10)) await requestSignupCode(deps, phone, CLIENT);
    const refused = await failure(requestLoginCode(deps, '+14155559999', CLIENT));
    expect(refused).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(
        /^Too many code requests from your network\. Try again in \d+ (seconds|minutes)\.$/,
      ),
    });
    expect(refused.extras.retryAfterSeconds).toBeGreaterThan(0);
    expect(deps.sms.sent).toHaveLength(10);
    await expect(requestSignupCode(deps, '+14155559999', '198.51.100.8')).resolves.toMatchObject({
      phoneNumber: '+14155559999',
    });
    deps.clock.advanceSeconds(refused.extras.retryAfterSeconds!);
    await expect(requestSignupCode(deps, '+14155559998', CLIENT)).resolves.toMatchObject({
      phoneNumber: '+14155559998',
    });
  });

  it('code guesses from one address stop at 20 in 10 minutes, spread over many numbers', async () => {
    for (const phone of numbers(20)) {
      expect(await failure(verifyLoginCode(deps, { phoneNumber: phone, code: '123456' }, CLIENT))).toMatchObject({
        code: 'validation_failed',
      });
    }
    expect(
      await failure(registerUser(deps, registration('123456', { phoneNumber: '+14155559999' }), CLIENT)),
    ).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many code attempts from your network/),
    });
  });

  it('code texts overall stop at the ceiling a minute, for every client, and go on the next minute', async () => {
    deps.clock.set('2026-11-21T15:00:00.000Z');
    const phones = numbers(31);
    for (let i = 0; i < 30; i += 1) await requestSignupCode(deps, phones[i]!, `198.51.100.${i}`);
    const refused = await failure(requestSignupCode(deps, phones[30]!, '203.0.113.1'));
    expect(refused).toMatchObject({
      code: 'rate_limited',
      message: 'We are sending an unusual number of codes right now. Please try again in 60 seconds.',
    });
    expect(refused.extras).toMatchObject({ retryAfterSeconds: 60, limit: 'signupCodeTextsOverall' });
    expect(deps.sms.sent).toHaveLength(30);
    deps.clock.advanceSeconds(60);
    // The number waited out its 30 s resend time meanwhile, and the new minute has room.
    await expect(requestSignupCode(deps, phones[30]!, '203.0.113.1')).resolves.toMatchObject({
      phoneNumber: phones[30],
    });
  });

  it('an existing user logs in while sign-ups are at their ceiling (a ceiling of its own)', async () => {
    deps.clock.set('2026-11-21T15:00:00.000Z');
    await requestSignupCode(deps, PHONE, CLIENT);
    await registerUser(deps, registration(deps.sms.lastCodeTo(PHONE)), CLIENT);
    deps.clock.set('2026-11-21T15:10:00.000Z');
    const phones = numbers(31);
    for (let i = 0; i < 30; i += 1) await requestSignupCode(deps, phones[i]!, `198.51.100.${i}`);
    expect(await failure(requestSignupCode(deps, phones[30]!, '203.0.113.1'))).toMatchObject({
      extras: { limit: 'signupCodeTextsOverall' },
    });
    await expect(requestLoginCode(deps, PHONE, '2001:db8:77::1')).resolves.toMatchObject({ phoneNumber: PHONE });
  });

  it('addresses rotated inside one IPv6 /64 count as one client', async () => {
    const phones = numbers(11);
    for (let i = 0; i < 10; i += 1) {
      expect(await failure(requestLoginCode(deps, phones[i]!, `2001:db8:5:6::${(i + 1).toString(16)}`))).toMatchObject({
        code: 'not_found',
      });
    }
    expect(await failure(requestLoginCode(deps, phones[10]!, '2001:db8:5:6:dead:beef:1:2'))).toMatchObject({
      code: 'rate_limited',
    });
    // The next /64 is another client.
    expect(await failure(requestLoginCode(deps, phones[10]!, '2001:db8:5:7::1'))).toMatchObject({ code: 'not_found' });
  });
});
