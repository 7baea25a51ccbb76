import { createHash } from 'node:crypto';
import type { StoredPaymentMethod } from '../stripe-objects';

export type PaymentMethodCore = Pick<StoredPaymentMethod, '_sandbox' | 'id' | 'created' | 'customer'> & {
  card: Pick<StoredPaymentMethod['card'], 'brand' | 'exp_month' | 'exp_year' | 'last4'>;
};

/** A card saved through Checkout, as Stripe sends it; fields already there (a journaled card's) are kept. */
export function paymentMethodObject(
  core: PaymentMethodCore & Partial<Omit<StoredPaymentMethod, 'card'>>,
  email: string | null,
): StoredPaymentMethod {
  return {
    object: 'payment_method',
    allow_redisplay: 'limited',
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
    ...core,
    billing_details: { address: null, email, name: null, phone: null, tax_id: null, ...core.billing_details },
    card: {
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: core.card.brand,
      // Stripe's fingerprint is the same for the same card number; the sandbox knows only brand and last four.
      fingerprint: createHash('sha256').update(`${core.card.brand}${core.card.last4}`).digest('hex').slice(0, 16),
      funding: 'credit',
      generated_from: null,
      networks: { available: [core.card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
      ...core.card,
    },
  };
}
