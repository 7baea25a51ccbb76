import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SandboxEvent } from '../../../../local/stripe-sandbox/event-log';
import { StripeSandbox } from '../../../../local/stripe-sandbox/stripe-sandbox';
import { openCheckout } from '../../../support/stripe-sandbox/open-checkout';
import { ALWAYS_SENT, alwaysSent, type AlwaysSentKind } from '../../../fixtures/stripe/always-sent-fields';
import { fakeClock, type FakeClock } from '../../../support/fake-clock';

const DAY = 24 * 60;
const KINDS = Object.keys(ALWAYS_SENT) as AlwaysSentKind[];

interface Found {
  kind: AlwaysSentKind;
  path: string;
  object: Record<string, any>;
}

/** Every Stripe object in `value` whose kind the list covers, nested ones too (event data, items, their plans and prices, lines). */
function stripeObjects(value: unknown, path = '$', found: Found[] = []): Found[] {
  if (Array.isArray(value)) value.forEach((each, i) => stripeObjects(each, `${path}[${i}]`, found));
  else if (value && typeof value === 'object') {
    const object = value as Record<string, any>;
    if (KINDS.includes(object.object)) found.push({ kind: object.object, path, object });
    for (const [key, each] of Object.entries(object)) stripeObjects(each, `${path}.${key}`, found);
  }
  return found;
}

/** `<path> <kind> lacks <field>` for each field Stripe always sends that an object lacks. */
const missingFields = (found: Found[]) =>
  found.flatMap(({ kind, path, object }) =>
    alwaysSent(kind)
      .filter((field) => !(field in object))
      .map((field) => `${path} ${kind} lacks ${field}`),
  );

const kindsOf = (found: Found[]) => [...new Set(found.map(({ kind }) => kind))].sort();

function sandbox(clock: FakeClock, journalPath: string | null = null) {
  const events: SandboxEvent[] = [];
  const box = new StripeSandbox({
    journalPath,
    clock,
    pageBaseUrl: () => 'http://localhost:3000',
    apiVersion: '2026-10-28.endive',
  });
  box.onEvents((batch) => events.push(...batch));
  return { box, events };
}

/** Everything the sandbox hands out in the journeys of a subscription: API answers, page views, stored objects, events. */
function journeys() {
  const clock = fakeClock('2026-11-23T12:00:00.000Z');
  const { box, events } = sandbox(clock);
  const seen: unknown[] = [];
  const keep = <T>(value: T): T => {
    seen.push(value);
    return value;
  };

  // A trial with the card that pays: checkout, trial, first month, a renewal, the portal.
  const trial = keep(
    openCheckout(
      box,
      14,
      box.createCustomer({ email: 'ada@example.com', phone: '+15551234567', metadata: { userId: 'user-1' } }),
    ),
  );
  keep(box.retrieve('checkout.session', trial.session.id));
  const trialDone = keep(box.completeCheckout(trial.session.id, { card: '4242 4242 4242 4242' }));
  const subscriptionId = trialDone.session.subscription!;
  const trialing = keep(box.retrieve('subscription', subscriptionId));
  clock.advanceMinutes(15 * DAY);
  box.advance();
  clock.advanceMinutes(31 * DAY);
  box.advance();
  const portal = keep(
    box.createPortalSession({ customer: trial.customer.id, return_url: 'http://127.0.0.1:3999/settings' }),
  );
  keep(box.portalView(portal.id));
  keep(box.setCancelAtPeriodEnd(portal.id, true));
  keep(box.setCancelAtPeriodEnd(portal.id, false));
  keep(box.updateCard(portal.id, '4242424242424242'));

  // Paid at once, no trial.
  const paid = keep(
    openCheckout(box, 0, keep(box.createCustomer({ email: 'bea@example.com', phone: '+15557654321' }))),
  );
  const paidDone = keep(box.completeCheckout(paid.session.id, { outcome: 'success' }));

  // The card that fails later: past due, three retries, canceled, its open invoice voided.
  const failing = keep(openCheckout(box, 14, keep(box.createCustomer({ email: 'cy@example.com' }))));
  const failingDone = keep(box.completeCheckout(failing.session.id, { outcome: 'fail' }));
  clock.advanceMinutes(15 * DAY);
  box.advance();
  clock.advanceMinutes(16 * DAY);
  box.advance();

  // A session left open past its expiry; a subscription canceled through the API.
  const expiring = keep(openCheckout(box, 14, keep(box.createCustomer({}))));
  clock.advanceMinutes(DAY + 1);
  keep(box.retrieve('checkout.session', expiring.session.id));
  keep(box.listCheckoutSessions({}));
  keep(box.cancelSubscription(paidDone.session.subscription!));

  const invoiceIds = new Set(
    events.flatMap((event) => (event.data.object.object === 'invoice' ? [event.data.object.id] : [])),
  );
  const cardIds = new Set(
    events.flatMap((event) => (event.data.object.object === 'payment_method' ? [event.data.object.id] : [])),
  );
  for (const id of invoiceIds) keep(box.retrieve('invoice', id));
  for (const id of cardIds) keep(box.retrieve('payment_method', id));
  keep(box.retrieve('product', trial.price.product));
  keep(box.retrieve('price', trial.price.id));
  keep(box.retrieve('customer', trial.customer.id));
  keep(box.events(1000));
  return { box, events, seen, trial, trialing, trialDone, paid, paidDone, failingDone };
}

describe('the objects the Stripe sandbox makes carry every field Stripe always sends', () => {
  const made = journeys();

  it('on every kind it makes: customers, products, prices, plans, checkout sessions, subscriptions and items, invoices and lines, cards, portal sessions, events', () => {
    const found = stripeObjects(made.seen);
    expect(kindsOf(found)).toEqual([...KINDS].sort());
    expect(missingFields(found)).toEqual([]);
  });

  it('in the object of every webhook event, of every type the sandbox sends', () => {
    const types = new Set(made.events.map((event) => event.type));
    expect([...types].sort()).toEqual([
      'checkout.session.completed',
      'checkout.session.expired',
      'customer.created',
      'customer.subscription.created',
      'customer.subscription.deleted',
      'customer.subscription.updated',
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_failed',
      'invoice.payment_succeeded',
      'payment_method.attached',
    ]);
    expect(missingFields(stripeObjects(made.events))).toEqual([]);
  });

  it('with values that match the state: a paid checkout, a trial, its items, invoices that add up', () => {
    const { paid, paidDone, trial, trialDone, trialing } = made;
    expect(paidDone.session).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_total: 499,
      amount_subtotal: 499,
      currency: 'usd',
      mode: 'subscription',
      customer_details: { email: 'bea@example.com', phone: '+15557654321', tax_exempt: 'none' },
      payment_method_types: ['card'],
      payment_intent: null,
      url: null,
    });
    expect(paidDone.session.invoice).toMatch(/^in_/);
    expect(paid.session).toMatchObject({ status: 'open', payment_status: 'unpaid', customer_details: null });
    expect(trialDone.session).toMatchObject({
      payment_status: 'no_payment_required',
      customer_details: { email: 'ada@example.com', phone: '+15551234567' },
    });

    const [item] = trialing.items.data;
    expect(trialing.status).toBe('trialing');
    expect(item!.price).toMatchObject({
      object: 'price',
      id: trial.price.id,
      unit_amount: 499,
      currency: 'usd',
      recurring: { interval: 'month', interval_count: 1 },
    });
    expect(item!.plan).toMatchObject({
      object: 'plan',
      id: trial.price.id,
      amount: 499,
      amount_decimal: '499',
      currency: 'usd',
      interval: 'month',
      product: trial.price.product,
    });

    const invoices = stripeObjects(made.seen)
      .filter(({ kind }) => kind === 'invoice')
      .map(({ object }) => object);
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) {
      const lines = invoice.lines.data as Record<string, any>[];
      const sum = lines.reduce((total, line) => total + line.amount, 0);
      expect([invoice.subtotal, invoice.total, invoice.amount_due, invoice.total_excluding_tax]).toEqual([
        sum,
        sum,
        sum,
        sum,
      ]);
      expect(invoice.amount_remaining).toBe(invoice.status === 'paid' ? 0 : invoice.amount_due - invoice.amount_paid);
      expect(lines.map((line) => [line.invoice, line.subtotal, line.pricing.price_details.price])).toEqual(
        lines.map((line) => [invoice.id, line.amount, trial.price.id]),
      );
      expect(invoice.effective_at).toBe(invoice.status_transitions.finalized_at);
      expect(invoice.auto_advance).toBe(invoice.status === 'draft' || invoice.status === 'open');
    }
    expect(invoices.some((invoice) => invoice.status === 'void' && invoice.status_transitions.voided_at !== null)).toBe(
      true,
    );
    expect(
      invoices.some(
        (invoice) =>
          invoice.status === 'paid' && invoice.amount_paid === 499 && invoice.customer_email === 'ada@example.com',
      ),
    ).toBe(true);
  });
});

describe('a journal written before these fields existed', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stripe-sandbox-fidelity-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('loads, and its objects come back with every field filled in', () => {
    const path = join(dir, 'stripe-sandbox.jsonl');
    copyFileSync(join(__dirname, 'fixtures', 'journal-before-the-split.jsonl'), path);
    const { box } = sandbox(fakeClock('2026-12-07T12:05:00.000Z'), path);
    const [session] = box.listCheckoutSessions({}).data;
    const subscription = box.retrieve('subscription', session!.subscription!);
    const objects = [
      session,
      subscription,
      box.listPrices({}),
      box.retrieve('customer', session!.customer),
      box.retrieve('product', subscription.items.data[0]!.price.product),
      box.retrieve('invoice', subscription.latest_invoice!),
      box.retrieve('payment_method', subscription.default_payment_method),
      box.createPortalSession({ customer: session!.customer }),
    ];
    const found = stripeObjects(objects);
    expect(kindsOf(found)).toEqual(KINDS.filter((kind) => kind !== 'event').sort());
    expect(missingFields(found)).toEqual([]);
    expect(session!.customer_details).toMatchObject({ email: 'ada@example.com' });
    expect(subscription.items.data[0]!.plan).toMatchObject({ id: subscription.items.data[0]!.price.id, amount: 499 });
    box.close();
  });
});
