import type { SubscriptionStatusResponse } from '@shared/contracts';

/**
 * Whether a checkout now would start the free trial: only a first subscription has one (the server gives no
 * trial to anyone who had a subscription before, lambdas/core/billing/use-cases/create-checkout-session.ts),
 * so only someone who never subscribed and never had a trial. `null`: billing is not enabled on this server,
 * and the plan is offered as it stands.
 */
export function canStartTrial(subscription: SubscriptionStatusResponse | null | undefined): boolean {
  if (subscription === undefined) return false;
  if (subscription === null) return true;
  return subscription.subscriptionStatus === 'none' && !subscription.trialEndsAt;
}
