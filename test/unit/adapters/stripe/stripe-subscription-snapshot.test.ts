import type Stripe from 'stripe';
import { snapshotOfStripeSubscription } from '../../../../lambdas/adapters/stripe/stripe-subscription-snapshot';

const at = (iso: string) => Date.parse(iso) / 1000;
const subscription = (overrides: Record<string, unknown> = {}) =>
  ({
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'trialing',
    start_date: at('2026-11-23T12:00:00Z'),
    trial_end: at('2026-12-07T12:00:00Z'),
    cancel_at: null,
    cancel_at_period_end: false,
    metadata: { userId: 'user-1' },
    items: {
      object: 'list',
      data: [{ current_period_start: at('2026-11-23T12:00:00Z'), current_period_end: at('2026-12-07T12:00:00Z') }],
    },
    ...overrides,
  }) as unknown as Stripe.Subscription;

describe('snapshotOfStripeSubscription', () => {
  it('reads the period end from the items (API 2025-03-31 and later)', () => {
    expect(snapshotOfStripeSubscription(subscription())).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      userId: 'user-1',
      status: 'trialing',
      startDate: '2026-11-23T12:00:00.000Z',
      currentPeriodEnd: '2026-12-07T12:00:00.000Z',
      trialEnd: '2026-12-07T12:00:00.000Z',
      cancelAtPeriodEnd: false,
    });
  });

  it('a cancellation scheduled with cancel_at ends it then', () => {
    expect(
      snapshotOfStripeSubscription(
        subscription({ status: 'active', trial_end: null, cancel_at: at('2026-12-01T00:00:00Z') }),
      ),
    ).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    });
  });

  it('an expanded customer and a status Stripe adds later', () => {
    expect(
      snapshotOfStripeSubscription(
        subscription({ customer: { id: 'cus_9' }, status: 'brand_new_status', metadata: {} }),
      ),
    ).toMatchObject({
      customerId: 'cus_9',
      status: 'incomplete',
    });
  });
});
