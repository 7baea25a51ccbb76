import type { SubscriptionStatus } from '@shared/contracts';

/** A subscription's status in words, as users read it in Settings and admins in the admin area ("past_due" is "Past due"). */
export const subscriptionStatusLabels: Readonly<Record<SubscriptionStatus, string>> = {
  none: 'No subscription',
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};
