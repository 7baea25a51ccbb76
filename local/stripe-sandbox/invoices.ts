import { randomBytes } from 'node:crypto';
import { invoiceObject, withStatusFields } from './objects/invoice';
import { invoiceLineObject } from './objects/invoice-line';
import type { SandboxContext } from './sandbox-context';
import { newId } from './stripe-ids';
import type { SandboxInvoice, SandboxSubscription } from './stripe-objects';

/** A draft invoice for one period of the subscription's (single) item. */
export function newInvoice(
  context: SandboxContext,
  subscription: SandboxSubscription,
  amount: number,
  periodStart: number,
  periodEnd: number,
  reason: 'subscription_create' | 'subscription_cycle',
): SandboxInvoice {
  const item = subscription.items.data[0]!;
  const id = newId('in');
  const line = invoiceLineObject(
    {
      id: newId('il'),
      amount,
      currency: subscription.currency,
      description: `1 × ${item.price.product} (at $${(item.price.unit_amount / 100).toFixed(2)} / month)`,
      period: { start: periodStart, end: periodEnd },
      quantity: item.quantity,
    },
    id,
    subscription,
  );
  const invoice = invoiceObject(
    {
      id,
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      attempted: false,
      billing_reason: reason,
      created: context.now(),
      currency: subscription.currency,
      customer: subscription.customer,
      lines: { object: 'list', data: [line], has_more: false, url: `/v1/invoices/${id}/lines` },
      metadata: {},
      next_payment_attempt: null,
      number: `${randomBytes(4).toString('hex').toUpperCase()}-0001`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
      },
      period_end: periodEnd,
      period_start: periodStart,
      status: 'draft',
      status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
      subtotal: amount,
      total: amount,
    },
    context.objects.get('customer', subscription.customer),
  );
  context.objects.put(invoice);
  context.events.emit('invoice.created', invoice);
  return invoice;
}

/** Finalizes the invoice (once) and records a payment attempt: paid, or failed and left open. */
export function settleInvoice(context: SandboxContext, invoiceId: string, paid: boolean, at: number): void {
  const current = context.objects.get('invoice', invoiceId)!;
  let next = current;
  if (current.status === 'draft') {
    next = withStatusFields({
      ...current,
      status: 'open',
      status_transitions: { ...current.status_transitions, finalized_at: at },
    });
    context.objects.put(next);
    context.events.emit('invoice.finalized', next);
  }
  if (paid) {
    const done = withStatusFields({
      ...next,
      status: 'paid',
      amount_paid: next.amount_due,
      amount_remaining: 0,
      attempted: true,
      attempt_count: next.amount_due > 0 ? next.attempt_count + 1 : next.attempt_count,
      next_payment_attempt: null,
      status_transitions: { ...next.status_transitions, paid_at: at },
    });
    context.objects.put(done);
    context.events.emit('invoice.paid', done);
    context.events.emit('invoice.payment_succeeded', done);
  } else {
    const failed: SandboxInvoice = { ...next, attempted: true, attempt_count: next.attempt_count + 1 };
    context.objects.put(failed);
    context.events.emit('invoice.payment_failed', failed);
  }
}

/** The open invoice of a subscription that ends is voided. */
export function voidInvoice(invoice: SandboxInvoice, at: number): SandboxInvoice {
  return withStatusFields({
    ...invoice,
    status: 'void',
    next_payment_attempt: null,
    status_transitions: { ...invoice.status_transitions, voided_at: at },
  });
}

/** Whether a charge to the subscription's default card goes through (a test card that fails later does not). */
export function charge(context: SandboxContext, subscription: SandboxSubscription): boolean {
  const card = context.objects.get('payment_method', subscription.default_payment_method);
  return card !== undefined && !card._sandbox.failsCharges;
}
