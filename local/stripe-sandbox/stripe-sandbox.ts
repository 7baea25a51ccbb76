import { randomBytes } from 'node:crypto';
import { AppendOnlyJournal } from '../adapters/append-only-journal';
import { MinHeap } from '../adapters/min-heap';
import type { Clock } from '../../lambdas/core/kernel/clock';
import { daysAfter, monthsAfter } from './billing-calendar';
import { list, object, text, type Params } from './form-params';
import { invalidParam, missingParam, missingResource, SandboxError } from './sandbox-error';
import { cardForOutcome, testCardOf } from './test-cards';

/**
 * A Stripe object as JSON. The sandbox's own bookkeeping rides along under `_sandbox` and is never sent.
 * Still loosely typed: splitting the sandbox into objects typed by the `stripe` package is open work (issue 18).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StripeObject = Record<string, any>;

interface SubscriptionBook {
  /** Periods billed so far after the anchor (0 while in the trial or the first period). */
  periods: number;
  anchor: number;
  /** Failed attempts at the open invoice; the fourth failure ends the subscription (Stripe's default retries). */
  failedAttempts: number;
  nextRetryAt?: number;
  openInvoice?: string;
}

type JournalRecord =
  | { kind: 'object'; object: StripeObject }
  | { kind: 'event'; event: StripeObject }
  | { kind: 'delivered'; id: string }
  | { kind: 'idempotency'; key: string; fingerprint: string; status: number; body: unknown; at: number }
  | { kind: 'chaos'; duplicate: boolean; reorder: boolean };

export interface ChaosSettings {
  /** Every event is delivered twice. */
  duplicate: boolean;
  /** The events of one change are delivered newest first. */
  reorder: boolean;
}

export interface IdempotentAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

export interface StripeSandboxOptions {
  /** The journal under `.data/` (one JSON line per change); null keeps everything in memory (tests). */
  journalPath: string | null;
  /** The app's shared, movable clock: trials end and periods renew on it. */
  clock: Clock;
  /** Where checkout and portal pages are served when a session's return address does not say (`http://localhost:3000`). */
  pageBaseUrl: () => string;
  apiVersion: string;
}

/** Stripe retries a failed renewal three times (here after 3, 5 and 7 days), then cancels. */
const RETRY_DAYS = [3, 5, 7];
/** A checkout page stays usable for a day, as Stripe's default. */
const CHECKOUT_LIFETIME_SECONDS = 24 * 3600;
const KEEP_EVENTS = 1000;
const IDEMPOTENCY_SECONDS = 24 * 3600;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function newId(prefix: string): string {
  const bytes = randomBytes(24);
  return `${prefix}_${Array.from(bytes, (b) => BASE62[b % 62]).join('')}`;
}

const publicView = (value: StripeObject): StripeObject => {
  const { _sandbox: _ignored, ...rest } = value;
  return structuredClone(rest);
};

/**
 * The local Stripe: customers, prices and products, checkout sessions, subscriptions with their invoices,
 * billing portal sessions and events, kept as Stripe shapes. Every change is one line appended to a
 * journal (replayed at start, compacted when mostly superseded). Events go to `onEvents` in batches, one
 * batch per change, for signed delivery.
 */
export class StripeSandbox {
  private readonly journal: AppendOnlyJournal<JournalRecord>;
  private readonly objects = new Map<string, StripeObject>();
  private readonly priceByLookupKey = new Map<string, string>();
  private readonly sessionsByCustomer = new Map<string, string[]>();
  private readonly subscriptionsByCustomer = new Map<string, string[]>();
  private readonly idempotency = new Map<string, IdempotentAnswer & { at: number }>();
  private readonly recentEvents: StripeObject[] = [];
  private readonly undelivered = new Map<string, StripeObject>();
  private readonly due = new MinHeap<{ at: number; id: string }>((a, b) => a.at < b.at);
  private chaosSettings: ChaosSettings = { duplicate: false, reorder: false };
  private batch: StripeObject[] = [];
  private listener: ((events: StripeObject[], chaos: ChaosSettings) => void) | null = null;

  constructor(private readonly options: StripeSandboxOptions) {
    this.journal = new AppendOnlyJournal(options.journalPath);
    this.journal.replay((record) => this.apply(record));
    for (const subscription of this.ofType('subscription')) this.schedule(subscription);
    this.compactIfMostlySuperseded();
  }

  // ---- wiring -------------------------------------------------------------------------------------

  /** Where each change's events go (the webhook delivery); events waiting from before a restart go first. */
  onEvents(listener: (events: StripeObject[], chaos: ChaosSettings) => void): void {
    this.listener = listener;
    const waiting = [...this.undelivered.values()];
    if (waiting.length) listener(waiting.map((event) => structuredClone(event)), { duplicate: false, reorder: false });
  }

  markDelivered(eventId: string): void {
    if (!this.undelivered.delete(eventId)) return;
    this.journal.append({ kind: 'delivered', id: eventId });
  }

  get chaos(): ChaosSettings {
    return { ...this.chaosSettings };
  }

  setChaos(settings: Partial<ChaosSettings>): ChaosSettings {
    this.chaosSettings = { ...this.chaosSettings, ...settings };
    this.journal.append({ kind: 'chaos', ...this.chaosSettings });
    return this.chaos;
  }

  /** The newest events first, with whether each has been delivered. */
  events(limit = 100): (StripeObject & { delivered: boolean })[] {
    return this.recentEvents
      .slice(-limit)
      .reverse()
      .map((event) => ({ ...structuredClone(event), delivered: !this.undelivered.has(event.id) }));
  }

  // ---- idempotency (the API server's) -------------------------------------------------------------

  idempotentAnswer(key: string): IdempotentAnswer | undefined {
    const found = this.idempotency.get(key);
    if (!found || found.at < this.nowSeconds() - IDEMPOTENCY_SECONDS) return undefined;
    return found;
  }

  rememberAnswer(key: string, answer: IdempotentAnswer): void {
    const record = { kind: 'idempotency' as const, key, ...answer, at: this.nowSeconds() };
    this.idempotency.set(key, record);
    this.journal.append(record);
  }

  // ---- the API ------------------------------------------------------------------------------------

  createCustomer(params: Params): StripeObject {
    const customer: StripeObject = {
      id: newId('cus'),
      object: 'customer',
      address: null,
      balance: 0,
      created: this.nowSeconds(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: text(params.description) ?? null,
      email: text(params.email) ?? null,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: this.metadataOf(params.metadata),
      name: text(params.name) ?? null,
      phone: text(params.phone) ?? null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    this.put(customer);
    this.emit('customer.created', customer);
    this.flush();
    return publicView(customer);
  }

  retrieve(type: string, id: string, param = 'id'): StripeObject {
    const found = this.objects.get(id);
    if (!found || found.object !== type) throw missingResource(type, id, param);
    if (type === 'checkout.session') this.expireIfDue(found);
    return publicView(found);
  }

  listPrices(params: Params): StripeObject {
    const keys = list(params.lookup_keys).map((key) => text(key) ?? '');
    const active = text(params.active);
    const limit = this.limitOf(params.limit);
    const prices = (keys.length ? keys.map((key) => this.objects.get(this.priceByLookupKey.get(key) ?? '')).filter(Boolean) : this.ofType('price'))
      .filter((price) => active === undefined || String(price!.active) === active)
      .sort((a, b) => b!.created - a!.created) as StripeObject[];
    return { object: 'list', data: prices.slice(0, limit).map(publicView), has_more: prices.length > limit, url: '/v1/prices' };
  }

  createPrice(params: Params): StripeObject {
    const currency = text(params.currency) ?? this.fail(missingParam('currency'));
    const unitAmount = Number(text(params.unit_amount) ?? this.fail(missingParam('unit_amount')));
    if (!Number.isInteger(unitAmount) || unitAmount < 0) throw invalidParam('unit_amount', 'Invalid integer: unit_amount');
    const recurring = object(params.recurring);
    const interval = text(recurring.interval);
    if (interval && !['day', 'week', 'month', 'year'].includes(interval)) throw invalidParam('recurring[interval]', `Invalid recurring[interval]: ${interval}`);
    const lookupKey = text(params.lookup_key);
    if (lookupKey && this.priceByLookupKey.has(lookupKey) && text(params.transfer_lookup_key) !== 'true') {
      throw invalidParam('lookup_key', `A price (\`${this.priceByLookupKey.get(lookupKey)}\`) already uses that lookup key.`);
    }
    let productId = text(params.product);
    if (productId) this.retrieve('product', productId, 'product');
    else {
      const productData = object(params.product_data);
      const product: StripeObject = {
        id: newId('prod'),
        object: 'product',
        active: true,
        created: this.nowSeconds(),
        description: null,
        images: [],
        livemode: false,
        metadata: {},
        name: text(productData.name) ?? this.fail(missingParam('product_data[name]')),
        type: 'service',
        updated: this.nowSeconds(),
      };
      this.put(product);
      productId = product.id as string;
    }
    if (lookupKey) {
      const previous = this.objects.get(this.priceByLookupKey.get(lookupKey) ?? '');
      if (previous) this.put({ ...previous, lookup_key: null });
    }
    const price: StripeObject = {
      id: newId('price'),
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created: this.nowSeconds(),
      currency,
      livemode: false,
      lookup_key: lookupKey ?? null,
      metadata: this.metadataOf(params.metadata),
      nickname: text(params.nickname) ?? null,
      product: productId,
      recurring: interval ? { interval, interval_count: 1, meter: null, usage_type: 'licensed' } : null,
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: interval ? 'recurring' : 'one_time',
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    };
    this.put(price);
    this.flush();
    return publicView(price);
  }

  createCheckoutSession(params: Params): StripeObject {
    const mode = text(params.mode) ?? this.fail(missingParam('mode'));
    if (mode !== 'subscription') throw invalidParam('mode', `This sandbox emulates subscription mode only, not ${mode}.`);
    const successUrl = text(params.success_url) ?? this.fail(missingParam('success_url'));
    const customerId = text(params.customer) ?? this.fail(missingParam('customer'));
    this.retrieve('customer', customerId, 'customer');
    const items = list(params.line_items).map(object);
    if (items.length === 0) throw missingParam('line_items');
    const lineItems = items.map((item, i) => {
      const priceId = text(item.price) ?? this.fail(missingParam(`line_items[${i}][price]`));
      const price = this.retrieve('price', priceId, `line_items[${i}][price]`);
      if (price.type !== 'recurring') throw invalidParam(`line_items[${i}][price]`, 'In subscription mode every price must be recurring.');
      return { price: priceId, quantity: Number(text(item.quantity) ?? '1') };
    });
    const subscriptionData = object(params.subscription_data);
    const trialDays = Number(text(subscriptionData.trial_period_days) ?? '0');
    if (!Number.isInteger(trialDays) || trialDays < 0 || trialDays > 730) throw invalidParam('subscription_data[trial_period_days]', 'trial_period_days must be a whole number of days from 1 to 730.');
    const now = this.nowSeconds();
    const id = newId('cs_test');
    const amount = lineItems.reduce((sum, item) => sum + this.objects.get(item.price)!.unit_amount * item.quantity, 0);
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: text(params.cancel_url) ?? null,
      client_reference_id: text(params.client_reference_id) ?? null,
      created: now,
      currency: this.objects.get(lineItems[0]!.price)!.currency,
      customer: customerId,
      customer_email: null,
      expires_at: now + CHECKOUT_LIFETIME_SECONDS,
      invoice: null,
      livemode: false,
      metadata: this.metadataOf(params.metadata),
      mode,
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: successUrl,
      ui_mode: 'hosted',
      url: `${this.pageOrigin(successUrl)}/dev/stripe/checkout/${id}`,
      _sandbox: { lineItems, trialDays, subscriptionMetadata: this.metadataOf(subscriptionData.metadata) },
    };
    this.put(session);
    this.flush();
    return publicView(session);
  }

  listCheckoutSessions(params: Params): StripeObject {
    const customer = text(params.customer);
    const status = text(params.status);
    const limit = this.limitOf(params.limit);
    const ids = customer ? this.sessionsByCustomer.get(customer) ?? [] : this.ofType('checkout.session').map((s) => s.id as string);
    const sessions = ids
      .map((id) => this.objects.get(id)!)
      .map((session) => (this.expireIfDue(session), this.objects.get(session.id)!))
      .filter((session) => !status || session.status === status)
      .sort((a, b) => b.created - a.created || (b.id < a.id ? -1 : 1));
    return { object: 'list', data: sessions.slice(0, limit).map(publicView), has_more: sessions.length > limit, url: '/v1/checkout/sessions' };
  }

  cancelSubscription(id: string): StripeObject {
    const subscription = this.objects.get(id);
    if (!subscription || subscription.object !== 'subscription') throw missingResource('subscription', id);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
      throw new SandboxError(400, 'invalid_request_error', `This subscription (${id}) has already been canceled.`, 'resource_already_canceled');
    }
    this.endSubscription(subscription, this.nowSeconds(), 'cancellation_requested');
    this.flush();
    return this.retrieve('subscription', id);
  }

  createPortalSession(params: Params): StripeObject {
    const customer = text(params.customer) ?? this.fail(missingParam('customer'));
    this.retrieve('customer', customer, 'customer');
    const id = newId('bps');
    const session: StripeObject = {
      id,
      object: 'billing_portal.session',
      configuration: 'bpc_sandbox_default',
      created: this.nowSeconds(),
      customer,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: text(params.return_url) ?? null,
      url: `${this.pageOrigin(text(params.return_url))}/dev/stripe/portal/${id}`,
    };
    this.put(session);
    this.flush();
    return publicView(session);
  }

  // ---- what the pages do ---------------------------------------------------------------------------

  /** The price a checkout session sells, and the trial it grants (what its page shows). */
  checkoutPriceOf(sessionId: string): string {
    return (this.objects.get(sessionId)?._sandbox?.lineItems?.[0]?.price as string | undefined) ?? '';
  }

  checkoutTrialDaysOf(sessionId: string): number {
    return (this.objects.get(sessionId)?._sandbox?.trialDays as number | undefined) ?? 0;
  }

  /** The checkout page's "Start trial" (or "Subscribe"): a card, or an outcome standing for one. */
  completeCheckout(sessionId: string, input: { card: string } | { outcome: 'success' | 'fail' }): { session: StripeObject; redirectUrl: string } {
    const session = this.objects.get(sessionId);
    if (!session || session.object !== 'checkout.session') throw missingResource('checkout session', sessionId);
    this.expireIfDue(session);
    const current = this.objects.get(sessionId)!;
    if (current.status !== 'open') throw new SandboxError(409, 'invalid_request_error', `This checkout session is ${current.status}.`, 'checkout_session_not_open');
    const card = testCardOf('card' in input ? input.card : cardForOutcome(input.outcome));
    const book = current._sandbox as { lineItems: { price: string; quantity: number }[]; trialDays: number; subscriptionMetadata: Record<string, string> };
    if (book.trialDays === 0 && card.failsCharges) throw new SandboxError(402, 'card_error', 'Your card was declined.', 'card_declined');

    const now = this.nowSeconds();
    const paymentMethod = this.attachCard(current.customer, card);
    const price = this.objects.get(book.lineItems[0]!.price)!;
    const subscriptionId = newId('sub');
    const trialEnd = book.trialDays > 0 ? daysAfter(now, book.trialDays) : null;
    const periodEnd = trialEnd ?? monthsAfter(now, 1);
    const subscription: StripeObject = {
      id: subscriptionId,
      object: 'subscription',
      application: null,
      billing_cycle_anchor: trialEnd ?? now,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: now,
      currency: price.currency,
      customer: current.customer,
      default_payment_method: paymentMethod,
      description: null,
      discounts: [],
      ended_at: null,
      items: {
        object: 'list',
        data: [{
          id: newId('si'),
          object: 'subscription_item',
          created: now,
          current_period_end: periodEnd,
          current_period_start: now,
          discounts: [],
          metadata: {},
          price: publicView(price),
          quantity: book.lineItems[0]!.quantity,
          subscription: subscriptionId,
          tax_rates: [],
        }],
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: book.subscriptionMetadata,
      pause_collection: null,
      start_date: now,
      status: trialEnd ? 'trialing' : 'active',
      test_clock: null,
      trial_end: trialEnd,
      trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
      trial_start: trialEnd ? now : null,
      _sandbox: { periods: 0, anchor: trialEnd ?? now, failedAttempts: 0 } satisfies SubscriptionBook,
    };
    // The first invoice: nothing to pay during a trial, the first month otherwise (the card pays it).
    const invoice = this.newInvoice(subscription, trialEnd ? 0 : price.unit_amount, now, periodEnd, 'subscription_create');
    subscription.latest_invoice = invoice.id;
    this.put(subscription);
    this.emit('customer.subscription.created', subscription);
    this.settleInvoice(invoice, true, now);

    const completed = { ...current, status: 'complete', payment_status: trialEnd ? 'no_payment_required' : 'paid', subscription: subscriptionId, invoice: invoice.id, url: null };
    this.put(completed);
    this.emit('checkout.session.completed', completed);
    this.schedule(this.objects.get(subscriptionId)!);
    this.flush();
    return { session: publicView(completed), redirectUrl: String(current.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId) };
  }

  /** The newest subscription of the customer a portal session is for (what the portal page shows). */
  portalView(portalSessionId: string): { portal: StripeObject; subscription: StripeObject | null; card: StripeObject | null } {
    const portal = this.retrieve('billing_portal.session', portalSessionId);
    const ids = this.subscriptionsByCustomer.get(portal.customer) ?? [];
    const subscriptions = ids.map((id) => this.objects.get(id)!).sort((a, b) => b.created - a.created);
    const subscription = subscriptions.find((s) => !['canceled', 'incomplete_expired'].includes(s.status)) ?? subscriptions[0] ?? null;
    const customer = this.objects.get(portal.customer);
    const cardId = subscription?.default_payment_method ?? customer?.invoice_settings?.default_payment_method;
    const card = cardId ? this.objects.get(cardId) ?? null : null;
    return { portal, subscription: subscription ? publicView(subscription) : null, card: card ? publicView(card) : null };
  }

  /** Portal: cancel at the period's end (true) or take that back (false). */
  setCancelAtPeriodEnd(portalSessionId: string, cancel: boolean): StripeObject {
    const subscription = this.portalSubscription(portalSessionId);
    if (subscription.cancel_at_period_end !== cancel) {
      const updated = { ...subscription, cancel_at_period_end: cancel, canceled_at: cancel ? this.nowSeconds() : null,
        cancellation_details: { comment: null, feedback: null, reason: cancel ? 'cancellation_requested' : null } };
      this.put(updated);
      this.emit('customer.subscription.updated', updated, { cancel_at_period_end: subscription.cancel_at_period_end });
      this.flush();
    }
    return this.retrieve('subscription', subscription.id);
  }

  /** Portal: a new card becomes the default; an unpaid invoice is paid with it at once (Stripe retries it). */
  updateCard(portalSessionId: string, number: string): StripeObject {
    const subscription = this.portalSubscription(portalSessionId);
    const card = testCardOf(number);
    const paymentMethod = this.attachCard(subscription.customer, card);
    const updated: StripeObject = { ...subscription, default_payment_method: paymentMethod };
    this.put(updated);
    this.emit('customer.subscription.updated', updated, { default_payment_method: subscription.default_payment_method });
    const book = updated._sandbox as SubscriptionBook;
    if (book.openInvoice) {
      this.retryInvoice(updated, this.nowSeconds());
      this.schedule(this.objects.get(subscription.id)!);
    }
    this.flush();
    return this.retrieve('subscription', subscription.id);
  }

  // ---- the clock ------------------------------------------------------------------------------------

  /** When the next trial end, renewal or payment retry falls (app clock); null when nothing is booked. */
  nextDueAt(): Date | null {
    for (let top = this.due.peek(); top; top = this.due.peek()) {
      const subscription = this.objects.get(top.id);
      if (subscription && this.dueAt(subscription) === top.at) return new Date(top.at * 1000);
      this.due.pop();
    }
    return null;
  }

  /** Runs every trial end, renewal and payment retry that the clock has passed, in time order. */
  advance(): number {
    const now = this.nowSeconds();
    let steps = 0;
    for (let top = this.due.peek(); top && top.at <= now && steps < 100_000; top = this.due.peek()) {
      this.due.pop();
      const subscription = this.objects.get(top.id);
      if (!subscription || this.dueAt(subscription) !== top.at) continue;
      this.step(subscription, top.at);
      this.schedule(this.objects.get(top.id)!);
      this.flush();
      steps += 1;
    }
    return steps;
  }

  private step(subscription: StripeObject, at: number): void {
    const book = subscription._sandbox as SubscriptionBook;
    if (subscription.status === 'past_due') {
      this.retryInvoice(subscription, at);
      return;
    }
    if (subscription.cancel_at_period_end) {
      this.endSubscription(subscription, at, 'cancellation_requested');
      return;
    }
    // A new period: bill it with the default card.
    const periods = subscription.status === 'trialing' ? 0 : book.periods + 1;
    const start = periods === 0 ? book.anchor : monthsAfter(book.anchor, periods);
    const end = monthsAfter(book.anchor, periods + 1);
    const price = subscription.items.data[0].price;
    const renewed: StripeObject = {
      ...subscription,
      items: { ...subscription.items, data: subscription.items.data.map((item: StripeObject) => ({ ...item, current_period_start: start, current_period_end: end })) },
      _sandbox: { ...book, periods },
    };
    const invoice = this.newInvoice(renewed, price.unit_amount * (subscription.items.data[0].quantity ?? 1), start, end, 'subscription_cycle');
    renewed.latest_invoice = invoice.id;
    this.put(renewed);
    const paid = this.charge(renewed);
    if (paid) {
      const active = { ...renewed, status: 'active' };
      this.put(active);
      if (subscription.status !== 'active') this.emit('customer.subscription.updated', active, { status: subscription.status });
      else this.emit('customer.subscription.updated', active, { items: subscription.items });
      this.settleInvoice(invoice, true, at);
    } else {
      const pastDue = { ...renewed, status: 'past_due', _sandbox: { ...book, periods, failedAttempts: 1, openInvoice: invoice.id, nextRetryAt: daysAfter(at, RETRY_DAYS[0]!) } };
      this.put(pastDue);
      this.settleInvoice(invoice, false, at);
      this.emit('customer.subscription.updated', pastDue, { status: subscription.status });
    }
  }

  /** Another attempt at the open invoice; after the last retry fails, the subscription ends. */
  private retryInvoice(subscription: StripeObject, at: number): void {
    const book = subscription._sandbox as SubscriptionBook;
    const invoice = book.openInvoice ? this.objects.get(book.openInvoice) : undefined;
    if (!invoice) return;
    if (this.charge(subscription)) {
      const active = { ...subscription, status: 'active', _sandbox: { ...book, failedAttempts: 0, openInvoice: undefined, nextRetryAt: undefined } };
      this.put(active);
      this.settleInvoice(invoice, true, at);
      if (subscription.status !== 'active') this.emit('customer.subscription.updated', active, { status: subscription.status });
      return;
    }
    const failedAttempts = book.failedAttempts + 1;
    this.settleInvoice(invoice, false, at);
    if (failedAttempts > RETRY_DAYS.length) {
      this.endSubscription(subscription, at, 'payment_failed');
      return;
    }
    this.put({ ...subscription, _sandbox: { ...book, failedAttempts, nextRetryAt: daysAfter(at, RETRY_DAYS[failedAttempts - 1]!) } });
  }

  private endSubscription(subscription: StripeObject, at: number, reason: string): void {
    const book = subscription._sandbox as SubscriptionBook;
    if (book.openInvoice) {
      const invoice = this.objects.get(book.openInvoice);
      if (invoice && invoice.status === 'open') this.put({ ...invoice, status: 'void', next_payment_attempt: null });
    }
    const ended = {
      ...subscription,
      status: 'canceled',
      canceled_at: subscription.canceled_at ?? at,
      ended_at: at,
      cancellation_details: { comment: null, feedback: null, reason },
      _sandbox: { ...book, openInvoice: undefined, nextRetryAt: undefined },
    };
    this.put(ended);
    this.emit('customer.subscription.deleted', ended);
  }

  /** When the subscription next needs the clock: its trial end, period end or payment retry. */
  private dueAt(subscription: StripeObject): number | undefined {
    const book = subscription._sandbox as SubscriptionBook;
    switch (subscription.status) {
      case 'trialing':
        return subscription.trial_end;
      case 'active':
        return subscription.items.data[0].current_period_end;
      case 'past_due':
        return book.nextRetryAt;
      default:
        return undefined;
    }
  }

  private schedule(subscription: StripeObject): void {
    const at = this.dueAt(subscription);
    if (at !== undefined) this.due.push({ at, id: subscription.id });
  }

  // ---- invoices and cards ---------------------------------------------------------------------------

  private attachCard(customerId: string, card: ReturnType<typeof testCardOf>): string {
    const now = this.nowSeconds();
    const paymentMethod: StripeObject = {
      id: newId('pm'),
      object: 'payment_method',
      billing_details: { address: null, email: null, name: null, phone: null },
      card: { brand: card.brand, country: 'US', exp_month: 12, exp_year: new Date(now * 1000).getUTCFullYear() + 3, funding: 'credit', last4: card.last4 },
      created: now,
      customer: customerId,
      livemode: false,
      metadata: {},
      type: 'card',
      _sandbox: { failsCharges: card.failsCharges },
    };
    this.put(paymentMethod);
    const customer = this.objects.get(customerId)!;
    this.put({ ...customer, invoice_settings: { ...customer.invoice_settings, default_payment_method: paymentMethod.id } });
    this.emit('payment_method.attached', paymentMethod);
    return paymentMethod.id;
  }

  private charge(subscription: StripeObject): boolean {
    const card = this.objects.get(subscription.default_payment_method ?? '');
    return Boolean(card) && !(card!._sandbox as { failsCharges: boolean }).failsCharges;
  }

  private newInvoice(subscription: StripeObject, amount: number, periodStart: number, periodEnd: number, reason: string): StripeObject {
    const now = this.nowSeconds();
    const item = subscription.items.data[0];
    const invoice: StripeObject = {
      id: newId('in'),
      object: 'invoice',
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      attempted: false,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created: now,
      currency: subscription.currency,
      customer: subscription.customer,
      lines: {
        object: 'list',
        data: [{ id: newId('il'), object: 'line_item', amount, currency: subscription.currency, description: `1 × ${item.price.product} (at $${(item.price.unit_amount / 100).toFixed(2)} / month)`, period: { start: periodStart, end: periodEnd }, quantity: item.quantity }],
        has_more: false,
        url: '/v1/invoices/lines',
      },
      livemode: false,
      metadata: {},
      next_payment_attempt: null,
      number: `${randomBytes(4).toString('hex').toUpperCase()}-0001`,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: subscription.metadata, subscription: subscription.id } },
      period_end: periodEnd,
      period_start: periodStart,
      status: 'draft',
      status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
      subtotal: amount,
      total: amount,
    };
    this.put(invoice);
    this.emit('invoice.created', invoice);
    return invoice;
  }

  /** Finalizes the invoice (once) and records a payment attempt: paid, or failed and left open. */
  private settleInvoice(invoice: StripeObject, paid: boolean, at: number): void {
    const current = this.objects.get(invoice.id)!;
    let next = current;
    if (current.status === 'draft') {
      next = { ...current, status: 'open', status_transitions: { ...current.status_transitions, finalized_at: at } };
      this.put(next);
      this.emit('invoice.finalized', next);
    }
    if (paid) {
      const done = { ...next, status: 'paid', amount_paid: next.amount_due, amount_remaining: 0, attempted: true,
        attempt_count: next.amount_due > 0 ? next.attempt_count + 1 : next.attempt_count, next_payment_attempt: null,
        status_transitions: { ...next.status_transitions, paid_at: at } };
      this.put(done);
      this.emit('invoice.paid', done);
      this.emit('invoice.payment_succeeded', done);
    } else {
      const failed = { ...next, attempted: true, attempt_count: next.attempt_count + 1 };
      this.put(failed);
      this.emit('invoice.payment_failed', failed);
    }
  }

  private portalSubscription(portalSessionId: string): StripeObject {
    const { subscription } = this.portalView(portalSessionId);
    if (!subscription || ['canceled', 'incomplete_expired'].includes(subscription.status)) {
      throw new SandboxError(409, 'invalid_request_error', 'This customer has no subscription to change.', 'no_active_subscription');
    }
    return this.objects.get(subscription.id)!;
  }

  private expireIfDue(session: StripeObject): void {
    if (session.status !== 'open' || session.expires_at > this.nowSeconds()) return;
    const expired = { ...session, status: 'expired', url: null };
    this.put(expired);
    this.emit('checkout.session.expired', expired);
    this.flush();
  }

  // ---- storage and events ----------------------------------------------------------------------------

  private put(value: StripeObject): void {
    this.index(value);
    this.journal.append({ kind: 'object', object: value });
  }

  private index(value: StripeObject): void {
    const previous = this.objects.get(value.id);
    this.objects.set(value.id, value);
    if (value.object === 'price' && value.lookup_key) this.priceByLookupKey.set(value.lookup_key, value.id);
    if (value.object === 'price' && previous?.lookup_key && !value.lookup_key && this.priceByLookupKey.get(previous.lookup_key) === value.id) {
      this.priceByLookupKey.delete(previous.lookup_key);
    }
    if (!previous && value.object === 'checkout.session') this.addTo(this.sessionsByCustomer, value.customer, value.id);
    if (!previous && value.object === 'subscription') this.addTo(this.subscriptionsByCustomer, value.customer, value.id);
  }

  private addTo(map: Map<string, string[]>, key: string, id: string): void {
    const ids = map.get(key) ?? [];
    ids.push(id);
    map.set(key, ids);
  }

  private emit(type: string, value: StripeObject, previousAttributes?: StripeObject): void {
    const event: StripeObject = {
      id: newId('evt'),
      object: 'event',
      api_version: this.options.apiVersion,
      created: this.nowSeconds(),
      data: { object: publicView(value), ...(previousAttributes ? { previous_attributes: structuredClone(previousAttributes) } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.journal.append({ kind: 'event', event });
    this.remember(event);
    this.batch.push(event);
  }

  private remember(event: StripeObject): void {
    this.recentEvents.push(event);
    this.undelivered.set(event.id, event);
    if (this.recentEvents.length > KEEP_EVENTS * 2) this.recentEvents.splice(0, this.recentEvents.length - KEEP_EVENTS);
  }

  /** Hands one change's events to the delivery, with the chaos settings in force. */
  private flush(): void {
    const events = this.batch;
    this.batch = [];
    if (events.length && this.listener) this.listener(events.map((event) => structuredClone(event)), this.chaos);
  }

  private apply(record: JournalRecord): void {
    switch (record.kind) {
      case 'object':
        this.index(record.object);
        break;
      case 'event':
        this.remember(record.event);
        break;
      case 'delivered':
        this.undelivered.delete(record.id);
        break;
      case 'idempotency':
        this.idempotency.set(record.key, record);
        break;
      case 'chaos':
        this.chaosSettings = { duplicate: record.duplicate, reorder: record.reorder };
        break;
    }
  }

  /** At start, a journal mostly made of superseded lines is rewritten with only what is live. */
  private compactIfMostlySuperseded(): void {
    const cutoff = this.nowSeconds() - IDEMPOTENCY_SECONDS;
    for (const [key, answer] of this.idempotency) if (answer.at < cutoff) this.idempotency.delete(key);
    const keptEvents = this.recentEvents.slice(-KEEP_EVENTS);
    const pendingOlder = [...this.undelivered.values()].filter((event) => !keptEvents.includes(event));
    const live = this.objects.size + this.idempotency.size + keptEvents.length + pendingOlder.length + 1;
    if (this.journal.records <= 2 * live + 1000) return;
    this.journal.rewrite([
      ...[...this.objects.values()].map((value) => ({ kind: 'object' as const, object: value })),
      ...[...pendingOlder, ...keptEvents].map((event) => ({ kind: 'event' as const, event })),
      ...keptEvents.filter((event) => !this.undelivered.has(event.id)).map((event) => ({ kind: 'delivered' as const, id: event.id as string })),
      ...[...this.idempotency].map(([key, answer]) => ({ kind: 'idempotency' as const, key, ...answer })),
      { kind: 'chaos' as const, ...this.chaosSettings },
    ]);
  }

  /** Pages are served by the app itself, so they live at the origin the app's return address names. */
  private pageOrigin(returnUrl: string | undefined): string {
    try {
      if (returnUrl) return new URL(returnUrl).origin;
    } catch {
      // not an absolute URL: fall back to the configured address
    }
    return this.options.pageBaseUrl();
  }

  private ofType(type: string): StripeObject[] {
    return [...this.objects.values()].filter((value) => value.object === type);
  }

  private metadataOf(value: Params[string] | undefined): Record<string, string> {
    return Object.fromEntries(Object.entries(object(value)).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  }

  private limitOf(value: Params[string] | undefined): number {
    const limit = Number(text(value) ?? '10');
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw invalidParam('limit', 'limit must be an integer from 1 to 100.');
    return limit;
  }

  private nowSeconds(): number {
    return Math.floor(this.options.clock.now().getTime() / 1000);
  }

  private fail(error: SandboxError): never {
    throw error;
  }

  /** Stops writing (the journal is released). */
  close(): void {
    this.journal.close();
  }
}
