import type { StripeSandbox } from '../../../local/stripe-sandbox/stripe-sandbox';

/** A customer with an open checkout for $4.99 a month and the given trial (the box's 'basic' price, made once). */
export function openCheckout(
  box: StripeSandbox,
  trialDays = 14,
  customer = box.createCustomer({ email: 'ada@example.com', metadata: { userId: 'user-1' } }),
) {
  const [existing] = box.listPrices({ lookup_keys: ['basic'] }).data;
  const price =
    existing ??
    box.createPrice({
      currency: 'usd',
      unit_amount: '499',
      recurring: { interval: 'month' },
      lookup_key: 'basic',
      product_data: { name: 'NagText Basic' },
    });
  const session = box.createCheckoutSession({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: 'user-1',
    line_items: [{ price: price.id, quantity: '1' }],
    subscription_data: { trial_period_days: String(trialDays), metadata: { userId: 'user-1' } },
    success_url: 'http://127.0.0.1:3999/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1:3999/subscribe',
  });
  return { customer, price, session };
}
