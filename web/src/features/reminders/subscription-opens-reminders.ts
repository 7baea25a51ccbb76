import type { SubscriptionStatus } from '@shared/contracts';

/** Only active and trialing subscriptions open the reminder features (and the texts). */
export const subscriptionOpensReminders = (status: SubscriptionStatus) => status === 'active' || status === 'trialing';
