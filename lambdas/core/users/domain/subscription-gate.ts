import type { SubscriptionStatus } from '#shared/vocabulary';

/** The statuses that open the reminder features and the nag engine (active and trialing). */
export const OPEN_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing'];

export function isSubscriptionOpen(status: SubscriptionStatus): boolean {
  return OPEN_SUBSCRIPTION_STATUSES.includes(status);
}
