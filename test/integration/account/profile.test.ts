import { keys } from '../../../shared/db/keys';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { lastCodeTo, request, signUpOverHttp } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { testDynamo } from '../../support/test-dynamo';
import { uniquePhone } from '../../support/unique-phone';

let app: LocalApp;
beforeAll(async () => { app = await startLocalApp(); });
afterAll(() => app?.stop());

const { doc, tables } = testDynamo();
const guardOf = async (phone: string) =>
  (await doc.send(new GetCommand({ TableName: tables.data, Key: keys.phoneGuard(phone), ConsistentRead: true }))).Item ?? null;
const profileOf = async (token: string) => (await request(app.baseUrl, 'GET', '/api/user/profile', { token })).body;
const put = (token: string, body: unknown) => request(app.baseUrl, 'PUT', '/api/user/profile', { token, body });

describe('GET and PUT /user/profile', () => {
  it('returns the caller\'s own profile and saves name, email, preferences, quiet hours and time zone', async () => {
    const { token, phone } = await signUpOverHttp(app.baseUrl);
    expect(await profileOf(token)).toMatchObject({ phoneNumber: phone, firstName: 'Test', quietHoursStart: '21:00', quietHoursEnd: '08:00' });

    const saved = await put(token, {
      firstName: ' Grace ', lastName: 'Hopper', email: 'grace@example.com', phoneNumber: phone,
      smsMarketingOptIn: true, quietHoursStart: '22:30', quietHoursEnd: '07:00', timezone: 'America/Denver',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', smsMarketingOptIn: true, quietHoursStart: '22:30', timezone: 'America/Denver' });
    const { texting, escalation, ...read } = await profileOf(token);
    expect(read).toEqual(saved.body);
    expect(texting).toMatchObject({ textsThisMonth: 0, monthlyLimit: 400, stage: 'full' });
    expect(escalation).toMatchObject({ callsThisMonth: 0, callsMonthlyLimit: 30, buddyTextsThisMonth: 0, buddyTextsMonthlyLimit: 60 });
  });

  it.each([
    ['a 10,000-character first name', { firstName: 'x'.repeat(10_000) }, 'First name must be at most 100 characters'],
    ['an email without @', { email: 'grace.example.com' }, 'Enter a valid email address'],
    ['an empty last name', { lastName: '   ' }, 'Last name is required'],
    ['a time that is not HH:MM', { quietHoursStart: '9pm' }, 'Time must be HH:MM (00:00-23:59)'],
    ['an unknown time zone', { timezone: 'Mars/Olympus_Mons' }, 'Unknown time zone "Mars/Olympus_Mons" (use an IANA name such as America/New_York)'],
    ['a field that does not exist', { role: 'admin' }, 'Unrecognized key: "role" (in body)'],
    ['a wrong type', { smsMarketingOptIn: 'yes' }, expect.stringContaining('boolean')],
    ['nothing at all', {}, 'Nothing to update'],
  ])('refuses %s with 400 and changes nothing', async (_what, body, message) => {
    const { token } = await signUpOverHttp(app.baseUrl);
    const before = await profileOf(token);
    const refused = await put(token, body);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toEqual(message);
    expect(await profileOf(token)).toEqual(before);
  });

  it('refuses a new phone number sent without verification', async () => {
    const { token, phone } = await signUpOverHttp(app.baseUrl);
    const refused = await put(token, { firstName: 'Changed', phoneNumber: uniquePhone() });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/verify the new number/);
    expect(await profileOf(token)).toMatchObject({ firstName: 'Test', phoneNumber: phone });
  });
});

describe('changing the phone number', () => {
  it('texts the new number; a wrong code changes nothing; the right one moves the account and its guard', async () => {
    const { token, phone, user } = await signUpOverHttp(app.baseUrl);
    const next = uniquePhone();
    const sent = await request(app.baseUrl, 'POST', '/api/auth/verify-phone/request', { token, body: { phoneNumber: next } });
    expect(sent).toMatchObject({ status: 200, body: { message: 'Verification code sent to your new phone number', phoneNumber: next } });
    const code = await lastCodeTo(app.baseUrl, next);
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await request(app.baseUrl, 'POST', '/api/auth/verify-phone/verify', { token, body: { phoneNumber: next, code: wrong } });
    expect(refused).toMatchObject({ status: 400, body: { error: { message: 'Invalid verification code' } } });
    expect(await profileOf(token)).toMatchObject({ phoneNumber: phone });

    const moved = await request(app.baseUrl, 'POST', '/api/auth/verify-phone/verify', { token, body: { phoneNumber: next, code } });
    expect(moved).toMatchObject({ status: 200, body: { user: { phoneNumber: next, isPhoneVerified: true }, token: expect.any(String) } });
    // The move ended the account's sessions; the answer carries this device's new one.
    expect((await request(app.baseUrl, 'GET', '/api/user/profile', { token })).status).toBe(401);
    expect(await profileOf(moved.body.token)).toMatchObject({ phoneNumber: next });
    expect(await guardOf(next)).toMatchObject({ userId: user.id });
    expect(await guardOf(phone)).toBeNull();

    // The old number is free for someone else (after its 30 s resend wait), and the new one logs in.
    app.runtime.clock.advance(0.6);
    await expect(signUpOverHttp(app.baseUrl, phone)).resolves.toHaveProperty('token');
    expect((await request(app.baseUrl, 'POST', '/api/auth/login', { body: { phoneNumber: next } })).status).toBe(200);
  });

  it('does not accept a code that was sent to a different number', async () => {
    const { token, phone } = await signUpOverHttp(app.baseUrl);
    const [first, second] = [uniquePhone(), uniquePhone()];
    await request(app.baseUrl, 'POST', '/api/auth/verify-phone/request', { token, body: { phoneNumber: first } });
    const codeForFirst = await lastCodeTo(app.baseUrl, first);
    const refused = await request(app.baseUrl, 'POST', '/api/auth/verify-phone/verify', { token, body: { phoneNumber: second, code: codeForFirst } });
    expect(refused.status).toBe(400);
    expect(await profileOf(token)).toMatchObject({ phoneNumber: phone });
  });

  it('does not let another account use a code requested by this one', async () => {
    const alice = await signUpOverHttp(app.baseUrl);
    const bob = await signUpOverHttp(app.baseUrl);
    const next = uniquePhone();
    await request(app.baseUrl, 'POST', '/api/auth/verify-phone/request', { token: alice.token, body: { phoneNumber: next } });
    const code = await lastCodeTo(app.baseUrl, next);
    const refused = await request(app.baseUrl, 'POST', '/api/auth/verify-phone/verify', { token: bob.token, body: { phoneNumber: next, code } });
    expect(refused.status).toBe(400);
    expect(await profileOf(bob.token)).toMatchObject({ phoneNumber: bob.phone });
  });

  it('refuses a number another account holds, before texting it', async () => {
    const alice = await signUpOverHttp(app.baseUrl);
    const bob = await signUpOverHttp(app.baseUrl);
    const refused = await request(app.baseUrl, 'POST', '/api/auth/verify-phone/request', { token: alice.token, body: { phoneNumber: bob.phone } });
    expect(refused).toMatchObject({ status: 409, body: { error: { message: 'This phone number is already used by another account.' } } });
  });

  it('lets exactly one of two people racing for one number have it, and changes nothing for the other', async () => {
    const alice = await signUpOverHttp(app.baseUrl);
    const contested = uniquePhone();
    await request(app.baseUrl, 'POST', '/api/auth/verify-phone/request', { token: alice.token, body: { phoneNumber: contested } });
    const aliceCode = await lastCodeTo(app.baseUrl, contested);
    // Meanwhile someone signs up with that number (after the 30 s resend wait) and holds a valid code too.
    app.runtime.clock.advance(0.6);
    await request(app.baseUrl, 'POST', '/api/auth/register/request-otp', { body: { phoneNumber: contested } });
    const signupCode = await lastCodeTo(app.baseUrl, contested);

    const [moved, registered] = await Promise.all([
      request(app.baseUrl, 'POST', '/api/auth/verify-phone/verify', { token: alice.token, body: { phoneNumber: contested, code: aliceCode } }),
      request(app.baseUrl, 'POST', '/api/auth/register/verify-otp', {
        body: { phoneNumber: contested, code: signupCode, firstName: 'Bob', lastName: 'Racer', email: 'bob@example.com', timezone: 'America/New_York' },
      }),
    ]);
    // One wins; the other is told the number is taken.
    const outcome = moved.status === 200 ? [moved.status, registered.status] : [registered.status, moved.status];
    expect(outcome).toEqual(moved.status === 200 ? [200, 409] : [201, 409]);
    const winner = moved.status === 200 ? alice.user.id : registered.body.user.id;
    expect(await guardOf(contested)).toMatchObject({ userId: winner });
    if (moved.status !== 200) {
      expect(await profileOf(alice.token)).toMatchObject({ phoneNumber: alice.phone });
      expect(await guardOf(alice.phone)).toMatchObject({ userId: alice.user.id });
    }
  });

  it('refuses the number you already have', async () => {
    const { token, phone } = await signUpOverHttp(app.baseUrl);
    const refused = await request(app.baseUrl, 'POST', '/api/auth/verify-phone/request', { token, body: { phoneNumber: phone } });
    expect(refused).toMatchObject({ status: 400, body: { error: { message: 'That is already your phone number' } } });
  });
});
