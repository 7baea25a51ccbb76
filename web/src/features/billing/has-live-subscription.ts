import type { SubscriptionStatus } from '@shared/contracts';

/**
 * A subscription that still exists and could bill again: its owner manages it (card, cancel) rather than
 * starting a second one. Past due and unpaid ones are fixed by updating the card.
 */
const LIVE: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due', 'unpaid', 'paused'];

export const hasLiveSubscription = (status: SubscriptionStatus | undefined) =>
  status !== undefined && LIVE.includes(status);
