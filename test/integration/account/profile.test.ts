import { keys } from '#shared/db/keys';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { lastCodeTo, request, signUpOverHttp } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { testDynamo } from '../../support/test-dynamo';
import { uniquePhone } from '../../support/unique-phone';
import { openSandboxCustomer, sandboxCustomer } from '../../support/sandbox-customer';
import { CODE_TO_OPTED_OUT_MESSAGE } from '#core/auth/use-cases/send-code';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const { doc, tables } = testDynamo();
const guardOf = async (phone: string) =>
  (await doc.send(new GetCommand({ TableName: tables.data, Key: keys.phoneGuard(phone), ConsistentRead: true })))
    .Item ?? null;
const profileOf = async (token: string) => (await request(app.baseUrl, 'GET', '/api/user/profile', { token })).body;
const put = (token: string, body: unknown) => request(app.baseUrl, 'PUT', '/api/user/profile', { token, body });
/** Every text to the number, newest first, as the phone simulator lists them. */
const textsTo = async (phone: string): Promise<string[]> => {
  const { messages } = (await (await fetch(`${app.baseUrl}/dev/sms?phone=${encodeURIComponent(phone)}`)).json()) as {
    messages: { to: string; body: string }[];
  };
  return messages.filter((m) => m.to === phone).map((m) => m.body);
};
/** Asks to move the account: past the 30 s the number on file waits after its sign-up code, then both codes are texted. */
const requestMove = async (token: string, phoneNumber: string) => {
  app.runtime.clock.advance(0.6);
  return request(app.baseUrl, 'POST', '/api/auth/verify-phone/request', { token, body: { phoneNumber } });
};
const confirmMove = (token: string, body: unknown) =>
  request(app.baseUrl, 'POST', '/api/auth/verify-phone/verify', { token, body });
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('GET and PUT /user/profile', () => {
  it("returns the caller's own profile and saves name, email, preferences, quiet hours and time zone", async () => {
    const { token, phone } = await signUpOverHttp(app.baseUrl);
    expect(await profileOf(token)).toMatchObject({
      phoneNumber: phone,
      firstName: 'Test',
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
    });

    const saved = await put(token, {
      firstName: ' Grace ',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phoneNumber: phone,
      smsMarketingOptIn: true,
      quietHoursStart: '22:30',
      quietHoursEnd: '07:00',
      timezone: 'America/Denver',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      smsMarketingOptIn: true,
      quietHoursStart: '22:30',
      timezone: 'America/Denver',
    });
    const { texting, escalation, buddyInvites, ...read } = await profileOf(token);
    expect(read).toEqual(saved.body);
    expect(buddyInvites).toEqual([]);
    expect(texting).toMatchObject({ textsThisMonth: 0, monthlyLimit: 400, stage: 'full' });
    expect(escalation).toMatchObject({
      callsThisMonth: 0,
      callsMonthlyLimit: 30,
      buddyTextsThisMonth: 0,
      buddyTextsMonthlyLimit: 60,
    });
  });

  it.each([
    ['a 10,000-character first name', { firstName: 'x'.repeat(10_000) }, 'First name must be at most 100 characters'],
    ['an email without @', { email: 'grace.example.com' }, 'Enter a valid email address'],
    ['an empty last name', { lastName: '   ' }, 'Last name is required'],
    ['a time that is not HH:MM', { quietHoursStart: '9pm' }, 'Time must be HH:MM (00:00-23:59)'],
    [
      'an unknown time zone',
      { timezone: 'Mars/Olympus_Mons' },
      'Unknown time zone "Mars/Olympus_Mons" (use an IANA name such as America/New_York)',
    ],
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
  it("leaves the Stripe customer (the sandbox's) with the new number", async () => {
    const session = await signUpOverHttp(app.baseUrl);
    expect((await openSandboxCustomer(app, session)).phone).toBe(session.phone);
    const next = uniquePhone();
    expect((await requestMove(session.token, next)).status).toBe(200);
    const moved = await confirmMove(session.token, {
      phoneNumber: next,
      code: await lastCodeTo(app.baseUrl, next),
      currentNumberCode: await lastCodeTo(app.baseUrl, session.phone),
    });
    expect(moved.status).toBe(200);
    expect((await sandboxCustomer(app, session.user.id)).phone).toBe(next);
  });

  it('texts both numbers; a wrong code changes nothing; both right move the account and its guard, and the number left is told', async () => {
    const { token, phone, user } = await signUpOverHttp(app.baseUrl);
    const next = uniquePhone();
    const sent = await requestMove(token, next);
    expect(sent).toMatchObject({
      status: 200,
      body: {
        message: 'Verification codes sent to your current and new phone numbers',
        phoneNumber: next,
        currentPhoneNumber: phone,
      },
    });
    expect((await textsTo(phone))[0]).toMatch(
      new RegExp(`^NagText: your code to MOVE your account to \\+1 \\.\\.\\.${next.slice(-4)} is \\d{6}\\.`),
    );
    expect((await textsTo(next))[0]).toMatch(/^NagText: your code to move your account to this number is \d{6}\./);
    const codes = {
      code: await lastCodeTo(app.baseUrl, next),
      currentNumberCode: await lastCodeTo(app.baseUrl, phone),
    };

    const refused = await confirmMove(token, { phoneNumber: next, ...codes, code: otherThan(codes.code) });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error: {
          message: 'The code sent to your new number is wrong.',
          issues: [{ path: 'code', message: 'The code sent to your new number is wrong.' }],
        },
      },
    });
    expect(await profileOf(token)).toMatchObject({ phoneNumber: phone });

    const moved = await confirmMove(token, { phoneNumber: next, ...codes });
    expect(moved).toMatchObject({
      status: 200,
      body: { user: { phoneNumber: next, isPhoneVerified: true }, token: expect.any(String) },
    });
    // The move ended the account's sessions; the answer carries this device's new one.
    expect((await request(app.baseUrl, 'GET', '/api/user/profile', { token })).status).toBe(401);
    expect(await profileOf(moved.body.token)).toMatchObject({ phoneNumber: next });
    expect(await guardOf(next)).toMatchObject({ userId: user.id });
    expect(await guardOf(phone)).toBeNull();
    expect((await textsTo(phone))[0]).toMatch(
      new RegExp(
        `^NagText: your account's number was changed to \\+1 \\.\\.\\.${next.slice(-4)} on \\w{3} \\w{3} \\d+, \\d+:\\d{2} [AP]M\\. Not you\\? Email support@nagtext\\.com$`,
      ),
    );

    // The old number is free for someone else (after its 30 s resend wait), and the new one logs in.
    app.runtime.clock.advance(0.6);
    await expect(signUpOverHttp(app.baseUrl, phone)).resolves.toHaveProperty('token');
    expect((await request(app.baseUrl, 'POST', '/api/auth/login', { body: { phoneNumber: next } })).status).toBe(200);
  });

  describe('a stolen session alone cannot move the account', () => {
    it("the spec's body, with only the new number's code: 400 naming the missing code, nothing moves, the number on file hears nothing more", async () => {
      const { token, phone, user } = await signUpOverHttp(app.baseUrl);
      const next = uniquePhone();
      await requestMove(token, next);
      const textsBefore = await textsTo(phone);
      const refused = await confirmMove(token, { phoneNumber: next, code: await lastCodeTo(app.baseUrl, next) });
      expect(refused).toMatchObject({
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Code from your current number is required',
            issues: [{ path: 'currentNumberCode', message: 'Code from your current number is required' }],
          },
        },
      });
      expect(await profileOf(token)).toMatchObject({ phoneNumber: phone });
      expect(await guardOf(phone)).toMatchObject({ userId: user.id });
      expect(await guardOf(next)).toBeNull();
      expect(await textsTo(phone)).toEqual(textsBefore);
    });

    it("the new number's code with a made-up code for the number on file: 400 naming it, nothing moves", async () => {
      const { token, phone } = await signUpOverHttp(app.baseUrl);
      const next = uniquePhone();
      await requestMove(token, next);
      const currentNumberCode = otherThan(await lastCodeTo(app.baseUrl, phone));
      const refused = await confirmMove(token, {
        phoneNumber: next,
        code: await lastCodeTo(app.baseUrl, next),
        currentNumberCode,
      });
      expect(refused).toMatchObject({
        status: 400,
        body: {
          error: { message: 'The code sent to your current number is wrong.', issues: [{ path: 'currentNumberCode' }] },
        },
      });
      expect(await profileOf(token)).toMatchObject({ phoneNumber: phone });
      // The session then asks for the deletion code: it still goes to the number on file, saying what it is.
      app.runtime.clock.advance(0.6);
      expect((await request(app.baseUrl, 'POST', '/api/user/account/deletion-code', { token })).status).toBe(200);
      expect((await textsTo(phone))[0]).toMatch(/^NagText: your code to DELETE your account is \d{6}\./);
    });
  });

  it('does not accept codes that were sent for a move to a different number', async () => {
    const { token, phone } = await signUpOverHttp(app.baseUrl);
    const [first, second] = [uniquePhone(), uniquePhone()];
    await requestMove(token, first);
    const codes = {
      code: await lastCodeTo(app.baseUrl, first),
      currentNumberCode: await lastCodeTo(app.baseUrl, phone),
    };
    const refused = await confirmMove(token, { phoneNumber: second, ...codes });
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues.map((i: { path: string }) => i.path)).toEqual(['currentNumberCode', 'code']);
    expect(await profileOf(token)).toMatchObject({ phoneNumber: phone });
  });

  it('does not let another account use codes requested by this one', async () => {
    const alice = await signUpOverHttp(app.baseUrl);
    const bob = await signUpOverHttp(app.baseUrl);
    const next = uniquePhone();
    await requestMove(alice.token, next);
    const codes = {
      code: await lastCodeTo(app.baseUrl, next),
      currentNumberCode: await lastCodeTo(app.baseUrl, alice.phone),
    };
    const refused = await confirmMove(bob.token, { phoneNumber: next, ...codes });
    expect(refused.status).toBe(400);
    expect(await profileOf(bob.token)).toMatchObject({ phoneNumber: bob.phone });
  });

  it('refuses a number another account holds, before texting either', async () => {
    const alice = await signUpOverHttp(app.baseUrl);
    const bob = await signUpOverHttp(app.baseUrl);
    const textsBefore = await textsTo(alice.phone);
    const refused = await requestMove(alice.token, bob.phone);
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { message: 'This phone number is already used by another account.' } },
    });
    expect(await textsTo(alice.phone)).toEqual(textsBefore);
  });

  it('texts neither number while the one on file must wait between codes', async () => {
    const { token, phone } = await signUpOverHttp(app.baseUrl);
    expect((await requestMove(token, uniquePhone())).status).toBe(200);
    const next = uniquePhone();
    const textsBefore = await textsTo(phone);
    // Straight after the first move's codes, without the wait (a sign-up code counts in its requester's own window).
    const refused = await request(app.baseUrl, 'POST', '/api/auth/verify-phone/request', {
      token,
      body: { phoneNumber: next },
    });
    expect(refused).toMatchObject({
      status: 429,
      body: { error: { message: expect.stringMatching(/^Please wait \d+ seconds? before requesting another code$/) } },
    });
    expect(await textsTo(next)).toEqual([]);
    expect(await textsTo(phone)).toEqual(textsBefore);
  });

  it("texts neither number when the one on file replied STOP: 409 on its code's field, saying START reopens it", async () => {
    const { token, phone } = await signUpOverHttp(app.baseUrl);
    const next = uniquePhone();
    expect((await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from: phone, body: 'STOP' } })).status).toBe(
      200,
    );
    const textsBefore = await textsTo(phone);
    const refused = await requestMove(token, next);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: {
          message: CODE_TO_OPTED_OUT_MESSAGE,
          issues: [{ path: 'currentNumberCode', message: CODE_TO_OPTED_OUT_MESSAGE }],
        },
      },
    });
    expect(await textsTo(next)).toEqual([]);
    expect(await textsTo(phone)).toEqual(textsBefore);
    expect((await profileOf(token)).phoneNumber).toBe(phone);
  });

  it('lets exactly one of two people racing for one number have it, and changes nothing for the other', async () => {
    const alice = await signUpOverHttp(app.baseUrl);
    const contested = uniquePhone();
    await requestMove(alice.token, contested);
    const aliceCodes = {
      code: await lastCodeTo(app.baseUrl, contested),
      currentNumberCode: await lastCodeTo(app.baseUrl, alice.phone),
    };
    // Meanwhile someone signs up with that number (after the 30 s resend wait) and holds a valid code too.
    app.runtime.clock.advance(0.6);
    await request(app.baseUrl, 'POST', '/api/auth/register/request-otp', { body: { phoneNumber: contested } });
    const signupCode = await lastCodeTo(app.baseUrl, contested);

    const [moved, registered] = await Promise.all([
      confirmMove(alice.token, { phoneNumber: contested, ...aliceCodes }),
      request(app.baseUrl, 'POST', '/api/auth/register/verify-otp', {
        body: {
          phoneNumber: contested,
          code: signupCode,
          firstName: 'Bob',
          lastName: 'Racer',
          email: 'bob@example.com',
          timezone: 'America/New_York',
        },
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
    const refused = await requestMove(token, phone);
    expect(refused).toMatchObject({ status: 400, body: { error: { message: 'That is already your phone number' } } });
  });
});
