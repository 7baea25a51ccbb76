import type { SubscriptionStatus } from '../../../../shared/contracts';

/** Spec section 4: only active and trialing subscriptions open the reminder features (and the texts). */
export const subscriptionOpensReminders = (status: SubscriptionStatus) => status === 'active' || status === 'trialing';
