import { billingApi } from '../../support/billing-api';

let api: Awaited<ReturnType<typeof billingApi>>;
beforeAll(async () => {
  api = await billingApi();
});
afterAll(() => api?.stop());

/** A subscriber, and the customer.subscription.updated event that reports their trial ending into active. */
async function subscriberAndEvent() {
  const user = await api.signedUpUser();
  const { subscriptionId } = await api.subscribe(user.token);
  api.clock.advanceMinutes(15 * 24 * 60);
  api.events.length = 0;
  api.sandbox.advance();
  const updated = api.events.find(
    (e) => e.type === 'customer.subscription.updated' && e.data.object.id === subscriptionId,
  )!;
  return { user, subscriptionId, updated };
}

const statusOf = async (userId: string) => (await api.stored(userId))?.subscriptionStatus;

describe('POST /webhooks/stripe: the signature', () => {
  it('accepts a correctly signed event and records the change it reports', async () => {
    const { user, updated } = await subscriberAndEvent();
    expect(await statusOf(user.id)).toBe('none');
    const answer = await api.deliver(updated);
    expect(answer).toMatchObject({ status: 200, body: { received: true } });
    expect(await statusOf(user.id)).toBe('active');
  });

  it.each([
    ['no Stripe-Signature header', { header: null }, 'Missing Stripe-Signature header'],
    ['a signature made with another secret', { secret: 'whsec_attacker' }, 'Webhook signature does not match the body'],
    [
      'a stale signature (six minutes old)',
      { timestamp: -360 },
      'Webhook signature is too old (outside the 5-minute tolerance)',
    ],
    ['a header that is not a signature', { header: 't=abc,v9=zzz' }, 'Malformed Stripe-Signature header'],
  ])('refuses %s with 400 and changes nothing', async (_what, options, message) => {
    const { user, updated } = await subscriberAndEvent();
    const before = await api.stored(user.id);
    const timestamp =
      'timestamp' in options ? Math.floor(api.clock.now().getTime() / 1000) + (options.timestamp as number) : undefined;
    const answer = await api.deliver(updated, {
      ...options,
      ...(timestamp !== undefined ? { timestamp } : {}),
    } as never);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: 'validation_failed', message });
    expect(await api.stored(user.id)).toEqual(before);
  });

  it('refuses the body altered by one byte after signing (400, nothing changes)', async () => {
    const { user, updated } = await subscriberAndEvent();
    const body = JSON.stringify(updated, null, 2);
    const at = body.indexOf('"active"');
    const altered = `${body.slice(0, at + 1)}A${body.slice(at + 2)}`;
    expect(Buffer.byteLength(altered)).toBe(Buffer.byteLength(body));
    const header = (await import('stripe')).default.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_integration_test_secret',
      timestamp: Math.floor(api.clock.now().getTime() / 1000),
    });
    const answer = await api.deliver(updated, { body: altered, header });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('Webhook signature does not match the body');
    expect(await statusOf(user.id)).toBe('none');
  });

  it('refuses a signed body that is not JSON with 400', async () => {
    const answer = await api.deliver('this is not json');
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('Webhook body is not valid JSON');
  });

  it('refuses a 1 MB body with 413 before reading it', async () => {
    const huge = JSON.stringify({
      id: 'evt_big',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: { filler: 'x'.repeat(1024 * 1024) } },
    });
    const answer = await api.deliver(huge);
    expect(answer.status).toBe(413);
    expect(answer.body.error.code).toBe('payload_too_large');
  });

  it('acknowledges an event type it does not use, and remembers it', async () => {
    const event = {
      id: `evt_unknown_${Date.now()}`,
      object: 'event',
      type: 'charge.dispute.created',
      created: Math.floor(api.clock.now().getTime() / 1000),
      data: { object: { id: 'dp_1', object: 'dispute' } },
    };
    expect(await api.deliver(event)).toMatchObject({ status: 200, body: { received: true } });
    expect(await api.deps.processedEvents.has('stripe', event.id)).toBe(true);
  });
});
