import { parseFormParams } from '../../../../local/stripe-sandbox/form-params';

describe("parseFormParams (Stripe's form encoding, as the SDK writes it)", () => {
  it.each([
    ['email=a%40b.com&name=Ada', { email: 'a@b.com', name: 'Ada' }],
    ['metadata[userId]=u1', { metadata: { userId: 'u1' } }],
    ['lookup_keys[0]=basic&lookup_keys[1]=pro&active=true', { lookup_keys: ['basic', 'pro'], active: 'true' }],
    ['line_items[0][price]=price_1&line_items[0][quantity]=1', { line_items: [{ price: 'price_1', quantity: '1' }] }],
    ['subscription_data[trial_period_days]=14&subscription_data[metadata][userId]=u1', { subscription_data: { trial_period_days: '14', metadata: { userId: 'u1' } } }],
    ['line_items%5B0%5D%5Bprice%5D=price_2', { line_items: [{ price: 'price_2' }] }],
    ['success_url=http%3A%2F%2Flocalhost%3A3000%2Fpayment-success%3Fsession_id%3D%7BCHECKOUT_SESSION_ID%7D', { success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}' }],
    ['', {}],
  ])('%s', (text, expected) => expect(parseFormParams(text)).toEqual(expected));
});
