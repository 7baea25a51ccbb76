import type { SandboxCustomer } from '../stripe-objects';

/** What creating or changing a customer decides; Stripe's defaults fill the rest. */
export type CustomerCore = Pick<
  SandboxCustomer,
  'id' | 'created' | 'description' | 'email' | 'invoice_prefix' | 'invoice_settings' | 'metadata' | 'name' | 'phone'
>;

/** A customer as Stripe sends one; fields already there (a journaled customer's) are kept. */
export function customerObject(core: CustomerCore & Partial<SandboxCustomer>): SandboxCustomer {
  return {
    object: 'customer',
    address: null,
    balance: 0,
    currency: null,
    customer_account: null,
    default_source: null,
    delinquent: false,
    discount: null,
    livemode: false,
    next_invoice_sequence: 1,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
    ...core,
  };
}
