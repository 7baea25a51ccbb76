import type { SubscriptionStatusResponse } from '@shared/contracts';

/**
 * Whether a checkout now would start the free trial: only a first subscription has one, and only once per phone
 * number (the server gives no trial to anyone who had a subscription before, nor on a number whose earlier account
 * had the trial: lambdas/core/billing/use-cases/create-checkout-session.ts, which the status reports as `trialUsed`),
 * so only someone who never subscribed and never had a trial. `null`: billing is not enabled on this server, and
 * the plan is offered as it stands.
 */
export function canStartTrial(subscription: SubscriptionStatusResponse | null | undefined): boolean {
  if (subscription === undefined) return false;
  if (subscription === null) return true;
  return subscription.subscriptionStatus === 'none' && !subscription.trialEndsAt && subscription.trialUsed !== true;
}
