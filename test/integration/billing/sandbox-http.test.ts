import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { codeTextedTo } from '../../support/e2e/code-texted-to';
import { request, signUpOverHttp } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { testDynamo } from '../../support/test-dynamo';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const { doc, tables } = testDynamo();
const DAY = 24 * 60;
const stored = async (userId: string) =>
  (await doc.send(new GetCommand({ TableName: tables.data, Key: keys.user(userId), ConsistentRead: true }))).Item!;

/**
 * The user's recorded subscription once `done` holds for it: read once, because the sandbox's pages and
 * /dev/clock/advance answer only after the webhooks they caused were handled.
 */
async function recorded(userId: string, done: (item: Record<string, any>) => boolean): Promise<Record<string, any>> {
  const item = await stored(userId);
  if (!done(item)) throw new Error(`not recorded; user is ${JSON.stringify(item)}`);
  return item;
}

const advance = (minutes: number) => request(app.baseUrl, 'POST', '/dev/clock/advance', { body: { minutes } });

/** A fresh session (moving the clock weeks on outlives the sign-up's token). */
async function logIn(phone: string): Promise<string> {
  const texts = (await request(app.baseUrl, 'GET', `/dev/sms?phone=${encodeURIComponent(phone)}`)).body.messages as {
    to: string;
  }[];
  const seen = texts.filter((text) => text.to === phone).length;
  expect((await request(app.baseUrl, 'POST', '/api/auth/login', { body: { phoneNumber: phone } })).status).toBe(200);
  const { code } = await codeTextedTo(app.baseUrl, phone, seen);
  return (await request(app.baseUrl, 'POST', '/api/auth/verify-login-otp', { body: { phoneNumber: phone, code } })).body
    .token;
}

async function checkout(token: string): Promise<string> {
  const { status, body } = await request(app.baseUrl, 'POST', '/api/subscription/checkout-session', { token });
  expect(status).toBe(200);
  expect(body.url.startsWith(`${app.baseUrl}/dev/stripe/checkout/cs_test_`)).toBe(true);
  return body.url.slice(app.baseUrl.length);
}

describe('the local Stripe sandbox over HTTP', () => {
  it('checkout page, completion, signed webhooks, the trial ending into active, a renewal', async () => {
    const { token, user } = await signUpOverHttp(app.baseUrl);
    const pagePath = await checkout(token);
    const page = await fetch(`${app.baseUrl}${pagePath}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const text of [
      'NagText Basic',
      '14 days free',
      '$4.99 per month',
      'Card number',
      'Start trial',
      'Cancel',
      '4242 4242 4242 4242',
      '4000 0000 0000 0341',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

    const sessionId = pagePath.split('/').pop()!;
    const completed = await request(app.baseUrl, 'POST', `${pagePath}/complete`, {
      body: { card: '4242 4242 4242 4242' },
    });
    expect(completed).toMatchObject({
      status: 200,
      body: { status: 'complete', redirectUrl: `${app.baseUrl}/payment-success?session_id=${sessionId}` },
    });
    // No verify call: the webhooks alone record it.
    const trialing = await recorded(user.id, (item) => item.subscriptionStatus === 'trialing');
    expect(trialing.subscriptionId).toBe(completed.body.subscriptionId);

    const advanced = await advance(15 * DAY);
    expect(advanced.body.billingChanges).toBe(1);
    const active = await recorded(user.id, (item) => item.subscriptionStatus === 'active');
    const periodEnd = Date.parse(active.subscriptionEndDate);
    await advance(31 * DAY);
    const renewed = await recorded(user.id, (item) => Date.parse(item.subscriptionEndDate) > periodEnd);
    expect(renewed.subscriptionStatus).toBe('active');

    const events = (await request(app.baseUrl, 'GET', '/dev/stripe/events')).body.events as {
      type: string;
      delivered: boolean;
    }[];
    expect(events.filter((e) => e.type === 'invoice.paid').length).toBeGreaterThanOrEqual(3);
    expect(events.every((e) => e.delivered)).toBe(true);
  });

  it("a 15-day jump runs the trial's end where it falls among the reminders due before and after it, in time order", async () => {
    const { token, user, phone } = await signUpOverHttp(app.baseUrl);
    const pagePath = await checkout(token);
    expect(
      (await request(app.baseUrl, 'POST', `${pagePath}/complete`, { body: { card: '4242 4242 4242 4242' } })).status,
    ).toBe(200);
    const trialEnds = Date.parse(
      (await recorded(user.id, (item) => item.subscriptionStatus === 'trialing')).subscriptionEndDate,
    );
    const start = Date.parse((await request(app.baseUrl, 'GET', '/dev/clock')).body.now);
    // signUpOverHttp signs up in New York: the reminders' wall times are read there.
    const wallOf = (at: Date) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/New_York',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(at)
        .reduce<Record<string, string>>((parts, p) => ({ ...parts, [p.type]: p.value }), {});
    const remind = async (task: string, at: Date, repeat: 'daily' | 'once') => {
      const wall = wallOf(at);
      const res = await request(app.baseUrl, 'POST', '/api/tasks', {
        token,
        body: {
          task,
          scheduledDate: `${wall.year}-${wall.month}-${wall.day}`,
          scheduledTime: `${wall.hour}:${wall.minute}`,
          repeat,
        },
      });
      expect(res.status).toBe(201);
      return wall;
    };
    // A daily one from today (left unanswered, it pauses itself after its third day, well before the trial's end),
    // and a one-time one half a day after the trial ends.
    const wall = await remind('Journal', new Date(start + 10 * 60_000), 'daily');
    await remind('Renew passport', new Date(trialEnds + 12 * 3600_000), 'once');

    const advanced = await advance(15 * DAY);
    expect(advanced.body).toMatchObject({ billingChanges: 1 });
    expect((await stored(user.id)).subscriptionStatus).toBe('active');
    const nyWall = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date(iso));
    const journal = app.runtime.outbox
      .list(phone)
      .filter((m) => m.to === phone && m.body.startsWith('NagText: time for: Journal'))
      .reverse();
    // One first text a day at the reminder's wall time, on each of its three days.
    expect(journal).toHaveLength(3);
    expect(new Set(journal.map((m) => nyWall(m.sentAt).slice(0, 10))).size).toBe(3);
    expect(new Set(journal.map((m) => nyWall(m.sentAt).slice(-5)))).toEqual(new Set([`${wall.hour}:${wall.minute}`]));
    const passport = app.runtime.outbox
      .list(phone)
      .filter((m) => m.to === phone && m.body.startsWith('NagText: time for: Renew passport'));
    expect(passport).toHaveLength(1);
    // The trial's end falls between them, and everything ran in time order.
    expect(journal.every((m) => Date.parse(m.sentAt) < trialEnds)).toBe(true);
    expect(Date.parse(passport[0]!.sentAt)).toBeGreaterThan(trialEnds);
    const firsts = [...journal, ...passport];
    expect(firsts.map((m) => m.sentAt)).toEqual([...firsts.map((m) => m.sentAt)].sort());
  });

  it('chaos: duplicated and reordered deliveries end in the same state; a failing card goes past_due, a new card in the portal fixes it', async () => {
    expect(
      (await request(app.baseUrl, 'POST', '/dev/stripe/chaos', { body: { duplicate: true, reorder: true } })).body,
    ).toEqual({ duplicate: true, reorder: true });
    try {
      const { token: signUpToken, user, phone } = await signUpOverHttp(app.baseUrl);
      const pagePath = await checkout(signUpToken);
      expect((await request(app.baseUrl, 'POST', `${pagePath}/complete`, { body: { outcome: 'fail' } })).status).toBe(
        200,
      );
      await recorded(user.id, (item) => item.subscriptionStatus === 'trialing');
      await advance(15 * DAY);
      await recorded(user.id, (item) => item.subscriptionStatus === 'past_due');
      const token = await logIn(phone);

      const portal = await request(app.baseUrl, 'POST', '/api/subscription/customer-portal', { token });
      const portalPath = portal.body.url.slice(app.baseUrl.length);
      const page = await (await fetch(`${app.baseUrl}${portalPath}`)).text();
      expect(page).toContain('Payment failed: update your card');
      expect(
        (await request(app.baseUrl, 'POST', `${portalPath}/card`, { body: { card: '4242424242424242' } })).body
          .subscription.status,
      ).toBe('active');
      await recorded(user.id, (item) => item.subscriptionStatus === 'active');

      expect(
        (await request(app.baseUrl, 'POST', `${portalPath}/cancel`, { body: {} })).body.subscription
          .cancel_at_period_end,
      ).toBe(true);
      await recorded(user.id, (item) => item.cancelAtPeriodEnd === true);
      await advance(31 * DAY);
      const ended = await recorded(user.id, (item) => item.subscriptionStatus === 'canceled');
      expect(ended.cancelAtPeriodEnd).toBe(false);
    } finally {
      await request(app.baseUrl, 'POST', '/dev/stripe/chaos', { body: { duplicate: false, reorder: false } });
    }
  });

  it.each([
    ['an outcome that is not one', 'POST', '/dev/stripe/checkout/cs_test_x/complete', { outcome: 'maybe' }, 400],
    [
      'both an outcome and a card',
      'POST',
      '/dev/stripe/checkout/cs_test_x/complete',
      { outcome: 'success', card: '4242' },
      400,
    ],
    ['an unknown session', 'POST', '/dev/stripe/checkout/cs_test_unknown/complete', { outcome: 'success' }, 404],
    ['chaos that is not true/false', 'POST', '/dev/stripe/chaos', { duplicate: 'yes' }, 400],
    ['GET on an action', 'GET', '/dev/stripe/checkout/cs_test_x/complete', undefined, 405],
    ['an asset that does not exist', 'GET', '/dev/stripe/assets/secret.ts', undefined, 404],
    ['an unknown portal session', 'POST', '/dev/stripe/portal/bps_unknown/cancel', {}, 404],
  ])('refuses %s', async (_what, method, path, body, status) => {
    const answer = await request(app.baseUrl, method, path, body === undefined ? {} : { body });
    expect(answer.status).toBe(status);
    expect(answer.body.error.message).toEqual(expect.any(String));
  });

  it('the webhook endpoint refuses a body over 1 MB (413) and one without a signature (400) over HTTP', async () => {
    const huge = await fetch(`${app.baseUrl}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: `{"x":"${'y'.repeat(1024 * 1024)}"}`,
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
    const unsigned = await request(app.baseUrl, 'POST', '/api/webhooks/stripe', {
      body: { id: 'evt_1', type: 'invoice.paid' },
    });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.error.message).toBe('Missing Stripe-Signature header');
  });

  it('a declined card is refused on the page; the session stays open', async () => {
    const { token } = await signUpOverHttp(app.baseUrl);
    const pagePath = await checkout(token);
    const declined = await request(app.baseUrl, 'POST', `${pagePath}/complete`, {
      body: { card: '4000 0000 0000 0002' },
    });
    expect(declined.status).toBe(402);
    expect(declined.body.error.message).toBe('Your card was declined.');
    expect(
      (await request(app.baseUrl, 'POST', `${pagePath}/complete`, { body: { card: '4242 4242 4242 4242' } })).status,
    ).toBe(200);
  });

  it("the sandbox API answers only with the sandbox's key, in Stripe's error format", async () => {
    const { host, port } = app.runtime.stripe.api();
    const answer = await fetch(`http://${host}:${port}/v1/customers/cus_x`, {
      headers: { authorization: 'Bearer sk_test_wrong_key_123456' },
    });
    expect(answer.status).toBe(401);
    expect((await answer.json()).error).toMatchObject({
      type: 'invalid_request_error',
      message: expect.stringMatching(/^Invalid API Key provided/),
    });
    const missing = await fetch(`http://${host}:${port}/v1/customers/cus_x`, {
      headers: { authorization: `Bearer ${app.runtime.stripe.secretKey}` },
    });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toMatchObject({
      code: 'resource_missing',
      message: "No such customer: 'cus_x'",
    });
  });
});
