import { daysAfter, monthsAfter } from './billing-calendar';
import { charge, newInvoice, settleInvoice } from './invoices';
import type { SandboxContext } from './sandbox-context';
import type { StoredSubscription } from './stripe-objects';
import { endSubscription } from './subscriptions';

/** Stripe retries a failed renewal three times (here after 3, 5 and 7 days), then cancels. */
const RETRY_DAYS = [3, 5, 7];

/** Runs every trial end, renewal and payment retry that the clock has passed, in time order; returns how many. */
export function advance(context: SandboxContext): number {
  const now = context.now();
  let steps = 0;
  for (let top = context.due.peek(); top && top.at <= now && steps < 100_000; top = context.due.peek()) {
    context.due.pop();
    const subscription = context.objects.get('subscription', top.id);
    if (!subscription || dueAt(subscription) !== top.at) continue;
    step(context, subscription, top.at);
    schedule(context, context.objects.get('subscription', top.id)!);
    context.events.flush();
    steps += 1;
  }
  return steps;
}

/** When the next trial end, renewal or payment retry falls (epoch seconds); undefined when nothing is booked. */
export function nextDueAt(context: SandboxContext): number | undefined {
  for (let top = context.due.peek(); top; top = context.due.peek()) {
    const subscription = context.objects.get('subscription', top.id);
    if (subscription && dueAt(subscription) === top.at) return top.at;
    context.due.pop();
  }
  return undefined;
}

/** Books the subscription's next need of the clock, if it has one. */
export function schedule(context: SandboxContext, subscription: StoredSubscription): void {
  const at = dueAt(subscription);
  if (at !== undefined) context.due.push({ at, id: subscription.id });
}

/** Another attempt at the open invoice; after the last retry fails, the subscription ends. */
export function retryInvoice(context: SandboxContext, subscription: StoredSubscription, at: number): void {
  const book = subscription._sandbox;
  const invoice = book.openInvoice ? context.objects.get('invoice', book.openInvoice) : undefined;
  if (!invoice) return;
  if (charge(context, subscription)) {
    const active: StoredSubscription = {
      ...subscription,
      status: 'active',
      _sandbox: { ...book, failedAttempts: 0, openInvoice: undefined, nextRetryAt: undefined },
    };
    context.objects.put(active);
    settleInvoice(context, invoice.id, true, at);
    if (subscription.status !== 'active')
      context.events.emit('customer.subscription.updated', active, { status: subscription.status });
    return;
  }
  const failedAttempts = book.failedAttempts + 1;
  settleInvoice(context, invoice.id, false, at);
  if (failedAttempts > RETRY_DAYS.length) {
    endSubscription(context, subscription, at, 'payment_failed');
    return;
  }
  context.objects.put({
    ...subscription,
    _sandbox: { ...book, failedAttempts, nextRetryAt: daysAfter(at, RETRY_DAYS[failedAttempts - 1]!) },
  });
}

/** When the subscription next needs the clock: its trial end, period end or payment retry. */
function dueAt(subscription: StoredSubscription): number | undefined {
  switch (subscription.status) {
    case 'trialing':
      return subscription.trial_end ?? undefined;
    case 'active':
      return subscription.items.data[0]!.current_period_end;
    case 'past_due':
      return subscription._sandbox.nextRetryAt;
    default:
      return undefined;
  }
}

/** What the clock reaching `at` does: a retry when past due, the end when canceling at the period end, else a new period. */
function step(context: SandboxContext, subscription: StoredSubscription, at: number): void {
  if (subscription.status === 'past_due') {
    retryInvoice(context, subscription, at);
    return;
  }
  if (subscription.cancel_at_period_end) {
    endSubscription(context, subscription, at, 'cancellation_requested');
    return;
  }
  renew(context, subscription, at);
}

/** A new period, billed to the default card: active when paid, past due (retries booked) when not. */
function renew(context: SandboxContext, subscription: StoredSubscription, at: number): void {
  const book = subscription._sandbox;
  const periods = subscription.status === 'trialing' ? 0 : book.periods + 1;
  const start = periods === 0 ? book.anchor : monthsAfter(book.anchor, periods);
  const end = monthsAfter(book.anchor, periods + 1);
  const item = subscription.items.data[0]!;
  const renewed: StoredSubscription = {
    ...subscription,
    items: {
      ...subscription.items,
      data: subscription.items.data.map((each) => ({ ...each, current_period_start: start, current_period_end: end })),
    },
    _sandbox: { ...book, periods },
  };
  const invoice = newInvoice(
    context,
    renewed,
    item.price.unit_amount * (item.quantity ?? 1),
    start,
    end,
    'subscription_cycle',
  );
  renewed.latest_invoice = invoice.id;
  context.objects.put(renewed);
  if (charge(context, renewed)) {
    const active: StoredSubscription = { ...renewed, status: 'active' };
    context.objects.put(active);
    if (subscription.status !== 'active')
      context.events.emit('customer.subscription.updated', active, { status: subscription.status });
    else context.events.emit('customer.subscription.updated', active, { items: subscription.items });
    settleInvoice(context, invoice.id, true, at);
  } else {
    const pastDue: StoredSubscription = {
      ...renewed,
      status: 'past_due',
      _sandbox: {
        ...book,
        periods,
        failedAttempts: 1,
        openInvoice: invoice.id,
        nextRetryAt: daysAfter(at, RETRY_DAYS[0]!),
      },
    };
    context.objects.put(pastDue);
    settleInvoice(context, invoice.id, false, at);
    context.events.emit('customer.subscription.updated', pastDue, { status: subscription.status });
  }
}
