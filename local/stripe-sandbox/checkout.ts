import type Stripe from 'stripe';
import { attachCard } from './customers';
import { limitOf, list, metadataOf, object, requiredText, text, type Params } from './form-params';
import { checkoutSessionObject, customerDetailsOf } from './objects/checkout-session';
import { schedule } from './renewals';
import { pageOrigin, type SandboxContext } from './sandbox-context';
import { invalidParam, missingParam, missingResource, SandboxError } from './sandbox-error';
import { newId } from './stripe-ids';
import { publicView, type SandboxCheckoutSession, type StoredCheckoutSession } from './stripe-objects';
import { startSubscription } from './subscriptions';
import { cardForOutcome, testCardOf } from './test-cards';

/** A checkout page stays usable for a day, as Stripe's default. */
const CHECKOUT_LIFETIME_SECONDS = 24 * 3600;

/** What the checkout page's button sends: a card number, or an outcome standing for one. */
export type CheckoutInput = { card: string } | { outcome: 'success' | 'fail' };

export function createCheckoutSession(context: SandboxContext, params: Params): SandboxCheckoutSession {
  const mode = requiredText(params.mode, 'mode');
  if (mode !== 'subscription') throw invalidParam('mode', `This sandbox emulates subscription mode only, not ${mode}.`);
  const successUrl = requiredText(params.success_url, 'success_url');
  const customerId = requiredText(params.customer, 'customer');
  context.objects.find('customer', customerId, 'customer');
  const items = list(params.line_items).map(object);
  if (items.length === 0) throw missingParam('line_items');
  const lineItems = items.map((item, i) => {
    const priceId = requiredText(item.price, `line_items[${i}][price]`);
    const price = context.objects.find('price', priceId, `line_items[${i}][price]`);
    if (price.type !== 'recurring')
      throw invalidParam(`line_items[${i}][price]`, 'In subscription mode every price must be recurring.');
    return { price: priceId, quantity: Number(text(item.quantity) ?? '1') };
  });
  const subscriptionData = object(params.subscription_data);
  const trialDays = Number(text(subscriptionData.trial_period_days) ?? '0');
  if (!Number.isInteger(trialDays) || trialDays < 0 || trialDays > 730) {
    throw invalidParam(
      'subscription_data[trial_period_days]',
      'trial_period_days must be a whole number of days from 1 to 730.',
    );
  }
  const now = context.now();
  const id = newId('cs_test');
  const priceOf = (priceId: string) => context.objects.get('price', priceId)!;
  const amount = lineItems.reduce((sum, item) => sum + priceOf(item.price).unit_amount * item.quantity, 0);
  const session = checkoutSessionObject({
    id,
    amount_subtotal: amount,
    amount_total: amount,
    cancel_url: text(params.cancel_url) ?? null,
    client_reference_id: text(params.client_reference_id) ?? null,
    created: now,
    currency: priceOf(lineItems[0]!.price).currency,
    customer: customerId,
    expires_at: now + CHECKOUT_LIFETIME_SECONDS,
    metadata: metadataOf(params.metadata),
    mode,
    success_url: successUrl,
    url: `${pageOrigin(context, successUrl)}/dev/stripe/checkout/${id}`,
    _sandbox: { lineItems, trialDays, subscriptionMetadata: metadataOf(subscriptionData.metadata) },
  });
  context.objects.put(session);
  context.events.flush();
  return publicView(session);
}

/** A customer's (or all) checkout sessions, newest first; those past their expiry are expired first. */
export function listCheckoutSessions(context: SandboxContext, params: Params): Stripe.ApiList<SandboxCheckoutSession> {
  const customer = text(params.customer);
  const status = text(params.status);
  const limit = limitOf(params.limit);
  const ids = customer
    ? context.objects.checkoutSessionIdsOf(customer)
    : context.objects.ofType('checkout.session').map((s) => s.id);
  const sessions = ids
    .map((id) => context.objects.get('checkout.session', id)!)
    .map((session) => expireIfDue(context, session))
    .filter((session) => !status || session.status === status)
    .sort((a, b) => b.created - a.created || (b.id < a.id ? -1 : 1));
  return {
    object: 'list',
    data: sessions.slice(0, limit).map(publicView),
    has_more: sessions.length > limit,
    url: '/v1/checkout/sessions',
  };
}

/** The checkout page's "Start trial" (or "Subscribe"): the card is attached, the subscription starts. */
export function completeCheckout(
  context: SandboxContext,
  sessionId: string,
  input: CheckoutInput,
): { session: SandboxCheckoutSession; redirectUrl: string } {
  const session = context.objects.get('checkout.session', sessionId);
  if (!session) throw missingResource('checkout session', sessionId);
  const current = expireIfDue(context, session);
  if (current.status !== 'open')
    throw new SandboxError(
      409,
      'invalid_request_error',
      `This checkout session is ${current.status}.`,
      'checkout_session_not_open',
    );
  const card = testCardOf('card' in input ? input.card : cardForOutcome(input.outcome));
  const book = current._sandbox;
  if (book.trialDays === 0 && card.failsCharges)
    throw new SandboxError(402, 'card_error', 'Your card was declined.', 'card_declined');

  const paymentMethod = attachCard(context, current.customer, card);
  const { subscription, invoiceId } = startSubscription(context, { customer: current.customer, book, paymentMethod });
  const completed: StoredCheckoutSession = {
    ...current,
    status: 'complete',
    collected_information: { business_name: null, individual_name: null, shipping_details: null },
    customer_details: customerDetailsOf(context.objects.get('customer', current.customer)),
    payment_status: subscription.trial_end ? 'no_payment_required' : 'paid',
    subscription: subscription.id,
    invoice: invoiceId,
    url: null,
  };
  context.objects.put(completed);
  context.events.emit('checkout.session.completed', completed);
  schedule(context, context.objects.get('subscription', subscription.id)!);
  context.events.flush();
  return {
    session: publicView(completed),
    redirectUrl: String(current.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId),
  };
}

/** A session past its expiry is expired when next looked at. */
export function expireIfDue(context: SandboxContext, session: StoredCheckoutSession): StoredCheckoutSession {
  if (session.status !== 'open' || session.expires_at > context.now()) return session;
  const expired: StoredCheckoutSession = { ...session, status: 'expired', url: null };
  context.objects.put(expired);
  context.events.emit('checkout.session.expired', expired);
  context.events.flush();
  return expired;
}

/** The price a checkout session sells (what its page shows); '' for no such session. */
export function checkoutPriceOf(context: SandboxContext, sessionId: string): string {
  return context.objects.get('checkout.session', sessionId)?._sandbox.lineItems[0]?.price ?? '';
}

/** The trial a checkout session grants, in days. */
export function checkoutTrialDaysOf(context: SandboxContext, sessionId: string): number {
  return context.objects.get('checkout.session', sessionId)?._sandbox.trialDays ?? 0;
}
