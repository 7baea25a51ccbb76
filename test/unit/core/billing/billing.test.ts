import { memoryProcessedEvents } from '../../../support/memory/memory-processed-events';
import { BASIC_PLAN } from '#core/billing/domain/billing-plan';
import type { User } from '#core/users/domain/user';
import { DomainError } from '#core/kernel/errors';
import type { BillingEvent } from '#core/billing/ports/billing';
import { createCheckoutSession } from '#core/billing/use-cases/create-checkout-session';
import { createCustomerPortal } from '#core/billing/use-cases/create-customer-portal';
import { getSubscriptionStatus } from '#core/billing/use-cases/get-subscription-status';
import { handleBillingWebhook } from '#core/billing/use-cases/handle-billing-webhook';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { verifyCheckout } from '#core/billing/use-cases/verify-checkout';
import { fakeBilling } from '../../../support/fake-billing';
import { nagTestDeps, nagUser } from '../../../support/nag-test-deps';

function billingDeps() {
  const base = nagTestDeps('2026-11-23T12:00:00.000Z');
  return { ...base, billing: fakeBilling(() => base.clock.now()), processedEvents: memoryProcessedEvents() };
}
type BillingDeps = ReturnType<typeof billingDeps>;

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
};

/** A signed-up user without a subscription. */
const newcomer = (deps: BillingDeps, overrides: Partial<User> = {}) =>
  nagUser(deps, { subscriptionStatus: 'none', ...overrides });

/** Subscribes through checkout and the return page; the clock moves on a little, as it does between requests. */
async function subscribe(deps: BillingDeps, user: User) {
  const { url } = await createCheckoutSession(deps, user.id);
  const sessionId = url.split('/').pop()!;
  const subscription = deps.billing.complete(sessionId);
  deps.clock.advanceSeconds(1);
  await verifyCheckout(deps, user.id, sessionId);
  return { sessionId, subscription };
}

let seq = 0;
/** A provider event for the webhook, as the fake's "signature" accepts it. */
function webhook(deps: BillingDeps, event: Partial<BillingEvent> & Pick<BillingEvent, 'kind'>) {
  seq += 1;
  const body = deps.billing.sign({
    id: `evt_${seq}`,
    type: 'test.event',
    createdAt: deps.clock.now(),
    ...event,
  } as BillingEvent);
  deps.clock.advanceSeconds(1);
  return () => handleBillingWebhook(deps, body, 'valid');
}

describe('POST /subscription/checkout-session', () => {
  it("creates the customer once, stores it, and a second click gets the same session, with the account's zone", async () => {
    const deps = billingDeps();
    const user = await newcomer(deps, { timezone: 'Asia/Kolkata' });
    const first = await createCheckoutSession(deps, user.id);
    const second = await createCheckoutSession(deps, user.id);
    expect(second.url).toBe(first.url);
    expect(deps.billing.customers.size).toBe(1);
    const stored = await deps.users.get(user.id);
    expect(stored?.stripeCustomerId).toBe([...deps.billing.customers.keys()][0]);
    expect(await deps.users.findByStripeCustomer(stored!.stripeCustomerId!)).toMatchObject({ id: user.id });
    const session = [...deps.billing.sessions.values()][0]!;
    expect(session.request).toMatchObject({
      plan: BASIC_PLAN,
      trialDays: 14,
      successPath: '/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancelPath: '/subscribe',
      timeZone: 'Asia/Kolkata',
    });
  });

  it.each(['active', 'trialing'] as const)('refuses a user already %s with 409 and creates nothing', async (status) => {
    const deps = billingDeps();
    const user = await newcomer(deps, { subscriptionStatus: status });
    const error = await failure(createCheckoutSession(deps, user.id));
    expect(error.code).toBe('conflict');
    expect(error.message).toMatch(/already have a subscription/);
    expect(deps.billing.sessions.size).toBe(0);
  });

  it.each(['past_due', 'unpaid'] as const)(
    'sends a %s user to fix the card instead of a second subscription',
    async (status) => {
      const deps = billingDeps();
      const user = await newcomer(deps, {
        subscriptionStatus: status,
        stripeCustomerId: 'cus_x',
        subscriptionId: 'sub_x',
      });
      expect((await failure(createCheckoutSession(deps, user.id))).message).toMatch(/update your card/);
    },
  );

  it('gives the trial once: someone coming back after cancelling pays from the start', async () => {
    const deps = billingDeps();
    const user = await newcomer(deps, {
      subscriptionStatus: 'canceled',
      subscriptionId: 'sub_old',
      trialEndsAt: '2026-01-01T00:00:00.000Z',
    });
    await createCheckoutSession(deps, user.id);
    expect([...deps.billing.sessions.values()][0]!.request.trialDays).toBe(0);
  });
});

describe('POST /subscription/verify-checkout', () => {
  it('records the subscription at once (the gate opens), counts it, and resumes the nags', async () => {
    const deps = billingDeps();
    const user = await newcomer(deps);
    const at = new Date(deps.clock.now().getTime() + 3600_000);
    // A reminder made while subscribed earlier: held (no schedule) while the user has no subscription.
    await deps.users.update(user.id, { subscriptionStatus: 'trialing' }, deps.clock.now().toISOString());
    const task = await createReminder(deps, user.id, {
      task: 'Water plants',
      scheduledDate: at.toISOString().slice(0, 10),
      scheduledTime: at.toISOString().slice(11, 16),
      repeat: 'once',
    });
    await deps.users.update(user.id, { subscriptionStatus: 'none' }, deps.clock.now().toISOString());
    for (const name of deps.scheduler.live.keys()) await deps.scheduler.cancel(name);

    const { url } = await createCheckoutSession(deps, user.id);
    const sessionId = url.split('/').pop()!;
    const subscription = deps.billing.complete(sessionId);
    const answer = await verifyCheckout(deps, user.id, sessionId);

    expect(answer).toMatchObject({
      subscriptionStatus: 'trialing',
      subscriptionEndDate: subscription.currentPeriodEnd,
      trialEndsAt: subscription.trialEnd,
      cancelAtPeriodEnd: false,
    });
    expect(await getSubscriptionStatus(deps, user.id)).toEqual(answer);
    expect(deps.counted).toEqual([
      { eventId: `checkout:${sessionId}:subscription-opened`, deltas: { activeSubscriptions: 1, newSubscriptions: 1 } },
    ]);
    expect([...deps.scheduler.live.values()].map((s) => s.payload.reminderId)).toEqual([task.id]);
  });

  it('asked again, or after the webhook, changes nothing and counts nothing twice', async () => {
    const deps = billingDeps();
    const user = await newcomer(deps);
    const { sessionId, subscription } = await subscribe(deps, user);
    await webhook(deps, {
      kind: 'subscription_changed',
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
    })();
    await verifyCheckout(deps, user.id, sessionId);
    expect(deps.counted).toHaveLength(1);
  });

  it("refuses another user's session with 404 and changes nothing for either", async () => {
    const deps = billingDeps();
    const owner = await newcomer(deps);
    const intruder = await newcomer(deps);
    const { url } = await createCheckoutSession(deps, owner.id);
    const sessionId = url.split('/').pop()!;
    deps.billing.complete(sessionId);
    await createCheckoutSession(deps, intruder.id);
    const before = await deps.users.get(intruder.id);

    const error = await failure(verifyCheckout(deps, intruder.id, sessionId));
    expect([error.code, error.message]).toEqual([
      'not_found',
      'No checkout session with this id belongs to your account.',
    ]);
    expect(await deps.users.get(intruder.id)).toEqual(before);
    expect((await deps.users.get(owner.id))?.subscriptionStatus).toBe('none');
    expect(deps.counted).toEqual([]);
  });

  it.each([
    ['a made-up id', 'cs_test_madeup'],
    ['something that is not a session id', '../../v1/customers'],
  ])('refuses %s with 404', async (_what, sessionId) => {
    const deps = billingDeps();
    const user = await newcomer(deps);
    expect((await failure(verifyCheckout(deps, user.id, sessionId))).code).toBe('not_found');
  });

  it('says a checkout not finished yet is not finished (409)', async () => {
    const deps = billingDeps();
    const user = await newcomer(deps);
    const { url } = await createCheckoutSession(deps, user.id);
    const error = await failure(verifyCheckout(deps, user.id, url.split('/').pop()!));
    expect([error.code, error.message]).toEqual([
      'conflict',
      'This checkout has not been completed yet. Finish it, or subscribe again.',
    ]);
  });
});

describe('POST /webhooks/stripe', () => {
  it('refuses a bad signature with 400 before anything', async () => {
    const deps = billingDeps();
    const error = await failure(handleBillingWebhook(deps, '{}', 'forged'));
    expect(error.code).toBe('validation_failed');
    expect(deps.processedEvents.count()).toBe(0);
  });

  it('handles an event once: a replay has no effect', async () => {
    const deps = billingDeps();
    const user = await newcomer(deps);
    const { subscription } = await subscribe(deps, user);
    const paid = webhook(deps, {
      kind: 'invoice_paid',
      invoiceId: 'in_1',
      subscriptionId: subscription.id,
      amountPaidCents: 499,
    });
    await paid();
    await paid();
    expect(deps.counted.filter((c) => c.deltas.revenueCents)).toHaveLength(1);
    expect(deps.metrics.counted('WebhookEvents', { Type: 'invoice_paid' })).toBe(1);
    expect(deps.counted.find((c) => c.deltas.revenueCents)?.deltas).toEqual({ revenueCents: 499 });
  });

  it('reaches the same final state whatever order the events arrive in (each records a fresh read)', async () => {
    for (const order of [
      [0, 1, 2],
      [2, 1, 0],
      [1, 2, 0, 0, 2],
    ]) {
      const deps = billingDeps();
      const user = await newcomer(deps);
      const { subscription } = await subscribe(deps, user);
      // Trial ends and the payment fails, then the card is fixed and it is paid: three events.
      deps.billing.change(subscription.id, { status: 'past_due' });
      const failed = webhook(deps, {
        kind: 'invoice_payment_failed',
        invoiceId: 'in_2',
        subscriptionId: subscription.id,
      });
      const updated = webhook(deps, {
        kind: 'subscription_changed',
        subscriptionId: subscription.id,
        customerId: subscription.customerId,
      });
      deps.billing.change(subscription.id, { status: 'active', currentPeriodEnd: '2027-01-07T12:00:00.000Z' });
      const paid = webhook(deps, {
        kind: 'invoice_paid',
        invoiceId: 'in_2',
        subscriptionId: subscription.id,
        amountPaidCents: 499,
      });
      const events = [failed, updated, paid];
      for (const index of order) await events[index]!();
      expect(await getSubscriptionStatus(deps, user.id)).toMatchObject({
        subscriptionStatus: 'active',
        subscriptionEndDate: '2027-01-07T12:00:00.000Z',
      });
      expect(deps.counted.filter((c) => c.eventId.endsWith('subscription-opened'))).toHaveLength(1);
    }
  });

  it('closes the gate on past_due (nags held, one fewer active subscription) and reopens it when paid', async () => {
    const deps = billingDeps();
    const user = await newcomer(deps);
    const { subscription } = await subscribe(deps, user);
    const at = new Date(deps.clock.now().getTime() + 3600_000);
    await createReminder(deps, user.id, {
      task: 'Call mom',
      scheduledDate: at.toISOString().slice(0, 10),
      scheduledTime: at.toISOString().slice(11, 16),
      repeat: 'daily',
    });
    expect(deps.scheduler.live.size).toBe(1);

    deps.billing.change(subscription.id, { status: 'past_due' });
    await webhook(deps, { kind: 'invoice_payment_failed', invoiceId: 'in_2', subscriptionId: subscription.id })();
    expect((await deps.users.get(user.id))?.subscriptionStatus).toBe('past_due');
    expect(deps.scheduler.live.size).toBe(0);
    expect(deps.counted.filter((c) => c.deltas.activeSubscriptions).at(-1)?.deltas).toEqual({
      activeSubscriptions: -1,
    });

    deps.billing.change(subscription.id, { status: 'active' });
    await webhook(deps, {
      kind: 'invoice_paid',
      invoiceId: 'in_2',
      subscriptionId: subscription.id,
      amountPaidCents: 499,
    })();
    expect(deps.scheduler.live.size).toBe(1);
    // Back from past_due: active again, but not a new subscription.
    expect(deps.counted.filter((c) => c.eventId.endsWith('subscription-opened')).map((c) => c.deltas)).toEqual([
      { activeSubscriptions: 1, newSubscriptions: 1 },
      { activeSubscriptions: 1 },
    ]);
  });

  it('a delivery that crashed after recording the reopened gate, before re-planning, is healed by the retry (found by npm run simulate)', async () => {
    const deps = billingDeps();
    const user = await newcomer(deps);
    const { subscription } = await subscribe(deps, user);
    const at = new Date(deps.clock.now().getTime() + 3600_000);
    await createReminder(deps, user.id, {
      task: 'Call mom',
      scheduledDate: at.toISOString().slice(0, 10),
      scheduledTime: at.toISOString().slice(11, 16),
      repeat: 'daily',
    });
    deps.billing.change(subscription.id, { status: 'past_due' });
    await webhook(deps, { kind: 'invoice_payment_failed', invoiceId: 'in_3', subscriptionId: subscription.id })();
    expect(deps.scheduler.live.size).toBe(0);

    deps.billing.change(subscription.id, { status: 'active' });
    const listForUser = deps.reminders.listForUser;
    deps.reminders.listForUser = async () => {
      throw new Error('crash after the state was recorded');
    };
    const paid = webhook(deps, {
      kind: 'invoice_paid',
      invoiceId: 'in_3',
      subscriptionId: subscription.id,
      amountPaidCents: 499,
    });
    await expect(paid()).rejects.toThrow('crash after the state was recorded');
    expect((await deps.users.get(user.id))?.subscriptionStatus).toBe('active');
    expect(deps.scheduler.live.size).toBe(0);
    deps.reminders.listForUser = listForUser;
    deps.clock.advanceSeconds(30);
    await paid();
    expect(deps.scheduler.live.size).toBe(1);
  });

  it('ignores an event about an older subscription than the one recorded', async () => {
    const deps = billingDeps();
    const user = await newcomer(deps);
    const { subscription: current } = await subscribe(deps, user);
    deps.billing.subscriptions.set('sub_old', {
      ...current,
      id: 'sub_old',
      status: 'canceled',
      startDate: '2025-01-01T00:00:00.000Z',
    });
    await webhook(deps, { kind: 'subscription_changed', subscriptionId: 'sub_old', customerId: current.customerId })();
    expect(await deps.users.get(user.id)).toMatchObject({ subscriptionId: current.id, subscriptionStatus: 'trialing' });
  });

  it('acknowledges kinds it does not use, and events for nobody, without changing anything', async () => {
    const deps = billingDeps();
    await expect(webhook(deps, { kind: 'ignored' })()).resolves.toEqual({ received: true });
    await expect(
      webhook(deps, { kind: 'subscription_changed', subscriptionId: 'sub_unknown', customerId: 'cus_unknown' })(),
    ).resolves.toEqual({ received: true });
    expect(deps.counted).toEqual([]);
    expect(deps.processedEvents.count()).toBe(2);
    expect(deps.metrics.recorded.map((m) => m.dimension)).toEqual([
      { Type: 'ignored' },
      { Type: 'subscription_changed' },
    ]);
  });
});

describe('POST /subscription/customer-portal', () => {
  it("opens the portal for the customer, returning to /settings, with the account's zone as it is now", async () => {
    const deps = billingDeps();
    const user = await newcomer(deps);
    await subscribe(deps, user);
    await deps.users.update(user.id, { timezone: 'Pacific/Auckland' }, deps.clock.now().toISOString());
    const customer = (await deps.users.get(user.id))!.stripeCustomerId!;
    expect(await createCustomerPortal(deps, user.id)).toEqual({
      url: `https://portal.test/${customer}?return=%2Fsettings&zone=Pacific%2FAuckland`,
    });
  });

  it('says there is nothing to manage before a first checkout', async () => {
    const deps = billingDeps();
    const user = await newcomer(deps);
    expect((await failure(createCustomerPortal(deps, user.id))).code).toBe('conflict');
  });
});

it('status reads the recorded subscription', async () => {
  const deps = billingDeps();
  const user = await newcomer(deps);
  expect(await getSubscriptionStatus(deps, user.id)).toEqual({ subscriptionStatus: 'none', cancelAtPeriodEnd: false });
});

it('verify: a finished checkout whose subscription no longer runs is a 409 that says so', async () => {
  const deps = billingDeps();
  const user = await newcomer(deps);
  const { sessionId, subscription } = await subscribe(deps, user);
  deps.billing.change(subscription.id, { status: 'canceled' });
  deps.clock.advanceSeconds(1);
  const error = await failure(verifyCheckout(deps, user.id, sessionId));
  expect([error.code, error.message]).toEqual([
    'conflict',
    'This checkout finished, but the subscription is canceled. Manage it from Settings, or subscribe again.',
  ]);
  expect((await deps.users.get(user.id))?.subscriptionStatus).toBe('canceled');
});
