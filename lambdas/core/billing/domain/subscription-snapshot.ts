import type { SubscriptionStatus } from '#shared/vocabulary';
import type { SubscriptionStateChanges, User } from '../../users/domain/user';
import { isSubscriptionOpen } from '../../users/domain/subscription-gate';

/** A subscription as the billing provider holds it now, in our words (instants are ISO-8601 UTC). */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  /** Our user id, when the subscription carries it (set at checkout). */
  userId?: string;
  status: SubscriptionStatus;
  /** When the subscription began. */
  startDate: string;
  /** The end of the current period: the next billing date while it renews. */
  currentPeriodEnd?: string;
  trialEnd?: string;
  cancelAtPeriodEnd: boolean;
}

/** The provider's statuses we know; anything new reads as 'incomplete' (closed), never as open. */
const KNOWN: readonly SubscriptionStatus[] = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
];
export function toSubscriptionStatus(providerStatus: string): SubscriptionStatus {
  return (KNOWN as readonly string[]).includes(providerStatus) ? (providerStatus as SubscriptionStatus) : 'incomplete';
}

/** An ended subscription has no next billing date. */
const ENDED: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

/** The user fields that record a snapshot, read at `stateAt` (ms). Absent values remove the stored ones. */
export function subscriptionChanges(snapshot: SubscriptionSnapshot, stateAt: number): SubscriptionStateChanges {
  const ended = ENDED.includes(snapshot.status);
  return {
    stripeCustomerId: snapshot.customerId,
    subscriptionId: snapshot.id,
    subscriptionStatus: snapshot.status,
    subscriptionStartDate: snapshot.startDate,
    subscriptionEndDate: ended ? null : (snapshot.currentPeriodEnd ?? null),
    trialEndsAt: snapshot.trialEnd ?? null,
    cancelAtPeriodEnd: ended ? false : snapshot.cancelAtPeriodEnd,
    subscriptionStateAt: stateAt,
  };
}

/**
 * Whether a snapshot may replace what the user has recorded. The user's own subscription always may
 * (order is settled by `subscriptionStateAt`); another one only when it is not older than the recorded
 * one, so an event about a subscription that ended before the current one began changes nothing.
 */
export function mayRecordSubscription(
  user: Pick<User, 'subscriptionId' | 'subscriptionStartDate'>,
  snapshot: SubscriptionSnapshot,
): boolean {
  if (!user.subscriptionId || user.subscriptionId === snapshot.id) return true;
  if (!user.subscriptionStartDate) return true;
  return Date.parse(snapshot.startDate) >= Date.parse(user.subscriptionStartDate);
}

/** How a recorded change moved the user through the gate. */
export type GateMove = 'opened' | 'closed' | null;
export function gateMove(before: SubscriptionStatus, after: SubscriptionStatus): GateMove {
  const was = isSubscriptionOpen(before);
  const is = isSubscriptionOpen(after);
  if (was === is) return null;
  return is ? 'opened' : 'closed';
}
