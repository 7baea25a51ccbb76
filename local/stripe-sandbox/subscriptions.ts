import { daysAfter, monthsAfter } from './billing-calendar';
import { newInvoice, settleInvoice, voidInvoice } from './invoices';
import { subscriptionItemObject, subscriptionObject } from './objects/subscription';
import type { SandboxContext } from './sandbox-context';
import { missingResource, SandboxError } from './sandbox-error';
import { newId } from './stripe-ids';
import { publicView, type CheckoutBook, type SandboxSubscription, type StoredSubscription } from './stripe-objects';

type CancellationReason = 'cancellation_requested' | 'payment_failed';

export const hasEnded = (subscription: SandboxSubscription) =>
  ['canceled', 'incomplete_expired'].includes(subscription.status);

/**
 * The subscription a completed checkout starts, with its first invoice paid: nothing during a trial, the
 * first month otherwise (the card pays it).
 */
export function startSubscription(
  context: SandboxContext,
  checkout: { customer: string; book: CheckoutBook; paymentMethod: string },
): { subscription: StoredSubscription; invoiceId: string } {
  const { customer, book, paymentMethod } = checkout;
  const now = context.now();
  const price = context.objects.get('price', book.lineItems[0]!.price)!;
  const subscriptionId = newId('sub');
  const trialEnd = book.trialDays > 0 ? daysAfter(now, book.trialDays) : null;
  const periodEnd = trialEnd ?? monthsAfter(now, 1);
  const subscription = subscriptionObject({
    id: subscriptionId,
    billing_cycle_anchor: trialEnd ?? now,
    created: now,
    currency: price.currency,
    customer,
    default_payment_method: paymentMethod,
    items: {
      object: 'list',
      data: [
        subscriptionItemObject({
          id: newId('si'),
          created: now,
          current_period_end: periodEnd,
          current_period_start: now,
          price: publicView(price),
          quantity: book.lineItems[0]!.quantity,
          subscription: subscriptionId,
        }),
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscriptionId}`,
    },
    latest_invoice: null,
    metadata: book.subscriptionMetadata,
    start_date: now,
    status: trialEnd ? 'trialing' : 'active',
    trial_end: trialEnd,
    trial_start: trialEnd ? now : null,
    _sandbox: { periods: 0, anchor: trialEnd ?? now, failedAttempts: 0 },
  });
  const invoice = newInvoice(
    context,
    subscription,
    trialEnd ? 0 : price.unit_amount,
    now,
    periodEnd,
    'subscription_create',
  );
  subscription.latest_invoice = invoice.id;
  context.objects.put(subscription);
  context.events.emit('customer.subscription.created', subscription);
  settleInvoice(context, invoice.id, true, now);
  return { subscription, invoiceId: invoice.id };
}

/** `DELETE /v1/subscriptions/:id`: the subscription ends now. */
export function cancelSubscription(context: SandboxContext, id: string): SandboxSubscription {
  const subscription = context.objects.get('subscription', id);
  if (!subscription) throw missingResource('subscription', id);
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    throw new SandboxError(
      400,
      'invalid_request_error',
      `This subscription (${id}) has already been canceled.`,
      'resource_already_canceled',
    );
  }
  endSubscription(context, subscription, context.now(), 'cancellation_requested');
  context.events.flush();
  return publicView(context.objects.find('subscription', id));
}

/** Cancel at the period's end (true) or take that back (false). */
export function markCancelAtPeriodEnd(
  context: SandboxContext,
  subscription: StoredSubscription,
  cancel: boolean,
): void {
  if (subscription.cancel_at_period_end === cancel) return;
  const updated: StoredSubscription = {
    ...subscription,
    cancel_at_period_end: cancel,
    canceled_at: cancel ? context.now() : null,
    cancellation_details: { ...subscription.cancellation_details, reason: cancel ? 'cancellation_requested' : null },
  };
  context.objects.put(updated);
  context.events.emit('customer.subscription.updated', updated, {
    cancel_at_period_end: subscription.cancel_at_period_end,
  });
}

/** The subscription ends at `at`; an invoice still open is voided. */
export function endSubscription(
  context: SandboxContext,
  subscription: StoredSubscription,
  at: number,
  reason: CancellationReason,
): void {
  const book = subscription._sandbox;
  if (book.openInvoice) {
    const invoice = context.objects.get('invoice', book.openInvoice);
    if (invoice && invoice.status === 'open') context.objects.put(voidInvoice(invoice, at));
  }
  const ended: StoredSubscription = {
    ...subscription,
    status: 'canceled',
    canceled_at: subscription.canceled_at ?? at,
    ended_at: at,
    cancellation_details: { ...subscription.cancellation_details, reason },
    _sandbox: { ...book, openInvoice: undefined, nextRetryAt: undefined },
  };
  context.objects.put(ended);
  context.events.emit('customer.subscription.deleted', ended);
}
