import type { SubscriptionStatusResponse } from '#shared/contracts/subscription';
import { isSubscriptionOpen } from '../../users/domain/subscription-gate';
import { toSubscriptionStatusResponse } from '../domain/subscription-status-view';
import { fail } from '../../kernel/errors';
import type { BillingPorts } from '../billing-ports';
import { syncSubscription, type SyncSubscriptionDeps } from './sync-subscription';

/** The provider's checkout session ids; anything else cannot be one (and never reaches the provider). */
const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;
export const CHECKOUT_NOT_FOUND_MESSAGE = 'No checkout session with this id belongs to your account.';

/**
 * POST /subscription/verify-checkout: the browser is back from a completed checkout. The session must be
 * this user's (another user's id, or a made-up one, is not found and changes nothing); its subscription is
 * recorded at once, so the reminder features open before the provider's webhook arrives.
 */
export async function verifyCheckout(
  deps: SyncSubscriptionDeps & Pick<BillingPorts, 'users'>,
  userId: string,
  sessionId: string,
): Promise<SubscriptionStatusResponse> {
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  if (!CHECKOUT_SESSION_ID.test(sessionId)) fail('not_found', CHECKOUT_NOT_FOUND_MESSAGE);
  const session = await deps.billing.getCheckoutSession(sessionId);
  const ours =
    session &&
    session.userId === user.id &&
    session.customerId !== undefined &&
    session.customerId === user.stripeCustomerId;
  if (!session || !ours) fail('not_found', CHECKOUT_NOT_FOUND_MESSAGE);
  if (session.status === 'expired')
    fail('conflict', 'This checkout expired before it was completed. Please subscribe again.');
  if (session.status !== 'complete' || !session.subscriptionId) {
    fail('conflict', 'This checkout has not been completed yet. Finish it, or subscribe again.');
  }
  const recorded =
    (await syncSubscription(deps, {
      subscriptionId: session.subscriptionId,
      userId: user.id,
      triggerId: `checkout:${session.id}`,
    })) ?? user;
  // A finished checkout whose subscription is not (or no longer) running is not a payment to celebrate.
  if (!isSubscriptionOpen(recorded.subscriptionStatus)) {
    fail(
      'conflict',
      `This checkout finished, but the subscription is ${recorded.subscriptionStatus.replace(/_/g, ' ')}. Manage it from Settings, or subscribe again.`,
    );
  }
  return toSubscriptionStatusResponse(recorded);
}
