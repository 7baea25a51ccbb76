import type Stripe from 'stripe';
import type { BillingEvent } from '#core/billing/ports/billing';
import { idOf } from './stripe-subscription-snapshot';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

/** The subscription an invoice bills: `parent.subscription_details` since 2025-03-31, `subscription` before. */
function invoiceSubscription(invoice: Stripe.Invoice): string | undefined {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy);
}

/** A verified Stripe event in our words; the kinds we do not act on are 'ignored'. */
export function billingEventOf(event: Stripe.Event): BillingEvent {
  const base = { id: event.id, type: event.type, createdAt: new Date(event.created * 1000) };
  const object = event.data.object as unknown;
  if (event.type === 'checkout.session.completed') {
    const session = object as Stripe.Checkout.Session;
    return {
      ...base,
      kind: 'checkout_completed',
      sessionId: session.id,
      ...optional('customerId', idOf(session.customer)),
      ...optional('userId', session.client_reference_id ?? undefined),
      ...optional('subscriptionId', idOf(session.subscription)),
    };
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = object as Stripe.Subscription;
    return {
      ...base,
      kind: 'subscription_changed',
      subscriptionId: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
    };
  }
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = object as Stripe.Invoice;
    const common = {
      ...base,
      invoiceId: invoice.id ?? '',
      ...optional('customerId', idOf(invoice.customer)),
      ...optional('subscriptionId', invoiceSubscription(invoice)),
    };
    return event.type === 'invoice.paid'
      ? {
          ...common,
          kind: 'invoice_paid',
          amountPaidCents: Number.isInteger(invoice.amount_paid) ? invoice.amount_paid : 0,
        }
      : { ...common, kind: 'invoice_payment_failed' };
  }
  return { ...base, kind: 'ignored' };
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Record<K, string>) : {};
}
