import type { RedirectUrl } from '#shared/contracts/subscription';
import type { SubscriptionStatus } from '#shared/vocabulary';
import { BASIC_PLAN, CHECKOUT_CANCEL_PATH, CHECKOUT_SUCCESS_PATH } from '../domain/billing-plan';
import { isSubscriptionOpen } from '../../users/domain/subscription-gate';
import { fail } from '../../kernel/errors';
import type { BillingPorts } from '../billing-ports';
import { ensureBillingCustomer } from './ensure-billing-customer';
import { isTrialAvailable } from './trial-available';

/** A subscription that still exists and may bill again: a second one would charge twice. */
const NEEDS_FIXING_NOT_A_NEW_ONE: readonly SubscriptionStatus[] = ['past_due', 'unpaid', 'paused'];

export const ALREADY_SUBSCRIBED_MESSAGE =
  'You already have a subscription. Use Manage Subscription to change or cancel it.';
export const FIX_PAYMENT_MESSAGE =
  'Your subscription has a payment problem. Use Manage Subscription to update your card.';

/**
 * POST /subscription/checkout-session: the provider's checkout for the Basic plan. The free trial is for a
 * first subscription only and once per number: someone coming back after cancelling, or signing up again on a
 * number whose earlier account had the trial, pays from the start.
 */
export async function createCheckoutSession(
  deps: Pick<BillingPorts, 'users' | 'billing' | 'clock' | 'numberTrials'>,
  userId: string,
): Promise<RedirectUrl> {
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  if (isSubscriptionOpen(user.subscriptionStatus)) fail('conflict', ALREADY_SUBSCRIBED_MESSAGE);
  if (NEEDS_FIXING_NOT_A_NEW_ONE.includes(user.subscriptionStatus)) fail('conflict', FIX_PAYMENT_MESSAGE);
  const customerId = await ensureBillingCustomer(deps, user);
  const trialAvailable = await isTrialAvailable(deps, user);
  const session = await deps.billing.createCheckoutSession({
    customerId,
    userId,
    plan: BASIC_PLAN,
    trialDays: trialAvailable ? BASIC_PLAN.trialDays : 0,
    successPath: CHECKOUT_SUCCESS_PATH,
    cancelPath: CHECKOUT_CANCEL_PATH,
    timeZone: user.timezone,
    phone: user.phoneNumber,
  });
  return { url: session.url };
}
