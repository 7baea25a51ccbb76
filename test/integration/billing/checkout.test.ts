import { billingApi } from '../../support/billing-api';

let api: Awaited<ReturnType<typeof billingApi>>;
beforeAll(async () => {
  api = await billingApi();
});
afterAll(() => api?.stop());

const sessionIdOf = (url: string) => url.split('/').pop()!;

describe('POST /subscription/checkout-session', () => {
  it('a double click gets one session; the customer is created once and stored', async () => {
    const user = await api.signedUpUser();
    const [first, second] = await Promise.all([
      api.send('createCheckoutSession', { token: user.token }),
      api.send('createCheckoutSession', { token: user.token }),
    ]);
    const third = await api.send('createCheckoutSession', { token: user.token });
    expect(first).toMatchObject({
      status: 200,
      body: { url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:3999\/dev\/stripe\/checkout\/cs_test_\w+$/) },
    });
    expect(second.body.url).toBe(first.body.url);
    expect(third.body.url).toBe(first.body.url);
    const item = (await api.stored(user.id))!;
    const customer = api.sandbox.retrieve('customer', item.stripeCustomerId);
    expect(customer.metadata).toEqual({ userId: user.id, timeZone: 'America/Chicago' });
    const session = api.sandbox.retrieve('checkout.session', sessionIdOf(first.body.url));
    expect(session).toMatchObject({
      mode: 'subscription',
      customer: item.stripeCustomerId,
      client_reference_id: user.id,
      amount_total: 499,
      currency: 'usd',
      success_url: 'http://127.0.0.1:3999/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:3999/subscribe',
    });
    expect(api.sandbox.checkoutTrialDaysOf(session.id)).toBe(14);
    expect(api.sandbox.retrieve('price', api.sandbox.checkoutPriceOf(session.id))).toMatchObject({
      unit_amount: 499,
      currency: 'usd',
      recurring: { interval: 'month' },
      lookup_key: 'nagtext_basic_monthly_usd',
    });
  });

  it('after a checkout expires, the next click makes a new session', async () => {
    const user = await api.signedUpUser();
    const first = await api.send('createCheckoutSession', { token: user.token });
    api.clock.advanceMinutes(25 * 60);
    const second = await api.send('createCheckoutSession', { token: user.token });
    expect(second.body.url).not.toBe(first.body.url);
  });

  it('a subscriber gets 409 and no new session', async () => {
    const user = await api.signedUpUser();
    const { sessionId } = await api.subscribe(user.token);
    await api.send('verifyCheckout', { token: user.token, body: { sessionId } });
    const again = await api.send('createCheckoutSession', { token: user.token });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'conflict',
      message: 'You already have a subscription. Use Manage Subscription to change or cancel it.',
    });
  });

  it('needs a session (401 without a token)', async () => {
    expect((await api.send('createCheckoutSession')).status).toBe(401);
  });
});

describe('POST /subscription/verify-checkout', () => {
  it('records the subscription at once: the status answers trialing with the trial end as next billing date', async () => {
    const user = await api.signedUpUser();
    const { sessionId } = await api.subscribe(user.token);
    const verified = await api.send('verifyCheckout', { token: user.token, body: { sessionId } });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ subscriptionStatus: 'trialing', cancelAtPeriodEnd: false });
    const trialEnd = new Date(Date.parse(verified.body.subscriptionStartDate) + 14 * 86_400_000).toISOString();
    expect(verified.body).toMatchObject({ trialEndsAt: trialEnd, subscriptionEndDate: trialEnd });
    expect((await api.send('getSubscriptionStatus', { token: user.token })).body).toEqual(verified.body);
  });

  it("another user's session id: 404, and nothing changes for either user", async () => {
    const owner = await api.signedUpUser();
    const other = await api.signedUpUser();
    const { sessionId } = await api.subscribe(owner.token);
    await api.send('createCheckoutSession', { token: other.token });
    const before = [await api.stored(owner.id), await api.stored(other.id)];
    const refused = await api.send('verifyCheckout', { token: other.token, body: { sessionId } });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('No checkout session with this id belongs to your account.');
    expect([await api.stored(owner.id), await api.stored(other.id)]).toEqual(before);
  });

  it.each([
    [
      'a made-up session id: 404',
      { sessionId: 'cs_test_doesnotexist' },
      404,
      'No checkout session with this id belongs to your account.',
    ],
    [
      'a path instead of an id: 404',
      { sessionId: '../../v1/customers' },
      404,
      'No checkout session with this id belongs to your account.',
    ],
    ['no session id: 400', {}, 400, 'sessionId is required'],
    ['an empty session id: 400', { sessionId: '  ' }, 400, 'sessionId is required'],
  ])('%s', async (_what, body, status, message) => {
    const user = await api.signedUpUser();
    const refused = await api.send('verifyCheckout', { token: user.token, body });
    expect(refused.status).toBe(status);
    expect(refused.body.error.message).toBe(message);
    expect((await api.stored(user.id))!.subscriptionStatus).toBe('none');
  });

  it('a checkout not completed yet: 409', async () => {
    const user = await api.signedUpUser();
    const { body } = await api.send('createCheckoutSession', { token: user.token });
    const refused = await api.send('verifyCheckout', { token: user.token, body: { sessionId: sessionIdOf(body.url) } });
    expect(refused.status).toBe(409);
  });

  it('a body that is not JSON: 400', async () => {
    const user = await api.signedUpUser();
    const refused = await api.send('verifyCheckout', { token: user.token, rawBody: 'sessionId=cs_1' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Request body is not valid JSON');
  });
});

describe('POST /subscription/customer-portal', () => {
  it('opens the portal for the customer, coming back to /settings', async () => {
    const user = await api.signedUpUser();
    await api.subscribe(user.token);
    const portal = await api.send('createCustomerPortal', { token: user.token });
    expect(portal.status).toBe(200);
    const session = api.sandbox.retrieve('billing_portal.session', sessionIdOf(portal.body.url));
    expect(session).toMatchObject({
      customer: (await api.stored(user.id))!.stripeCustomerId,
      return_url: 'http://127.0.0.1:3999/settings',
    });
  });

  it('before any checkout: 409, there is nothing to manage', async () => {
    const user = await api.signedUpUser();
    expect((await api.send('createCustomerPortal', { token: user.token })).status).toBe(409);
  });
});
