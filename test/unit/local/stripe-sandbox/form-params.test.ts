import { limitOf, metadataOf, parseFormParams, requiredText } from '../../../../local/stripe-sandbox/form-params';
import { SandboxError } from '../../../../local/stripe-sandbox/sandbox-error';

describe("parseFormParams (Stripe's form encoding, as the SDK writes it)", () => {
  it.each([
    ['email=a%40b.com&name=Ada', { email: 'a@b.com', name: 'Ada' }],
    ['metadata[userId]=u1', { metadata: { userId: 'u1' } }],
    ['lookup_keys[0]=basic&lookup_keys[1]=pro&active=true', { lookup_keys: ['basic', 'pro'], active: 'true' }],
    ['line_items[0][price]=price_1&line_items[0][quantity]=1', { line_items: [{ price: 'price_1', quantity: '1' }] }],
    [
      'subscription_data[trial_period_days]=14&subscription_data[metadata][userId]=u1',
      { subscription_data: { trial_period_days: '14', metadata: { userId: 'u1' } } },
    ],
    ['line_items%5B0%5D%5Bprice%5D=price_2', { line_items: [{ price: 'price_2' }] }],
    [
      'success_url=http%3A%2F%2Flocalhost%3A3000%2Fpayment-success%3Fsession_id%3D%7BCHECKOUT_SESSION_ID%7D',
      { success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}' },
    ],
    ['', {}],
  ])('%s', (text, expected) => expect(parseFormParams(text)).toEqual(expected));
});

describe('reading parameters', () => {
  it("requiredText: the text, or Stripe's missing-parameter refusal naming the parameter", () => {
    expect(requiredText('usd', 'currency')).toBe('usd');
    expect(() => requiredText({ name: 'x' }, 'product_data[name]')).toThrow(
      new SandboxError(400, 'invalid_request_error', 'Missing required param: product_data[name].'),
    );
  });

  it('metadataOf keeps the text values only', () => {
    expect(metadataOf({ userId: 'u1', nested: { a: 'b' }, list: ['c'] })).toEqual({ userId: 'u1' });
    expect(metadataOf(undefined)).toEqual({});
  });

  it('limitOf: 10 unless given, a whole number from 1 to 100', () => {
    expect(limitOf(undefined)).toBe(10);
    expect(limitOf('100')).toBe(100);
    for (const bad of ['0', '101', '1.5', 'ten'])
      expect(() => limitOf(bad)).toThrow('limit must be an integer from 1 to 100.');
  });
});
