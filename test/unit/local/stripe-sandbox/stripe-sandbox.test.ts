import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxError } from '../../../../local/stripe-sandbox/sandbox-error';
import type { SandboxEvent } from '../../../../local/stripe-sandbox/event-log';
import { StripeSandbox } from '../../../../local/stripe-sandbox/stripe-sandbox';
import { openCheckout } from '../../../support/stripe-sandbox/open-checkout';
import { fakeClock, type FakeClock } from '../../../support/fake-clock';

const DAY = 24 * 60;

function sandbox(clock: FakeClock, journalPath: string | null = null) {
  const events: SandboxEvent[] = [];
  const box = new StripeSandbox({
    journalPath,
    clock,
    pageBaseUrl: () => 'http://localhost:3000',
    apiVersion: '2026-10-28.endive',
  });
  box.onEvents((batch) => events.push(...batch));
  return { box, events, types: () => events.map((e) => e.type) };
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SandboxError);
    return error as SandboxError;
  }
  throw new Error('expected a refusal');
};

describe('StripeSandbox', () => {
  it('checkout pages live on the origin of the return address; completing starts the trial and says so in events', () => {
    const clock = fakeClock('2026-11-23T12:00:00.000Z');
    const { box, types } = sandbox(clock);
    const { session } = openCheckout(box);
    expect(session.url).toBe(`http://127.0.0.1:3999/dev/stripe/checkout/${session.id}`);
    const { session: done, redirectUrl } = box.completeCheckout(session.id, { outcome: 'success' });
    expect(redirectUrl).toBe(`http://127.0.0.1:3999/payment-success?session_id=${session.id}`);
    expect(done).toMatchObject({ status: 'complete', payment_status: 'no_payment_required', url: null });
    const subscription = box.retrieve('subscription', done.subscription!);
    expect(subscription).toMatchObject({
      status: 'trialing',
      trial_end: Date.parse('2026-12-07T12:00:00Z') / 1000,
      metadata: { userId: 'user-1' },
    });
    expect(subscription.items.data[0]!.current_period_end).toBe(subscription.trial_end);
    expect(subscription).not.toHaveProperty('_sandbox');
    expect(types()).toEqual(
      expect.arrayContaining(['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']),
    );
    expect(refusal(() => box.completeCheckout(session.id, { outcome: 'success' })).status).toBe(409);
  });

  it('a checkout session read after its expiry is read as expired, and says so once', () => {
    const clock = fakeClock('2026-11-23T12:00:00.000Z');
    const { box, types } = sandbox(clock);
    const { session } = openCheckout(box);
    clock.advanceMinutes(DAY + 1);
    expect(box.retrieve('checkout.session', session.id)).toMatchObject({ status: 'expired', url: null });
    expect(box.retrieve('checkout.session', session.id)).toMatchObject({ status: 'expired' });
    expect(types().filter((type) => type === 'checkout.session.expired')).toHaveLength(1);
  });

  it('the trial end bills the first month; each period end renews', () => {
    const clock = fakeClock('2026-11-23T12:00:00.000Z');
    const { box, events } = sandbox(clock);
    const { session } = openCheckout(box);
    const subscriptionId = box.completeCheckout(session.id, { card: '4242 4242 4242 4242' }).session.subscription!;
    events.length = 0;
    clock.advanceMinutes(15 * DAY);
    expect(box.advance()).toBe(1);
    expect(box.retrieve('subscription', subscriptionId)).toMatchObject({ status: 'active' });
    const paid = events.filter((e) => e.type === 'invoice.paid');
    expect(paid.map((e) => e.data.object.amount_paid)).toEqual([499]);
    expect(paid[0]!.data.object.parent.subscription_details.subscription).toBe(subscriptionId);
    clock.advanceMinutes(62 * DAY);
    expect(box.advance()).toBe(2);
    expect(box.retrieve('subscription', subscriptionId).items.data[0]!.current_period_end).toBe(
      Date.parse('2027-03-07T12:00:00Z') / 1000,
    );
  });

  it('a card that fails later makes the trial end past_due; a new card in the portal pays it at once', () => {
    const clock = fakeClock('2026-11-23T12:00:00.000Z');
    const { box, types } = sandbox(clock);
    const { session, customer } = openCheckout(box);
    const subscriptionId = box.completeCheckout(session.id, { card: '4000 0000 0000 0341' }).session.subscription!;
    clock.advanceMinutes(15 * DAY);
    box.advance();
    expect(box.retrieve('subscription', subscriptionId).status).toBe('past_due');
    expect(types()).toContain('invoice.payment_failed');
    const portal = box.createPortalSession({ customer: customer.id, return_url: 'http://127.0.0.1:3999/settings' });
    expect(refusal(() => box.updateCard(portal.id, '1234')).status).toBe(402);
    box.updateCard(portal.id, '4242424242424242');
    expect(box.retrieve('subscription', subscriptionId).status).toBe('active');
  });

  it('past_due retries three times, then the subscription ends', () => {
    const clock = fakeClock('2026-11-23T12:00:00.000Z');
    const { box, types } = sandbox(clock);
    const { session } = openCheckout(box);
    const subscriptionId = box.completeCheckout(session.id, { outcome: 'fail' }).session.subscription!;
    clock.advanceMinutes(15 * DAY);
    box.advance();
    // Retries 3, 8 and 15 days after the trial ended.
    clock.advanceMinutes(7 * DAY);
    box.advance();
    expect(box.retrieve('subscription', subscriptionId).status).toBe('past_due');
    clock.advanceMinutes(8 * DAY);
    box.advance();
    expect(box.retrieve('subscription', subscriptionId).status).toBe('canceled');
    expect(types().filter((t) => t === 'invoice.payment_failed')).toHaveLength(4);
    expect(types().at(-1)).toBe('customer.subscription.deleted');
  });

  it('cancel at period end, resume, cancel again: it ends at the period end', () => {
    const clock = fakeClock('2026-11-23T12:00:00.000Z');
    const { box } = sandbox(clock);
    const { session, customer } = openCheckout(box, 0);
    const subscriptionId = box.completeCheckout(session.id, { outcome: 'success' }).session.subscription!;
    const portal = box.createPortalSession({ customer: customer.id, return_url: 'http://127.0.0.1:3999/settings' });
    expect(box.setCancelAtPeriodEnd(portal.id, true).cancel_at_period_end).toBe(true);
    expect(box.setCancelAtPeriodEnd(portal.id, false).cancel_at_period_end).toBe(false);
    box.setCancelAtPeriodEnd(portal.id, true);
    clock.advanceMinutes(20 * DAY);
    box.advance();
    expect(box.retrieve('subscription', subscriptionId).status).toBe('active');
    clock.advanceMinutes(11 * DAY);
    box.advance();
    expect(box.retrieve('subscription', subscriptionId)).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'cancellation_requested' },
    });
  });

  it("a customer's metadata is merged as Stripe merges it, and names the zone its pages show dates in (UTC when none or unknown)", () => {
    const clock = fakeClock('2026-11-23T12:00:00.000Z');
    const { box, events } = sandbox(clock);
    const customer = box.createCustomer({ email: 'ada@example.com', metadata: { userId: 'user-1' } });
    expect(box.pageTimeZoneOf(customer.id)).toBe('UTC');
    expect(box.updateCustomer(customer.id, { metadata: { timeZone: 'America/New_York' } }).metadata).toEqual({
      userId: 'user-1',
      timeZone: 'America/New_York',
    });
    expect(box.retrieve('customer', customer.id).metadata).toEqual({ userId: 'user-1', timeZone: 'America/New_York' });
    expect(box.pageTimeZoneOf(customer.id)).toBe('America/New_York');
    expect(events.at(-1)).toMatchObject({
      type: 'customer.updated',
      data: { object: { id: customer.id }, previous_attributes: { metadata: { userId: 'user-1' } } },
    });
    box.updateCustomer(customer.id, { metadata: { timeZone: 'Mars/Olympus_Mons' } });
    expect(box.pageTimeZoneOf(customer.id)).toBe('UTC');
    expect(box.updateCustomer(customer.id, { metadata: { timeZone: '' } }).metadata).toEqual({ userId: 'user-1' });
    expect(refusal(() => box.updateCustomer(customer.id, { email: 'x@example.com' })).body.error).toMatchObject({
      code: 'parameter_invalid',
      param: 'email',
    });
    expect(refusal(() => box.updateCustomer('cus_nope', { metadata: {} })).status).toBe(404);
  });

  it("updates a customer's phone (what an account's move writes) and keeps it, metadata untouched", () => {
    const clock = fakeClock('2026-11-23T12:00:00.000Z');
    const { box, events } = sandbox(clock);
    const customer = box.createCustomer({ phone: '+12025550101', metadata: { userId: 'user-1' } });
    expect(box.updateCustomer(customer.id, { phone: '+12025550102' }).phone).toBe('+12025550102');
    expect(box.retrieve('customer', customer.id)).toMatchObject({
      phone: '+12025550102',
      metadata: { userId: 'user-1' },
    });
    expect(events.at(-1)).toMatchObject({
      type: 'customer.updated',
      data: { object: { id: customer.id, phone: '+12025550102' }, previous_attributes: { phone: '+12025550101' } },
    });
    expect(box.updateCustomer(customer.id, { phone: '+12025550102', metadata: { timeZone: 'UTC' } }).phone).toBe(
      '+12025550102',
    );
    expect(box.updateCustomer(customer.id, { phone: '' }).phone).toBeNull();
    expect(refusal(() => box.updateCustomer(customer.id, { phone: ['+1'] })).body.error).toMatchObject({
      param: 'phone',
    });
  });

  it("a checkout's trial ends 14 days from when it would start, not from when the session was made", () => {
    const clock = fakeClock('2026-11-23T12:00:00.000Z');
    const { box } = sandbox(clock);
    const { session } = openCheckout(box);
    clock.advanceMinutes(6 * 60);
    const shown = box.checkoutTrialEndOf(session.id);
    expect(shown).toBe(Date.parse('2026-12-07T18:00:00Z') / 1000);
    const subscription = box.retrieve(
      'subscription',
      box.completeCheckout(session.id, { outcome: 'success' }).session.subscription!,
    );
    expect(subscription.trial_end).toBe(shown);
    expect(box.checkoutTrialEndOf(openCheckout(box, 0).session.id)).toBeNull();
  });

  it('refuses the way Stripe refuses: unknown ids, missing params, a failing card without a trial', () => {
    const clock = fakeClock();
    const { box } = sandbox(clock);
    expect(refusal(() => box.retrieve('customer', 'cus_nope')).body).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
        message: "No such customer: 'cus_nope'",
        doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
      },
    });
    expect(refusal(() => box.createCheckoutSession({ mode: 'subscription' })).body.error).toMatchObject({
      code: 'parameter_missing',
      param: 'success_url',
    });
    const { session } = openCheckout(box, 0);
    expect(refusal(() => box.completeCheckout(session.id, { outcome: 'fail' })).body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
    });
  });

  it('keeps its state in an append-only journal and reads it back after a restart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stripe-sandbox-'));
    try {
      const path = join(dir, 'stripe-sandbox.jsonl');
      const clock = fakeClock('2026-11-23T12:00:00.000Z');
      const first = sandbox(clock, path);
      const { session } = openCheckout(first.box);
      const subscriptionId = first.box.completeCheckout(session.id, { outcome: 'success' }).session.subscription!;
      first.box.close();
      const journalBefore = readFileSync(path, 'utf8');

      const again = sandbox(clock, path);
      expect(again.box.retrieve('subscription', subscriptionId).status).toBe('trialing');
      // Undelivered events from before the restart are handed over again.
      expect(again.types()).toContain('checkout.session.completed');
      clock.advanceMinutes(15 * DAY);
      again.box.advance();
      expect(again.box.retrieve('subscription', subscriptionId).status).toBe('active');
      // Changes were appended; nothing already written was rewritten.
      const journalAfter = readFileSync(path, 'utf8');
      expect(journalAfter.length).toBeGreaterThan(journalBefore.length);
      expect(journalAfter.startsWith(journalBefore)).toBe(true);
      again.box.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds a price by lookup key and moves the key to a new price on request', () => {
    const { box } = sandbox(fakeClock());
    const first = box.createPrice({
      currency: 'usd',
      unit_amount: '499',
      recurring: { interval: 'month' },
      lookup_key: 'basic',
      product_data: { name: 'Basic' },
    });
    expect(
      refusal(() =>
        box.createPrice({ currency: 'usd', unit_amount: '599', lookup_key: 'basic', product_data: { name: 'Basic' } }),
      ).status,
    ).toBe(400);
    const second = box.createPrice({
      currency: 'usd',
      unit_amount: '599',
      recurring: { interval: 'month' },
      lookup_key: 'basic',
      transfer_lookup_key: 'true',
      product_data: { name: 'Basic' },
    });
    expect(box.listPrices({ lookup_keys: ['basic'], active: 'true', limit: '1' }).data.map((p) => p.id)).toEqual([
      second.id,
    ]);
    expect(box.retrieve('price', first.id).lookup_key).toBeNull();
  });
});
