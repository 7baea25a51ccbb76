import type { SandboxEvent } from '../../../local/stripe-sandbox/event-log';
import { billingApi } from '../../support/billing-api';

let api: Awaited<ReturnType<typeof billingApi>>;
beforeAll(async () => {
  api = await billingApi();
});
afterAll(() => api?.stop());

const DAY = 24 * 60;
const SUBSCRIPTION_FIELDS = [
  'subscriptionId',
  'subscriptionStatus',
  'subscriptionStartDate',
  'subscriptionEndDate',
  'trialEndsAt',
  'cancelAtPeriodEnd',
] as const;

/** What the user item records of the subscription. */
async function recorded(userId: string) {
  const item = (await api.stored(userId))!;
  return Object.fromEntries(SUBSCRIPTION_FIELDS.map((field) => [field, item[field]]));
}

/**
 * A whole subscription life at the sandbox, its events kept undelivered: checkout with a card that fails
 * later, the trial ends and the charge fails (past_due), the card is fixed (active), a renewal, a cancellation
 * at the period end, and the period ends (canceled).
 */
async function lifeEvents(): Promise<{ userId: string; events: SandboxEvent[] }> {
  const user = await api.signedUpUser();
  api.events.length = 0;
  const { subscriptionId } = await api.subscribe(user.token, 'fail');
  const customer = api.sandbox.retrieve('subscription', subscriptionId).customer as string;
  api.clock.advanceMinutes(15 * DAY);
  api.sandbox.advance();
  const portal = api.sandbox.createPortalSession({ customer, return_url: 'http://127.0.0.1:3999/settings' });
  api.sandbox.updateCard(portal.id, '4242 4242 4242 4242');
  api.clock.advanceMinutes(31 * DAY);
  api.sandbox.advance();
  api.sandbox.setCancelAtPeriodEnd(portal.id, true);
  api.clock.advanceMinutes(31 * DAY);
  api.sandbox.advance();
  expect(api.sandbox.retrieve('subscription', subscriptionId).status).toBe('canceled');
  return { userId: user.id, events: [...api.events] };
}

/** Delivers each event; every answer must be 200. */
async function deliverAll(events: SandboxEvent[]) {
  for (const event of events) {
    const answer = await api.deliver(event);
    expect(answer.status).toBe(200);
  }
}

/** A fixed shuffle (no randomness in tests). */
const shuffled = <T>(items: T[]) =>
  items
    .map((item, i) => ({ item, key: (i * 7919) % 101 }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

describe('webhook events, any number of times, in any order', () => {
  it('in order, reversed, shuffled and each delivered twice: the same final state, the revenue counted once per invoice', async () => {
    const orders = {
      inOrder: (e: SandboxEvent[]) => e,
      reversed: (e: SandboxEvent[]) => [...e].reverse(),
      shuffledTwice: (e: SandboxEvent[]) => shuffled([...e, ...e]),
    };
    const finals: Record<string, unknown>[] = [];
    for (const [name, order] of Object.entries(orders)) {
      const { userId, events } = await lifeEvents();
      api.deps.stats.recorded.length = 0;
      await deliverAll(order(events));
      const final = await recorded(userId);
      expect({ name, status: final.subscriptionStatus, cancelAtPeriodEnd: final.cancelAtPeriodEnd }).toEqual({
        name,
        status: 'canceled',
        cancelAtPeriodEnd: false,
      });
      finals.push({ ...final, subscriptionId: 'same', subscriptionStartDate: 'same', trialEndsAt: 'same' });

      const paidInvoices = events.filter((e) => e.type === 'invoice.paid' && e.data.object.amount_paid > 0);
      const revenue = api.deps.stats.recorded.filter((r) => r.deltas.revenueCents);
      expect(revenue.map((r) => r.deltas.revenueCents)).toEqual(paidInvoices.map(() => 499));
      expect(new Set(revenue.map((r) => r.eventId)).size).toBe(revenue.length);
      // Opened and closed at most once per move the record made, never twice for one event.
      const moves = api.deps.stats.recorded.filter((r) => r.deltas.activeSubscriptions);
      expect(moves.every((m) => m.counted)).toBe(true);
      expect(moves.reduce((sum, m) => sum + (m.deltas.activeSubscriptions ?? 0), 0)).toBe(0);
    }
    expect(finals[1]).toEqual(finals[0]);
    expect(finals[2]).toEqual(finals[0]);
  });

  it('a replay of a handled event does nothing at all', async () => {
    const user = await api.signedUpUser();
    api.events.length = 0;
    await api.subscribe(user.token);
    const completed = api.events.find((e) => e.type === 'checkout.session.completed')!;
    expect((await api.deliver(completed)).status).toBe(200);
    const afterFirst = await api.stored(user.id);
    api.deps.stats.recorded.length = 0;
    api.clock.advanceSeconds(5);
    expect((await api.deliver(completed)).status).toBe(200);
    expect(await api.stored(user.id)).toEqual(afterFirst);
    expect(api.deps.stats.recorded).toEqual([]);
  });

  it('checkout.session.completed alone opens the gate (the browser never came back to verify)', async () => {
    const user = await api.signedUpUser();
    api.events.length = 0;
    await api.subscribe(user.token);
    await api.deliver(api.events.find((e) => e.type === 'checkout.session.completed')!);
    expect(await recorded(user.id)).toMatchObject({ subscriptionStatus: 'trialing', cancelAtPeriodEnd: false });
  });

  it('a state read earlier than the recorded one never overwrites it', async () => {
    const user = await api.signedUpUser();
    api.events.length = 0;
    await api.subscribe(user.token);
    await api.deliver(api.events.find((e) => e.type === 'checkout.session.completed')!);
    const item = (await api.stored(user.id))!;
    const older = await api.deps.users.recordSubscriptionState(
      user.id,
      {
        subscriptionStatus: 'canceled',
        subscriptionEndDate: null,
        subscriptionStateAt: item.subscriptionStateAt - 1,
      },
      new Date().toISOString(),
    );
    const same = await api.deps.users.recordSubscriptionState(
      user.id,
      {
        subscriptionStatus: 'canceled',
        subscriptionStateAt: item.subscriptionStateAt,
      },
      new Date().toISOString(),
    );
    expect([older, same]).toEqual([null, null]);
    expect(await api.stored(user.id)).toEqual(item);
  });

  it('finds the user by the Stripe customer (the lookups index on the user item)', async () => {
    const user = await api.signedUpUser();
    await api.send('createCheckoutSession', { token: user.token });
    const item = (await api.stored(user.id))!;
    expect(item).toMatchObject({ gsi2pk: `STRIPE#${item.stripeCustomerId}`, gsi2sk: 'USER' });
    expect(await api.deps.users.findByStripeCustomer(item.stripeCustomerId)).toMatchObject({ id: user.id });
    expect(await api.deps.users.findByStripeCustomer('cus_nobody')).toBeNull();
  });
});
