import Stripe from 'stripe';
import { stripeBilling } from '../../../../lambdas/adapters/stripe/stripe-billing';
import { DomainError } from '#core/kernel/errors';
import { fakeClock } from '../../../support/fake-clock';

const SECRET = 'whsec_unit_test_secret';
const clock = fakeClock('2026-11-23T12:00:00.000Z');
const billing = stripeBilling({
  secretKey: async () => 'sk_test_unused',
  webhookSecret: async () => SECRET,
  appBaseUrl: () => 'http://localhost:3000',
  clock,
});
const now = () => Math.floor(clock.now().getTime() / 1000);

const event = (type: string, object: Record<string, unknown>) =>
  JSON.stringify(
    {
      id: 'evt_1',
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    },
    null,
    2,
  );
const sign = (payload: string, timestamp = now(), secret = SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

async function refusal(body: string, header: string | undefined): Promise<string> {
  const error = await billing.verifyWebhook(body, header).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe('validation_failed');
  return (error as DomainError).message;
}

describe('verifyWebhook', () => {
  const body = event('customer.subscription.updated', { id: 'sub_1', object: 'subscription', customer: 'cus_1' });

  it('accepts a correctly signed event and reads it', async () => {
    await expect(billing.verifyWebhook(body, sign(body))).resolves.toEqual({
      id: 'evt_1',
      type: 'customer.subscription.updated',
      createdAt: clock.now(),
      kind: 'subscription_changed',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
    });
  });

  it.each([
    ['no header', () => undefined, 'Missing Stripe-Signature header'],
    ['an empty header', () => '', 'Missing Stripe-Signature header'],
    ['a header without t= and v1=', () => 'nonsense', 'Malformed Stripe-Signature header'],
    ['another secret', () => sign(body, now(), 'whsec_someone_else'), 'Webhook signature does not match the body'],
    [
      'a signature six minutes old',
      () => sign(body, now() - 360),
      'Webhook signature is too old (outside the 5-minute tolerance)',
    ],
    [
      'a signature dated ten minutes ahead',
      () => sign(body, now() + 600),
      'Webhook signature is dated in the future (outside the 5-minute tolerance)',
    ],
  ])('refuses %s', async (_what, header, message) => {
    expect(await refusal(body, header())).toBe(message);
  });

  it('refuses the body altered by one byte after signing', async () => {
    const header = sign(body);
    const altered = body.replace('"sub_1"', '"sub_2"');
    expect(altered.length).toBe(body.length);
    expect(await refusal(altered, header)).toBe('Webhook signature does not match the body');
  });

  it('refuses a signed body that is not JSON, and JSON that is not an event', async () => {
    expect(await refusal('not json at all', sign('not json at all'))).toBe('Webhook body is not valid JSON');
    expect(await refusal('{"hello":"world"}', sign('{"hello":"world"}'))).toBe('Webhook body is not a Stripe event');
  });
});

describe('events in our words', () => {
  const read = (type: string, object: Record<string, unknown>) => {
    const body = event(type, object);
    return billing.verifyWebhook(body, sign(body));
  };

  it.each([
    [
      'checkout.session.completed',
      {
        id: 'cs_test_1',
        object: 'checkout.session',
        customer: 'cus_1',
        client_reference_id: 'user-1',
        subscription: 'sub_1',
      },
      {
        kind: 'checkout_completed',
        sessionId: 'cs_test_1',
        customerId: 'cus_1',
        userId: 'user-1',
        subscriptionId: 'sub_1',
      },
    ],
    [
      'customer.subscription.created',
      { id: 'sub_1', object: 'subscription', customer: { id: 'cus_1' } },
      { kind: 'subscription_changed', subscriptionId: 'sub_1', customerId: 'cus_1' },
    ],
    [
      'customer.subscription.deleted',
      { id: 'sub_1', object: 'subscription', customer: 'cus_1' },
      { kind: 'subscription_changed', subscriptionId: 'sub_1', customerId: 'cus_1' },
    ],
    [
      'invoice.paid',
      {
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_1',
        amount_paid: 499,
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
      },
      { kind: 'invoice_paid', invoiceId: 'in_1', customerId: 'cus_1', subscriptionId: 'sub_1', amountPaidCents: 499 },
    ],
    [
      'invoice.paid',
      { id: 'in_2', object: 'invoice', customer: 'cus_1', amount_paid: 0, subscription: 'sub_9' },
      { kind: 'invoice_paid', invoiceId: 'in_2', customerId: 'cus_1', subscriptionId: 'sub_9', amountPaidCents: 0 },
    ],
    [
      'invoice.payment_failed',
      { id: 'in_3', object: 'invoice', customer: 'cus_1', parent: { subscription_details: { subscription: 'sub_1' } } },
      { kind: 'invoice_payment_failed', invoiceId: 'in_3', customerId: 'cus_1', subscriptionId: 'sub_1' },
    ],
    ['charge.refunded', { id: 'ch_1', object: 'charge' }, { kind: 'ignored' }],
    ['customer.created', { id: 'cus_1', object: 'customer' }, { kind: 'ignored' }],
  ])('%s', async (type, object, expected) => {
    expect(await read(type, object)).toMatchObject({ type, ...expected });
  });
});
