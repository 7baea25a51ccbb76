import type Stripe from 'stripe';
import { toSubscriptionStatus, type SubscriptionSnapshot } from '#core/billing/domain/subscription-snapshot';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The id of an expandable field, whether Stripe sent the id or the object. */
export function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

/**
 * A Stripe subscription in our words. Since API version 2025-03-31 the billing period lives on each item
 * (`items.data[].current_period_end`); the plan has one item, the latest end is the period's end. A
 * cancellation scheduled with `cancel_at` ends it then, like one at the period end.
 */
export function snapshotOfStripeSubscription(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const periodEnds = subscription.items.data
    .map((item) => item.current_period_end)
    .filter((end) => Number.isFinite(end));
  const periodEnd = periodEnds.length ? Math.max(...periodEnds) : undefined;
  const endsAt =
    subscription.cancel_at !== null && periodEnd !== undefined
      ? Math.min(subscription.cancel_at, periodEnd)
      : periodEnd;
  const userId = subscription.metadata?.userId;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    ...(userId ? { userId } : {}),
    status: toSubscriptionStatus(subscription.status),
    startDate: iso(subscription.start_date),
    ...(endsAt !== undefined ? { currentPeriodEnd: iso(endsAt) } : {}),
    ...(subscription.trial_end !== null ? { trialEnd: iso(subscription.trial_end) } : {}),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
  };
}
