import Stripe from 'stripe';
import { stripeBilling } from '../../../../lambdas/adapters/stripe/stripe-billing';
import { createSandboxApi } from '../../../../local/stripe-sandbox/sandbox-api';
import { StripeSandbox } from '../../../../local/stripe-sandbox/stripe-sandbox';
import { LOCAL_STRIPE_SECRET_KEY } from '../../../../local/adapters/local-stripe-endpoint';
import { BASIC_PLAN, CHECKOUT_CANCEL_PATH, CHECKOUT_SUCCESS_PATH } from '#core/billing/domain/billing-plan';
import { fakeClock } from '../../../support/fake-clock';

const OLD = '+12025550101';
const NEW = '+12025550102';
const clock = fakeClock('2026-11-23T12:00:00.000Z');
const sandbox = new StripeSandbox({
  journalPath: null,
  clock,
  pageBaseUrl: () => 'http://127.0.0.1:3999',
  apiVersion: Stripe.API_VERSION,
});
const api = createSandboxApi(sandbox, LOCAL_STRIPE_SECRET_KEY);
let port = 0;
beforeAll(async () => {
  port = await api.listen();
});
afterAll(() => api.close());

/** The real adapter (the Stripe SDK) over HTTP to the in-process sandbox. */
const billing = stripeBilling({
  secretKey: async () => LOCAL_STRIPE_SECRET_KEY,
  webhookSecret: async () => 'whsec_unused',
  appBaseUrl: () => 'http://127.0.0.1:3999',
  api: () => ({ host: '127.0.0.1', port, protocol: 'http' }),
  clock,
});
const phoneOf = (customerId: string) => sandbox.retrieve('customer', customerId).phone;
const newCustomer = (userId: string) =>
  billing.createCustomer({ userId, email: `${userId}@example.com`, name: 'Ada L', phoneNumber: OLD });

describe("the Stripe adapter and the customer's phone", () => {
  it('updateCustomerPhone sets it (twice: the same number), leaving the metadata alone', async () => {
    const { id } = await newCustomer('user-phone-1');
    expect(phoneOf(id)).toBe(OLD);
    await billing.updateCustomerPhone(id, NEW);
    await billing.updateCustomerPhone(id, NEW);
    expect(sandbox.retrieve('customer', id)).toMatchObject({ phone: NEW, metadata: { userId: 'user-phone-1' } });
  });

  it('fails for a customer the provider does not know (the use case counts it; the move stands)', async () => {
    await expect(billing.updateCustomerPhone('cus_nope', NEW)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("opening the portal or a checkout writes the account's number and zone onto the customer (convergence)", async () => {
    const { id } = await newCustomer('user-phone-2');
    await billing.createPortalSession(id, '/settings', { timeZone: 'America/Chicago', phone: NEW });
    expect(sandbox.retrieve('customer', id)).toMatchObject({ phone: NEW, metadata: { timeZone: 'America/Chicago' } });
    await billing.createCheckoutSession({
      customerId: id,
      userId: 'user-phone-2',
      plan: BASIC_PLAN,
      trialDays: 0,
      successPath: CHECKOUT_SUCCESS_PATH,
      cancelPath: CHECKOUT_CANCEL_PATH,
      timeZone: 'Europe/Paris',
      phone: '+12025550103',
    });
    expect(sandbox.retrieve('customer', id)).toMatchObject({
      phone: '+12025550103',
      metadata: { timeZone: 'Europe/Paris' },
    });
  });
});
