import { newOtpRecord, otpBinding } from '../../../../lambdas/core/domain/otp-policy';
import { newUser } from '../../../../lambdas/core/domain/user';
import { DomainError } from '../../../../lambdas/core/errors';
import { registerUser, type RegistrationInput } from '../../../../lambdas/core/use-cases/register-user';
import { requestLoginCode } from '../../../../lambdas/core/use-cases/request-login-code';
import { requestSignupCode } from '../../../../lambdas/core/use-cases/request-signup-code';
import { verifyLoginCode } from '../../../../lambdas/core/use-cases/verify-login-code';
import { memoryAuthDeps, type AuthTestDeps } from '../../../support/memory-auth-deps';

const PHONE = '+14155550123';
const OTHER = '+14155550199';

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(() => null, (e: unknown) => e);
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
  await requestSignupCode(deps, phone);
  deps.clock.advanceSeconds(31);
  return registerUser(deps, registration(deps.sms.lastCodeTo(phone), { phoneNumber: phone }));
}

let deps: AuthTestDeps;
beforeEach(() => { deps = memoryAuthDeps(); });

describe('sign-up', () => {
  it('texts a code, then creates the account with its defaults and logs it in', async () => {
    const sent = await requestSignupCode(deps, PHONE);
    expect(sent).toEqual({ message: `Verification code sent to ${PHONE}`, phoneNumber: PHONE, resendAfterSeconds: 30, expiresInSeconds: 600 });
    expect(deps.sms.sent).toHaveLength(1);
    expect(deps.sms.sent[0]!.body).toMatch(/^NagText: your verification code is \d{6}\. It expires in 10 minutes\./);

    const session = await registerUser(deps, registration(deps.sms.lastCodeTo(PHONE)));
    expect(session.user).toMatchObject({ phoneNumber: PHONE, firstName: 'Ada', role: 'user', subscriptionStatus: 'none', isPhoneVerified: true });
    expect(await deps.tokens.verify(session.token)).toEqual({ sub: session.user.id, role: 'user' });
    expect(await deps.users.getByPhone(PHONE)).toMatchObject({ id: session.user.id, isActive: true, smsOptedOut: false });
    expect(await deps.otps.getCode('register', PHONE)).toBeNull();
  });

  it('stores only a hash of the code', async () => {
    await requestSignupCode(deps, PHONE);
    const stored = await deps.otps.getCode('register', PHONE);
    expect(stored!.codeHash).not.toContain(deps.sms.lastCodeTo(PHONE));
  });

  it('refuses a code request for a registered number, sending nothing', async () => {
    await signUp(deps);
    const sentBefore = deps.sms.sent.length;
    deps.clock.advanceMinutes(5);
    const error = await failure(requestSignupCode(deps, PHONE));
    expect(error).toMatchObject({ code: 'conflict', message: 'An account with this phone number already exists. Log in instead.' });
    expect(deps.sms.sent).toHaveLength(sentBefore);
  });

  it('refuses to register a number taken meanwhile, without burning the code', async () => {
    await requestSignupCode(deps, PHONE);
    const code = deps.sms.lastCodeTo(PHONE);
    await deps.users.create(newUser({ ...registration(code), id: 'someone-else', now: deps.clock.now() }));
    expect(await failure(registerUser(deps, registration(code)))).toMatchObject({ code: 'conflict' });
    expect(await deps.otps.getCode('register', PHONE)).toMatchObject({ attempts: 0 });
  });

  it('a code works once', async () => {
    await requestSignupCode(deps, PHONE);
    const code = deps.sms.lastCodeTo(PHONE);
    await registerUser(deps, registration(code));
    expect(await failure(registerUser(deps, registration(code, { phoneNumber: PHONE })))).toMatchObject({ code: 'conflict' });
  });
});

describe('log-in', () => {
  it('texts a code to a registered number and exchanges it for a session', async () => {
    const { user } = await signUp(deps);
    deps.clock.advanceMinutes(1);
    await requestLoginCode(deps, PHONE);
    const session = await verifyLoginCode(deps, { phoneNumber: PHONE, code: deps.sms.lastCodeTo(PHONE) });
    expect(session.user).toEqual(user);
    expect(await deps.tokens.verify(session.token)).toEqual({ sub: user.id, role: 'user' });
    expect(await deps.otps.getCode('login', PHONE)).toBeNull();
  });

  it('answers an unknown number with not_found and shouldSignup, sending nothing', async () => {
    const error = await failure(requestLoginCode(deps, PHONE));
    expect(error).toMatchObject({ code: 'not_found', message: 'No account found for this phone number', extras: { shouldSignup: true } });
    expect(deps.sms.sent).toHaveLength(0);
    expect(await deps.otps.getSendWindow(PHONE)).toEqual({ window: { sends: [] }, version: 0 });
  });

  it('refuses a deactivated account both the code and the session', async () => {
    const user = newUser({ ...registration('x'), id: 'u-inactive', now: deps.clock.now() });
    await deps.users.create({ ...user, isActive: false });
    expect(await failure(requestLoginCode(deps, PHONE))).toMatchObject({ code: 'forbidden' });
    expect(deps.sms.sent).toHaveLength(0);
    // Even holding a valid log-in code (sent before the account was deactivated), no session.
    const hash = await deps.codeHasher.hash('123456', otpBinding('login', PHONE));
    await deps.otps.putCode('login', PHONE, newOtpRecord(hash, deps.clock.now()));
    expect(await failure(verifyLoginCode(deps, { phoneNumber: PHONE, code: '123456' }))).toMatchObject({ code: 'forbidden' });
  });
});

describe('codes are bound to their number and purpose', () => {
  it('a code sent to one number does not verify another', async () => {
    await signUp(deps, PHONE);
    await signUp(deps, OTHER);
    deps.clock.advanceMinutes(1);
    await requestLoginCode(deps, PHONE);
    const error = await failure(verifyLoginCode(deps, { phoneNumber: OTHER, code: deps.sms.lastCodeTo(PHONE) }));
    expect(error).toMatchObject({ code: 'validation_failed', message: 'Invalid verification code' });
  });

  it('a sign-up code does not log in, and a log-in code does not sign up', async () => {
    await signUp(deps, PHONE);
    deps.clock.advanceMinutes(1);
    await requestSignupCode(deps, OTHER);
    const signupCode = deps.sms.lastCodeTo(OTHER);
    expect(await failure(verifyLoginCode(deps, { phoneNumber: OTHER, code: signupCode }))).toMatchObject({ code: 'validation_failed' });

    await requestLoginCode(deps, PHONE);
    const loginCode = deps.sms.lastCodeTo(PHONE);
    // The same digits, offered as a sign-up code for a fresh number: never valid.
    expect(await failure(registerUser(deps, registration(loginCode, { phoneNumber: '+14155550100' })))).toMatchObject({ code: 'validation_failed' });
  });

  it('a code stored under another purpose does not match even if records were mixed up', async () => {
    await requestSignupCode(deps, PHONE);
    const stored = (await deps.otps.getCode('register', PHONE))!;
    await deps.otps.putCode('login', PHONE, stored);
    await deps.users.create(newUser({ ...registration('x'), id: 'u-1', now: deps.clock.now() }));
    expect(await failure(verifyLoginCode(deps, { phoneNumber: PHONE, code: deps.sms.lastCodeTo(PHONE) }))).toMatchObject({
      message: 'Invalid verification code',
    });
  });
});

describe('limits', () => {
  it('a code dies after 5 wrong tries: the right one is refused after that', async () => {
    await requestSignupCode(deps, PHONE);
    const code = deps.sms.lastCodeTo(PHONE);
    const wrong = wrongCodeFor(code);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) messages.push((await failure(registerUser(deps, registration(wrong)))).message);
    expect(messages).toEqual([...Array(4).fill('Invalid verification code'), 'Too many wrong tries. Request a new code.']);
    expect(await failure(registerUser(deps, registration(code)))).toMatchObject({ code: 'rate_limited', message: 'Too many wrong tries. Request a new code.' });
    expect(await deps.users.getByPhone(PHONE)).toBeNull();
  });

  it('a new code starts a fresh count', async () => {
    await requestSignupCode(deps, PHONE);
    const wrong = wrongCodeFor(deps.sms.lastCodeTo(PHONE));
    for (let i = 0; i < 5; i += 1) await failure(registerUser(deps, registration(wrong)));
    deps.clock.advanceSeconds(30);
    await requestSignupCode(deps, PHONE);
    await expect(registerUser(deps, registration(deps.sms.lastCodeTo(PHONE)))).resolves.toHaveProperty('token');
  });

  it('a code expires after 10 minutes', async () => {
    await requestSignupCode(deps, PHONE);
    deps.clock.advanceSeconds(599);
    const code = deps.sms.lastCodeTo(PHONE);
    deps.clock.advanceSeconds(1);
    expect(await failure(registerUser(deps, registration(code)))).toMatchObject({
      code: 'validation_failed',
      message: 'This code has expired. Request a new one.',
    });
  });

  it('a resend within 30 s is refused with the wait, and allowed after', async () => {
    await requestSignupCode(deps, PHONE);
    deps.clock.advanceSeconds(7);
    expect(await failure(requestSignupCode(deps, PHONE))).toMatchObject({
      code: 'rate_limited',
      message: 'Please wait 23 seconds before requesting another code',
      extras: { retryAfterSeconds: 23 },
    });
    expect(deps.sms.sent).toHaveLength(1);
    deps.clock.advanceSeconds(23);
    await expect(requestSignupCode(deps, PHONE)).resolves.toMatchObject({ phoneNumber: PHONE });
    expect(deps.sms.sent).toHaveLength(2);
  });

  it('the 6th code in an hour is refused, across purposes, until the first send is an hour old', async () => {
    await signUp(deps, PHONE); // sign-up code at 0 s
    for (let i = 0; i < 4; i += 1) {
      deps.clock.advanceSeconds(60);
      await requestLoginCode(deps, PHONE);
    }
    deps.clock.advanceMinutes(15);
    const error = await failure(requestLoginCode(deps, PHONE));
    expect(error).toMatchObject({ code: 'rate_limited', message: 'Too many codes requested for this number. Try again in 41 minutes.' });
    expect(error.extras.retryAfterSeconds).toBe(3600 - 31 - 240 - 900);
    deps.clock.advanceSeconds(error.extras.retryAfterSeconds!);
    await expect(requestLoginCode(deps, PHONE)).resolves.toMatchObject({ phoneNumber: PHONE });
  });

  it('two simultaneous requests cannot both pass the resend check', async () => {
    const results = await Promise.allSettled([requestSignupCode(deps, PHONE), requestSignupCode(deps, PHONE), requestSignupCode(deps, PHONE)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(deps.sms.sent).toHaveLength(1);
  });

  it('two simultaneous verifications of the right code create one account', async () => {
    await requestSignupCode(deps, PHONE);
    const code = deps.sms.lastCodeTo(PHONE);
    const results = await Promise.allSettled([registerUser(deps, registration(code)), registerUser(deps, registration(code))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
