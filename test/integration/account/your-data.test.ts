import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { CODE_TO_OPTED_OUT_MESSAGE } from '#core/auth/use-cases/send-code';
import { DEFAULT_RATE_LIMITS } from '#core/abuse/domain/rate-limits';
import { GENEROUS_RATE_LIMITS } from '../../support/generous-rate-limits';
import { lastCodeTo, request, signUpOverHttp } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession, unique555Phone } from '../../support/reminder-session';
import { createTestAdmin } from '../../support/create-test-admin';

/**
 * Settings' "Your data" on the local stack: deleting one's own account with a code texted to its number, the data
 * download, and the private calendar feed.
 */
let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp({
    rateLimits: { ...GENEROUS_RATE_LIMITS, calendarFeedMissesPerIp: DEFAULT_RATE_LIMITS.calendarFeedMissesPerIp },
  });
});
afterAll(() => app?.stop());

const session = reminderSession(() => app);
const { doc, tables } = session;
const call = (method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
  request(app.baseUrl, method, `/api${path}`, options);

/** A subscriber (through the sandbox's checkout) with a daily reminder that has nagged once and been answered DONE. */
async function busyUser() {
  const zone = session.daytimeZone();
  const user = await signUpOverHttp(app.baseUrl, unique555Phone(), { timezone: zone });
  const { url } = (await call('POST', '/subscription/checkout-session', { token: user.token })).body;
  const sessionId = new URL(url).pathname.split('/').pop()!;
  await request(app.baseUrl, 'POST', `/dev/stripe/checkout/${sessionId}/complete`, { body: { outcome: 'success' } });
  expect(
    (await call('POST', '/subscription/verify-checkout', { token: user.token, body: { sessionId } })).body,
  ).toMatchObject({ subscriptionStatus: 'trialing' });
  const created = await call('POST', '/tasks', {
    token: user.token,
    body: { task: 'Water the plants', repeat: 'daily', ...session.wallTimeIn(2, zone) },
  });
  expect(created.status).toBe(201);
  await session.advance(3);
  await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from: user.phone, body: 'DONE' } });
  await session.advance(1);
  return { ...user, zone, reminderId: created.body.id as string };
}

const partitionOf = async (userId: string) =>
  (
    await doc.send(
      new QueryCommand({
        TableName: tables.data,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId).pk },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];
const guardOf = async (phone: string) =>
  (await doc.send(new GetCommand({ TableName: tables.data, Key: keys.phoneGuard(phone), ConsistentRead: true })))
    .Item ?? null;
const schedulesOf = (userId: string) =>
  app.runtime.scheduler.list().filter((schedule) => schedule.payload.userId === userId);

describe('delete my account', () => {
  it("takes a fresh code texted to the account's number, then leaves no item, schedule or subscription, ends the session and says goodbye", async () => {
    const user = await busyUser();
    const subscriptionId = (await doc.send(new GetCommand({ TableName: tables.data, Key: keys.user(user.user.id) })))
      .Item!.subscriptionId as string;
    expect(await app.runtime.deps().billing.getSubscription(subscriptionId)).toMatchObject({ status: 'trialing' });
    await app.runtime.scheduler.runDue();
    expect(schedulesOf(user.user.id)).toHaveLength(1);

    const sent = await call('POST', '/user/account/deletion-code', { token: user.token });
    expect(sent).toMatchObject({ status: 200, body: { phoneNumber: user.phone, expiresInSeconds: 600 } });
    expect(session.textsTo(user.phone).at(-1)).toMatch(/^NagText: your code to DELETE your account is \d{6}\./);
    const code = await lastCodeTo(app.baseUrl, user.phone);

    const deleted = await call('POST', '/user/account/delete', { token: user.token, body: { code } });
    expect(deleted).toEqual({
      status: 200,
      body: { deleted: true, message: "Your account has been deleted. We're sorry to see you go." },
    });
    expect(await partitionOf(user.user.id)).toEqual([]);
    expect(await guardOf(user.phone)).toBeNull();
    await app.runtime.scheduler.runDue();
    expect(schedulesOf(user.user.id)).toEqual([]);
    expect(await app.runtime.deps().billing.getSubscription(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(session.textsTo(user.phone).at(-1)).toMatch(
      /^NagText: your account and everything in it were deleted on .+\. Not you\? Email support@nagtext\.com$/,
    );
    expect((await call('GET', '/user/profile', { token: user.token })).status).toBe(401);
    // The number is free again: it can sign up afresh (once the 30 s between codes to a number have passed).
    await session.advance(1);
    expect(
      (await request(app.baseUrl, 'POST', '/api/auth/register/request-otp', { body: { phoneNumber: user.phone } }))
        .status,
    ).toBe(200);
  });

  it("refuses without the code, with a wrong one, with another account's code, and from an admin; nothing is deleted", async () => {
    const owner = await session.subscribedUser();
    const other = await session.subscribedUser();
    await session.advance(1); // a code may be asked for 30 s after the sign-up's
    await call('POST', '/user/account/deletion-code', { token: other.token });
    const othersCode = await lastCodeTo(app.baseUrl, other.phone);
    await call('POST', '/user/account/deletion-code', { token: owner.token });
    const ownCode = await lastCodeTo(app.baseUrl, owner.phone);
    const wrong = ownCode === '000000' ? '111111' : '000000';

    expect(await call('POST', '/user/account/delete', { token: owner.token, body: {} })).toMatchObject({ status: 400 });
    expect(await call('POST', '/user/account/delete', { token: owner.token, body: { code: wrong } })).toMatchObject({
      status: 400,
    });
    if (othersCode !== ownCode) {
      expect(
        await call('POST', '/user/account/delete', { token: owner.token, body: { code: othersCode } }),
      ).toMatchObject({ status: 400 });
    }
    expect((await call('GET', '/user/profile', { token: owner.token })).status).toBe(200);

    // The other account's code does not delete this one, and this one's code still works after the misses.
    expect(await call('POST', '/user/account/delete', { token: owner.token, body: { code: ownCode } })).toMatchObject({
      status: 200,
    });
    expect((await call('GET', '/user/profile', { token: other.token })).status).toBe(200);
  });

  it('can be retried with a new code after failing half-way: the session outlives the failure, the retry finishes', async () => {
    const user = await busyUser();
    const billing = app.runtime.deps().billing;
    const cancel = billing.cancelSubscriptionNow;
    billing.cancelSubscriptionNow = async () => {
      throw new Error('Stripe is down');
    };
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined); // the 500 is logged, as it should be
    try {
      await call('POST', '/user/account/deletion-code', { token: user.token });
      const failed = await call('POST', '/user/account/delete', {
        token: user.token,
        body: { code: await lastCodeTo(app.baseUrl, user.phone) },
      });
      expect(failed.status).toBe(500);
    } finally {
      billing.cancelSubscriptionNow = cancel;
      quiet.mockRestore();
    }
    expect((await call('GET', '/user/profile', { token: user.token })).status).toBe(200);
    await session.advance(1);
    await call('POST', '/user/account/deletion-code', { token: user.token });
    const retried = await call('POST', '/user/account/delete', {
      token: user.token,
      body: { code: await lastCodeTo(app.baseUrl, user.phone) },
    });
    expect(retried.status).toBe(200);
    expect(await partitionOf(user.user.id)).toEqual([]);
    expect(
      session.textsTo(user.phone).filter((text) => text.includes('your account and everything in it were deleted')),
    ).toHaveLength(1);
  });

  it("a number that opted out gets no deletion code (the provider's list refuses it): a 409 saying to reply START; after START it goes", async () => {
    const user = await session.subscribedUser();
    await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from: user.phone, body: 'STOP' } });
    await session.advance(1);
    const before = session.textsTo(user.phone).length;
    const refused = await call('POST', '/user/account/deletion-code', { token: user.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(CODE_TO_OPTED_OUT_MESSAGE);
    expect(session.textsTo(user.phone)).toHaveLength(before);
    await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from: user.phone, body: 'START' } });
    await session.advance(1);
    expect((await call('POST', '/user/account/deletion-code', { token: user.token })).status).toBe(200);
    const code = await lastCodeTo(app.baseUrl, user.phone);
    expect((await call('POST', '/user/account/delete', { token: user.token, body: { code } })).status).toBe(200);
  });
});

describe('download my data', () => {
  it('holds the profile, reminders with their rules, occurrences, nags, texts and subscription, and no secret', async () => {
    const user = await busyUser();
    await call('POST', '/user/calendar-feed', { token: user.token });
    const exported = await call('GET', '/user/export', { token: user.token });
    expect(exported.status).toBe(200);
    const data = exported.body;
    expect(data.profile).toMatchObject({ id: user.user.id, phoneNumber: user.phone, timezone: user.zone });
    expect(data.subscription).toMatchObject({ subscriptionStatus: 'trialing' });
    expect(data.reminders).toEqual([
      expect.objectContaining({
        id: user.reminderId,
        task: 'Water the plants',
        repeat: 'daily',
        recurrence: 'FREQ=DAILY',
      }),
    ]);
    expect(data.occurrences).toEqual([
      expect.objectContaining({ reminderId: user.reminderId, outcome: 'done', via: 'sms' }),
    ]);
    expect(data.nags).toEqual([expect.objectContaining({ reminderId: user.reminderId, attempt: 1, status: 'sent' })]);
    expect(data.texts.map((t: { direction: string; body: string }) => `${t.direction}: ${t.body}`)).toEqual(
      expect.arrayContaining(['inbound: DONE']),
    );
    const text = JSON.stringify(data);
    for (const secret of [
      'codeHash',
      'sessionVersion',
      'calendarFeedToken',
      'providerMessageId',
      'stripeCustomerId',
      'subscriptionId',
      'closedByReply',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('is refused to an admin token, like deleting (admins use the admin area)', async () => {
    const username = `export-admin-${randomUUID().slice(0, 8)}`;
    const password = `pw-${randomUUID()}`;
    await createTestAdmin(username, password);
    const admin = await call('POST', '/auth/admin/login', { body: { username, password } });
    expect(admin.status).toBe(200);
    expect((await call('GET', '/user/export', { token: admin.body.token })).status).toBe(403);
    expect((await call('POST', '/user/account/deletion-code', { token: admin.body.token })).status).toBe(403);
    expect(
      (await call('POST', '/user/account/delete', { token: admin.body.token, body: { code: '123456' } })).status,
    ).toBe(403);
    expect((await call('POST', '/user/calendar-feed', { token: admin.body.token })).status).toBe(403);
  });
});

describe('my reminders in my calendar', () => {
  const feed = (path: string, headers: Record<string, string> = {}) => fetch(`${app.baseUrl}${path}`, { headers });

  it('serves a private feed: text/calendar with an ETag, 304 when unchanged, 404 once replaced or turned off', async () => {
    const user = await busyUser();
    expect((await call('GET', '/user/calendar-feed', { token: user.token })).body).toEqual({ path: null });
    const created = (await call('POST', '/user/calendar-feed', { token: user.token })).body;
    expect(created.path).toMatch(new RegExp(`^/api/calendar/${user.user.id}\\.[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await call('GET', '/user/calendar-feed', { token: user.token })).body).toMatchObject({
      path: created.path,
    });

    const served = await feed(created.path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = await served.text();
    expect(calendar).toContain(`UID:${user.reminderId}@nagtext`);
    expect(calendar).toContain('RRULE:FREQ=DAILY');
    // Today's occurrence was answered DONE: it stays in the series, overridden as done (a skipped one would be an EXDATE).
    expect(calendar).toContain(`RECURRENCE-ID;TZID=${user.zone}:`);
    expect(calendar).toMatch(/^SUMMARY:✓ /m);
    expect(calendar).not.toContain('EXDATE');
    const etag = served.headers.get('etag')!;
    expect((await feed(created.path, { 'if-none-match': etag })).status).toBe(304);

    // HEAD (what calendar apps ask first): the same status and headers, the ETag and length included, no body.
    const head = await fetch(`${app.baseUrl}${created.path}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    for (const name of ['etag', 'content-type', 'content-length', 'cache-control', 'content-disposition'])
      expect([name, head.headers.get(name)]).toEqual([name, served.headers.get(name)]);
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(calendar));
    expect(await head.text()).toBe('');
    expect(
      (await fetch(`${app.baseUrl}${created.path}`, { method: 'HEAD', headers: { 'if-none-match': etag } })).status,
    ).toBe(304);

    const replaced = (await call('POST', '/user/calendar-feed', { token: user.token })).body;
    expect(replaced.path).not.toBe(created.path);
    expect((await feed(created.path)).status).toBe(404);
    expect((await feed(replaced.path)).status).toBe(200);

    expect((await call('DELETE', '/user/calendar-feed', { token: user.token })).body).toEqual({ path: null });
    expect((await feed(replaced.path)).status).toBe(404);
  });

  it('answers made-up and malformed keys 404 alike, and slows a guesser down with 429', async () => {
    const guess = (key: string) => fetch(`${app.baseUrl}/api/calendar/${key}`);
    const answers = [];
    for (const key of [`${'a'.repeat(36)}.${'b'.repeat(43)}.ics`, 'nonsense', 'x.y.ics', `x.${'-'.repeat(43)}`])
      answers.push((await guess(key)).status);
    expect(answers).toEqual([404, 404, 404, 404]);
    // Every miss from this address counts (the other test's replaced and revoked keys too): the window fills within the limit.
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.calendarFeedMissesPerIp.limit && statuses.at(-1) !== 429; i += 1)
      statuses.push((await guess(`guess-${i}`)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([404]));
  });
});
