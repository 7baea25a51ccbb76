import {
  gateMove,
  mayRecordSubscription,
  subscriptionChanges,
  toSubscriptionStatus,
  type SubscriptionSnapshot,
} from '#core/billing/domain/subscription-snapshot';
import { isSubscriptionOpen } from '#core/users/domain/subscription-gate';

const snapshot = (overrides: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  startDate: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  ...overrides,
});

describe('isSubscriptionOpen (active and trialing)', () => {
  it.each([
    ['active', true],
    ['trialing', true],
    ['past_due', false],
    ['canceled', false],
    ['unpaid', false],
    ['incomplete', false],
    ['incomplete_expired', false],
    ['paused', false],
    ['none', false],
  ] as const)('%s -> %s', (status, open) => expect(isSubscriptionOpen(status)).toBe(open));
});

describe('toSubscriptionStatus', () => {
  it.each([
    ['trialing', 'trialing'],
    ['active', 'active'],
    ['past_due', 'past_due'],
    ['canceled', 'canceled'],
    ['unpaid', 'unpaid'],
    ['paused', 'paused'],
    ['incomplete_expired', 'incomplete_expired'],
    ['something_stripe_adds_later', 'incomplete'],
    ['', 'incomplete'],
  ])('%j reads as %s (an unknown status never opens the gate)', (provider, ours) =>
    expect(toSubscriptionStatus(provider)).toBe(ours),
  );
});

describe('gateMove', () => {
  it.each([
    ['none', 'trialing', 'opened'],
    ['none', 'active', 'opened'],
    ['past_due', 'active', 'opened'],
    ['canceled', 'active', 'opened'],
    ['trialing', 'active', null],
    ['active', 'active', null],
    ['past_due', 'canceled', null],
    ['none', 'incomplete', null],
    ['active', 'past_due', 'closed'],
    ['trialing', 'canceled', 'closed'],
    ['active', 'unpaid', 'closed'],
    ['trialing', 'paused', 'closed'],
  ] as const)('%s -> %s: %s', (before, after, move) => expect(gateMove(before, after)).toBe(move));
});

describe('subscriptionChanges', () => {
  it('records the period end as the next billing date, with the read instant', () => {
    expect(
      subscriptionChanges(snapshot({ trialEnd: '2026-11-15T00:00:00.000Z', cancelAtPeriodEnd: true }), 1234),
    ).toEqual({
      stripeCustomerId: 'cus_1',
      subscriptionId: 'sub_1',
      subscriptionStatus: 'active',
      subscriptionStartDate: '2026-11-01T00:00:00.000Z',
      subscriptionEndDate: '2026-12-01T00:00:00.000Z',
      trialEndsAt: '2026-11-15T00:00:00.000Z',
      cancelAtPeriodEnd: true,
      subscriptionStateAt: 1234,
    });
  });

  it.each(['canceled', 'incomplete_expired'] as const)(
    'an ended (%s) subscription has no next billing date and no pending cancellation',
    (status) => {
      expect(subscriptionChanges(snapshot({ status, cancelAtPeriodEnd: true }), 1)).toMatchObject({
        subscriptionEndDate: null,
        cancelAtPeriodEnd: false,
      });
    },
  );

  it('removes a trial end the subscription does not have', () => {
    expect(subscriptionChanges(snapshot(), 1).trialEndsAt).toBeNull();
  });
});

describe('mayRecordSubscription', () => {
  it.each([
    ['nothing recorded yet', {}, snapshot(), true],
    [
      'the same subscription, any state',
      { subscriptionId: 'sub_1', subscriptionStartDate: '2026-11-01T00:00:00.000Z' },
      snapshot({ status: 'canceled' }),
      true,
    ],
    [
      'a newer subscription',
      { subscriptionId: 'sub_0', subscriptionStartDate: '2026-01-01T00:00:00.000Z' },
      snapshot(),
      true,
    ],
    [
      'an older one, ended before the current began',
      { subscriptionId: 'sub_2', subscriptionStartDate: '2026-12-01T00:00:00.000Z' },
      snapshot({ status: 'canceled' }),
      false,
    ],
  ])('%s -> %s', (_what, user, incoming, may) => expect(mayRecordSubscription(user, incoming)).toBe(may));
});
