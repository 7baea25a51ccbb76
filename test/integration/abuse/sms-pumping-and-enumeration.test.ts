import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_RATE_LIMITS } from '#core/abuse/domain/rate-limits';
import { NOT_MOBILE_MESSAGE } from '#core/texting/domain/destination-policy';
import { BEYOND_HORIZON_MESSAGE, lastReminderDate } from '#core/reminders/domain/reminder-horizon';
import { keys } from '#shared/db/keys';
import { requestFrom, uniqueLoopbackAddress } from '../../support/client-address';
import { lastCodeTo, request } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { testDynamo } from '../../support/test-dynamo';
import { uniquePhone } from '../../support/unique-phone';

/**
 * The attacks of issue 12, over HTTP against the local server with the real limits: clients speak
 * from loopback addresses of their own (the server takes the client from the socket), and time passes
 * by moving the app's clock, never by sleeping.
 */
let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp({ rateLimits: DEFAULT_RATE_LIMITS });
  // The overall ceiling counts every code texted in a minute, whoever asked: other suites of the run send codes
  // on the real clock into the same Auth table, so this app's minutes are moved years away from theirs.
  app.runtime.clock.advance(60 * 24 * (1000 + Math.floor(Math.random() * 2000)) + Math.floor(Math.random() * 1440));
});
afterAll(() => app?.stop());

const { doc, tables } = testDynamo();
const stored = async (table: string, key: Record<string, string>) =>
  (await doc.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item ?? null;

async function textsTo(phone: string): Promise<unknown[]> {
  const res = await fetch(`${app.baseUrl}/dev/sms?phone=${encodeURIComponent(phone)}`);
  return ((await res.json()) as { messages: unknown[] }).messages;
}

const post = (from: string, path: string, body: unknown, token?: string) =>
  requestFrom(from, app.baseUrl, 'POST', `/api${path}`, { body, token });

/** Signs a new number up from an address of its own (127.0.0.1 is shared by every suite of the run). */
async function signUp(details: Record<string, unknown> = {}) {
  const from = uniqueLoopbackAddress();
  const phone = uniquePhone();
  expect((await post(from, '/auth/register/request-otp', { phoneNumber: phone })).status).toBe(200);
  const created = await post(from, '/auth/register/verify-otp', {
    phoneNumber: phone,
    code: await lastCodeTo(app.baseUrl, phone),
    firstName: 'Test',
    lastName: 'User',
    email: 'test@example.com',
    timezone: 'America/New_York',
    ...details,
  });
  expect(created.status).toBe(201);
  return {
    phone,
    token: created.body.token as string,
    user: created.body.user as { id: string; timezone: string; firstName: string },
  };
}

describe('SMS pumping: destinations', () => {
  it.each([
    ['+979123456789', 'Texts to premium-rate, shared-cost and satellite numbers are not supported'],
    ['+881612345678', 'Texts to premium-rate, shared-cost and satellite numbers are not supported'],
    ['+882123456789', 'Texts to premium-rate, shared-cost and satellite numbers are not supported'],
    ['+883123456789', 'Texts to premium-rate, shared-cost and satellite numbers are not supported'],
    ['+870773111632', 'Texts to premium-rate, shared-cost and satellite numbers are not supported'],
    ['+19005550123', 'Texts to premium-rate, shared-cost and satellite numbers are not supported'],
    ['+18765550123', 'Texts to Jamaica are not supported yet'],
    ['+447911123456', 'Texts to Guernsey are not supported yet'],
    ['+33612345678', 'Texts to France are not supported yet'],
    ['+447640123456', NOT_MOBILE_MESSAGE],
    ['+445612345678', NOT_MOBILE_MESSAGE],
    ['+443001234567', NOT_MOBILE_MESSAGE],
    ['+448001234567', NOT_MOBILE_MESSAGE],
    ['+18005550123', NOT_MOBILE_MESSAGE],
    ['+18885550123', NOT_MOBILE_MESSAGE],
    ['+18445550123', NOT_MOBILE_MESSAGE],
    ['+15005550123', NOT_MOBILE_MESSAGE],
    ['+15335550123', NOT_MOBILE_MESSAGE],
  ])('%s: sign-up and log-in codes are refused (400), nothing is texted or stored', async (phone, message) => {
    const from = uniqueLoopbackAddress();
    for (const path of ['/auth/register/request-otp', '/auth/login']) {
      const answer = await post(from, path, { phoneNumber: phone });
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 400,
        body: { error: { code: 'validation_failed', message, issues: [{ path: 'phoneNumber', message }] } },
      });
    }
    expect(await textsTo(phone)).toEqual([]);
    expect(await stored(tables.auth, keys.otpSends(phone))).toBeNull();
    // Log-in and sign-up sends are counted per requester (a digest of its network): none for this one either.
    expect(
      await stored(
        tables.auth,
        keys.otpSends(phone, createHash('sha256').update(from).digest('base64url').slice(0, 22)),
      ),
    ).toBeNull();
    expect(await stored(tables.auth, keys.otp('register', phone))).toBeNull();
    expect(await stored(tables.auth, keys.otp('login', phone))).toBeNull();
  });

  it('a signed-in user cannot move their account to a premium number either', async () => {
    const user = await signUp();
    const answer = await post(
      uniqueLoopbackAddress(),
      '/auth/verify-phone/request',
      { phoneNumber: '+979123456789' },
      user.token,
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { message: 'Texts to premium-rate, shared-cost and satellite numbers are not supported' } },
    });
    expect(await textsTo('+979123456789')).toEqual([]);
  });
});

describe('limits per client address', () => {
  it('10 code requests from one address in 10 minutes, then 429 with Retry-After; other addresses go on; the window passes', async () => {
    const attacker = uniqueLoopbackAddress();
    for (let i = 0; i < 10; i += 1)
      expect((await post(attacker, '/auth/register/request-otp', { phoneNumber: uniquePhone() })).status).toBe(200);
    const phone = uniquePhone();
    const refused = await post(attacker, '/auth/register/request-otp', { phoneNumber: phone });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(
      /^Too many code requests from your network\. Try again in \d+ (seconds|minutes)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBe(refused.body.retryAfterSeconds);
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.body.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(await textsTo(phone)).toEqual([]);

    expect((await post(uniqueLoopbackAddress(), '/auth/register/request-otp', { phoneNumber: phone })).status).toBe(
      200,
    );
    app.runtime.clock.advance(10);
    expect((await post(attacker, '/auth/register/request-otp', { phoneNumber: uniquePhone() })).status).toBe(200);
  });

  it('checking which numbers have accounts (log-in 404s) stops at the same limit', async () => {
    const prober = uniqueLoopbackAddress();
    for (let i = 0; i < 10; i += 1) {
      expect(await post(prober, '/auth/login', { phoneNumber: uniquePhone() })).toMatchObject({
        status: 404,
        body: { shouldSignup: true },
      });
    }
    const refused = await post(prober, '/auth/login', { phoneNumber: uniquePhone() });
    expect(refused.status).toBe(429);
    expect(refused.body.shouldSignup).toBeUndefined();
  });

  it('code guesses spread over many numbers and all three verify routes stop at 20 per address', async () => {
    const guesser = uniqueLoopbackAddress();
    const user = await signUp();
    const attempts = [
      () => post(guesser, '/auth/verify-login-otp', { phoneNumber: uniquePhone(), code: '123456' }),
      () =>
        post(guesser, '/auth/register/verify-otp', {
          phoneNumber: uniquePhone(),
          code: '123456',
          firstName: 'A',
          lastName: 'B',
          email: 'a@example.com',
          timezone: 'America/New_York',
        }),
      () =>
        post(
          guesser,
          '/auth/verify-phone/verify',
          { phoneNumber: uniquePhone(), code: '123456', currentNumberCode: '123456' },
          user.token,
        ),
    ];
    for (let i = 0; i < 20; i += 1) expect((await attempts[i % 3]!()).status).toBe(400);
    for (const attempt of attempts) {
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toMatch(/^Too many code attempts from your network/);
    }
  });

  it('the contact form counts per address too (rate+1@example.com does not start a new count)', async () => {
    const sender = uniqueLoopbackAddress();
    const send = (i: number, from = sender) =>
      post(from, '/contact', { name: 'Rate', email: `rate+${i}@example.com`, message: 'Hello there' });
    for (let i = 0; i < 5; i += 1) expect((await send(i)).status).toBe(201);
    expect((await send(5)).status).toBe(429);
    expect((await send(6, uniqueLoopbackAddress())).status).toBe(201);
  });
});

describe('the overall ceiling on code texts', () => {
  it('stops every client at the ceiling within a minute, logs it masked for the alarm, and lets codes go the next minute', async () => {
    // A minute of its own, far from what other suites count on the real clock.
    app.runtime.clock.advance(60 * 24 * 400 + Math.floor(Math.random() * 100_000));
    app.runtime.clock.advance(1 - (app.runtime.clock.now().getTime() % 60_000) / 60_000);
    const warnings: string[] = [];
    const spy = jest.spyOn(console, 'warn').mockImplementation((line: unknown) => {
      warnings.push(String(line));
    });
    try {
      const ceiling = DEFAULT_RATE_LIMITS.signupCodeTextsOverall.limit;
      for (let i = 0; i < ceiling; i += 1) {
        expect(
          (await post(uniqueLoopbackAddress(), '/auth/register/request-otp', { phoneNumber: uniquePhone() })).status,
        ).toBe(200);
      }
      const phone = uniquePhone();
      const client = uniqueLoopbackAddress();
      const refused = await post(client, '/auth/register/request-otp', { phoneNumber: phone });
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toMatch(
        /^We are sending an unusual number of codes right now\. Please try again in \d+ seconds\.$/,
      );
      expect(await textsTo(phone)).toEqual([]);

      const line = warnings
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((entry) => entry.message === 'rate_limit.refused' && entry.limit === 'signupCodeTextsOverall');
      expect(line).toMatchObject({
        route: 'registerRequestOtp',
        ip: `${client.split('.').slice(0, 3).join('.')}.x`,
        phone: `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`,
      });
      expect(JSON.stringify(line)).not.toContain(phone);
      expect(JSON.stringify(line)).not.toContain(client);
    } finally {
      spy.mockRestore();
    }
    app.runtime.clock.advance(1);
    expect(
      (await post(uniqueLoopbackAddress(), '/auth/register/request-otp', { phoneNumber: uniquePhone() })).status,
    ).toBe(200);
  });
});

describe('bodies and stored text', () => {
  it('a JSON route answers 415 to a body without Content-Type application/json, storing nothing', async () => {
    const phone = uniquePhone();
    const variants: Record<string, string>[] = [
      {},
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
    ];
    for (const headers of variants) {
      const answer = await requestFrom(uniqueLoopbackAddress(), app.baseUrl, 'POST', '/api/auth/register/request-otp', {
        rawBody: JSON.stringify({ phoneNumber: phone }),
        headers,
      });
      expect(answer.status).toBe(415);
      expect(answer.body.error.code).toBe('unsupported_media_type');
    }
    expect(await textsTo(phone)).toEqual([]);
  });

  it('profile text fields refuse control characters and overrides; a time zone is stored by its IANA name', async () => {
    const user = await signUp();
    const put = (body: unknown) => request(app.baseUrl, 'PUT', '/api/user/profile', { token: user.token, body });
    for (const [field, value] of [
      ['firstName', 'A\u0000'],
      ['lastName', '\u202Eevil'],
      ['email', 'a\u0007@example.com'],
      ['firstName', '\u200B'],
    ] as const) {
      const refused = await put({ [field]: value });
      expect({ field, status: refused.status }).toEqual({ field, status: 400 });
    }
    expect((await put({ timezone: 'america/los_angeles' })).body.timezone).toBe('America/Los_Angeles');
    expect((await put({ timezone: 'Mars/Olympus_Mons' })).status).toBe(400);
    expect((await request(app.baseUrl, 'GET', '/api/user/profile', { token: user.token })).body).toMatchObject({
      firstName: 'Test',
      timezone: 'America/Los_Angeles',
    });
  });

  it('a sign-up stores the canonical zone too', async () => {
    const { user } = await signUp({ firstName: 'Zoë', timezone: 'PACIFIC/HONOLULU' });
    expect(user).toMatchObject({ timezone: 'Pacific/Honolulu', firstName: 'Zoë' });
  });

  it('a reminder starts at most 5 years ahead: a far date is refused (400 naming the date), on create and on edit', async () => {
    const user = await signUp();
    // Reminders need a running subscription (402 before anything else otherwise).
    await app.runtime
      .deps()
      .users.update(user.user.id, { subscriptionStatus: 'trialing' }, app.runtime.clock.now().toISOString());
    const last = lastReminderDate(app.runtime.clock.now(), user.user.timezone);
    const next = new Date(Date.parse(`${last}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const body = (scheduledDate: string) => ({
      task: 'Renew passport',
      scheduledDate,
      scheduledTime: '09:00',
      repeat: 'once',
    });
    for (const far of ['9999-12-31', next]) {
      const refused = await request(app.baseUrl, 'POST', '/api/tasks', { token: user.token, body: body(far) });
      expect({ far, status: refused.status, body: refused.body }).toEqual({
        far,
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: BEYOND_HORIZON_MESSAGE,
            issues: [{ path: 'scheduledDate', message: BEYOND_HORIZON_MESSAGE }],
          },
        },
      });
    }
    const created = await request(app.baseUrl, 'POST', '/api/tasks', { token: user.token, body: body(last) });
    expect(created).toMatchObject({ status: 201, body: { localDate: last } });
    const edited = await request(app.baseUrl, 'PUT', `/api/tasks/${created.body.id}`, {
      token: user.token,
      body: body('9999-12-31'),
    });
    expect(edited).toMatchObject({ status: 400, body: { error: { message: BEYOND_HORIZON_MESSAGE } } });
    const list = await request(app.baseUrl, 'GET', '/api/tasks', { token: user.token });
    expect(list.body).toEqual([expect.objectContaining({ id: created.body.id, localDate: last })]);
  });

  it('task text refuses control characters and invisible-only values', async () => {
    const user = await signUp();
    for (const task of ['Pay\u0000rent', 'Line\nbreak', '\u2066x\u2069', '\u200B \u200D']) {
      const refused = await request(app.baseUrl, 'POST', '/api/tasks', {
        token: user.token,
        body: { task, scheduledDate: '2030-01-01', scheduledTime: '09:00', repeat: 'once' },
      });
      expect({ task, status: refused.status, code: refused.body.error.code }).toEqual({
        task,
        status: 400,
        code: 'validation_failed',
      });
    }
  });
});
