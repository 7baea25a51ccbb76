import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { keys } from '#shared/db/keys';
import { DEFAULT_RATE_LIMITS } from '#core/abuse/domain/rate-limits';
import { requestFrom, uniqueLoopbackAddress } from '../../support/client-address';
import { createTestAdmin } from '../../support/create-test-admin';
import { request } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { testDynamo } from '../../support/test-dynamo';

let app: LocalApp;
// The real limits; each test speaks from loopback addresses of its own.
beforeAll(async () => {
  app = await startLocalApp({ rateLimits: DEFAULT_RATE_LIMITS });
});
afterAll(() => app?.stop());

let address = uniqueLoopbackAddress();
beforeEach(() => {
  address = uniqueLoopbackAddress();
});
const login = (username: unknown, password: unknown, from = address) =>
  requestFrom(from, app.baseUrl, 'POST', '/api/auth/admin/login', { body: { username, password } });

/** A body with the number in "Try again in 12 minutes." taken out (its unit kept). */
const waitless = (body: unknown): unknown =>
  JSON.parse(JSON.stringify(body).replace(/Try again in \d+ (seconds?|minutes?)\./g, 'Try again in N $1.'));

describe('POST /auth/admin/login', () => {
  it('gives an admin token valid for at most 12 hours that opens admin routes', async () => {
    await createTestAdmin('ops-lead', 'a long admin password');
    const ok = await login('ops-lead', 'a long admin password');
    expect(ok.status).toBe(200);
    const claims = decodeJwt(ok.body.token);
    expect(claims).toMatchObject({ sub: 'admin:ops-lead', role: 'admin' });
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(12 * 3600);
    expect((await request(app.baseUrl, 'GET', '/api/admin/contact-messages', { token: ok.body.token })).status).toBe(
      200,
    );
  });

  it('locks the username out from the address that failed 5 times for 15 minutes; the window expires', async () => {
    await createTestAdmin('locked-admin', 'the right password!');
    app.runtime.clock.advance(15); // a fresh 15-minute window for this address
    for (let i = 1; i <= 4; i += 1) {
      expect(await login('locked-admin', `wrong ${i}`)).toMatchObject({
        status: 401,
        body: { error: { message: 'Invalid username or password' } },
      });
    }
    const fifth = await login('locked-admin', 'wrong 5');
    expect(fifth).toMatchObject({
      status: 429,
      body: {
        error: {
          message: expect.stringMatching(/^Too many failed log-in attempts\. Try again in \d+ (seconds|minutes)\.$/),
        },
      },
    });
    expect(Number(fifth.headers['retry-after'])).toBe(fifth.body.retryAfterSeconds);
    expect((await login('locked-admin', 'the right password!')).status).toBe(429);

    app.runtime.clock.advance(15);
    expect((await login('locked-admin', 'the right password!')).status).toBe(200);
  });

  it('a username locked from one address logs in from an address that has not failed', async () => {
    await createTestAdmin('travelling-admin', 'the right password!');
    for (let i = 1; i <= 5; i += 1) await login('travelling-admin', `wrong ${i}`);
    expect((await login('travelling-admin', 'the right password!')).status).toBe(429);
    expect((await login('travelling-admin', 'the right password!', uniqueLoopbackAddress())).status).toBe(200);
  });

  it('an unknown username and a known one answer alike, wrong after wrong, lockout included', async () => {
    await createTestAdmin('real-admin', 'the right password!');
    const [known, unknown] = [uniqueLoopbackAddress(), uniqueLoopbackAddress()];
    const started = app.runtime.clock.now().getTime();
    for (let i = 1; i <= 6; i += 1) {
      const a = await login('real-admin', `wrong ${i}`, known);
      const b = await login('nobody-by-that-name', `wrong ${i}`, unknown);
      // Retry-After (and the wait the message names) counts down with the app's clock, which runs on in real time:
      // the same 15-minute window, read a moment apart, and the windows opened a moment apart. They differ by no
      // more than the time these requests have taken (seconds, minutes on a loaded machine: each hashes a
      // password), rounded up; everything else is alike.
      const { retryAfterSeconds: waitA, ...restA } = a.body as { retryAfterSeconds?: number };
      const { retryAfterSeconds: waitB, ...restB } = b.body as { retryAfterSeconds?: number };
      expect({ status: b.status, body: waitless(restB) }).toEqual({ status: a.status, body: waitless(restA) });
      const elapsedSeconds = Math.ceil((app.runtime.clock.now().getTime() - started) / 1000);
      expect(Math.abs((waitA ?? 0) - (waitB ?? 0))).toBeLessThanOrEqual(elapsedSeconds + 1);
    }
  });

  it.each([
    ['a missing password', { username: 'x' }, 'Password is required'],
    ['a number for a username', { username: 42, password: 'x' }, expect.any(String)],
    ['an extra field', { username: 'x', password: 'y', role: 'admin' }, expect.stringContaining('Unrecognized key')],
  ])('refuses %s with 400', async (_what, body, message) => {
    const result = await requestFrom(address, app.baseUrl, 'POST', '/api/auth/admin/login', { body });
    expect(result.status).toBe(400);
    expect(result.body.error.message).toEqual(message);
  });

  it('refuses a deactivated admin account on its next request', async () => {
    await createTestAdmin('soon-gone', 'soon gone password');
    const { body } = await login('soon-gone', 'soon gone password');
    const { doc, tables } = testDynamo();
    await doc.send(
      new UpdateCommand({
        TableName: tables.data,
        Key: keys.adminAccount('soon-gone'),
        UpdateExpression: 'SET isActive = :no',
        ExpressionAttributeValues: { ':no': false },
      }),
    );
    expect((await request(app.baseUrl, 'GET', '/api/admin/contact-messages', { token: body.token })).status).toBe(401);
  });
});
