import { attachCard } from './customers';
import { requiredText, text, type Params } from './form-params';
import { portalSessionObject } from './objects/portal-session';
import { retryInvoice, schedule } from './renewals';
import { pageOrigin, type SandboxContext } from './sandbox-context';
import { SandboxError } from './sandbox-error';
import { newId } from './stripe-ids';
import {
  publicView,
  type SandboxPaymentMethod,
  type SandboxPortalSession,
  type SandboxSubscription,
  type StoredSubscription,
} from './stripe-objects';
import { hasEnded, markCancelAtPeriodEnd } from './subscriptions';
import { testCardOf } from './test-cards';

/** What the portal page shows: the customer's newest subscription (a live one first) and its card. */
export interface PortalView {
  portal: SandboxPortalSession;
  subscription: SandboxSubscription | null;
  card: SandboxPaymentMethod | null;
}

export function createPortalSession(context: SandboxContext, params: Params): SandboxPortalSession {
  const customer = requiredText(params.customer, 'customer');
  context.objects.find('customer', customer, 'customer');
  const id = newId('bps');
  const session = portalSessionObject({
    id,
    created: context.now(),
    customer,
    return_url: text(params.return_url) ?? null,
    url: `${pageOrigin(context, text(params.return_url))}/dev/stripe/portal/${id}`,
  });
  context.objects.put(session);
  context.events.flush();
  return publicView(session);
}

export function portalView(context: SandboxContext, portalSessionId: string): PortalView {
  const portal = publicView(context.objects.find('billing_portal.session', portalSessionId));
  const subscriptions = context.objects
    .subscriptionIdsOf(portal.customer)
    .map((id) => context.objects.get('subscription', id)!)
    .sort((a, b) => b.created - a.created);
  const subscription = subscriptions.find((s) => !hasEnded(s)) ?? subscriptions[0] ?? null;
  const customer = context.objects.get('customer', portal.customer);
  const cardId = subscription?.default_payment_method ?? customer?.invoice_settings.default_payment_method;
  const card = cardId ? (context.objects.get('payment_method', cardId) ?? null) : null;
  return { portal, subscription: subscription ? publicView(subscription) : null, card: card ? publicView(card) : null };
}

/** Portal: cancel at the period's end (true) or take that back (false). */
export function setCancelAtPeriodEnd(
  context: SandboxContext,
  portalSessionId: string,
  cancel: boolean,
): SandboxSubscription {
  const subscription = portalSubscription(context, portalSessionId);
  markCancelAtPeriodEnd(context, subscription, cancel);
  context.events.flush();
  return publicView(context.objects.find('subscription', subscription.id));
}

/** Portal: a new card becomes the default; an unpaid invoice is paid with it at once (Stripe retries it). */
export function updateCard(context: SandboxContext, portalSessionId: string, number: string): SandboxSubscription {
  const subscription = portalSubscription(context, portalSessionId);
  const card = testCardOf(number);
  const paymentMethod = attachCard(context, subscription.customer, card);
  const updated: StoredSubscription = { ...subscription, default_payment_method: paymentMethod };
  context.objects.put(updated);
  context.events.emit('customer.subscription.updated', updated, {
    default_payment_method: subscription.default_payment_method,
  });
  if (updated._sandbox.openInvoice) {
    retryInvoice(context, updated, context.now());
    schedule(context, context.objects.get('subscription', subscription.id)!);
  }
  context.events.flush();
  return publicView(context.objects.find('subscription', subscription.id));
}

/** The subscription the portal can still change; 409 when it has none. */
function portalSubscription(context: SandboxContext, portalSessionId: string): StoredSubscription {
  const { subscription } = portalView(context, portalSessionId);
  if (!subscription || hasEnded(subscription)) {
    throw new SandboxError(
      409,
      'invalid_request_error',
      'This customer has no subscription to change.',
      'no_active_subscription',
    );
  }
  return context.objects.get('subscription', subscription.id)!;
}
