import type { SandboxCheckoutSession, SandboxCustomer, StoredCheckoutSession } from '../stripe-objects';

/** What creating a subscription-mode session decides; Stripe's defaults for a hosted page fill the rest. */
export type CheckoutSessionCore = Pick<
  StoredCheckoutSession,
  | '_sandbox'
  | 'id'
  | 'amount_subtotal'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer'
  | 'expires_at'
  | 'metadata'
  | 'mode'
  | 'success_url'
  | 'url'
>;

/** A session as Stripe sends one while open; fields already there (a journaled session's) are kept. */
export function checkoutSessionObject(
  core: CheckoutSessionCore & Partial<StoredCheckoutSession>,
): StoredCheckoutSession {
  return {
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer_account: null,
    customer_creation: null,
    customer_details: null,
    customer_email: null,
    discounts: [],
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    optional_items: null,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: {
      allow_redisplay_filters: ['always'],
      payment_method_remove: null,
      payment_method_save: null,
    },
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    wallet_options: null,
    ...core,
  };
}

/** Who paid, as Checkout records it on completion: what the customer object knows, or nothing. */
export function customerDetailsOf(customer: SandboxCustomer | undefined): SandboxCheckoutSession['customer_details'] {
  if (!customer) return null;
  return {
    address: customer.address,
    business_name: null,
    email: customer.email,
    individual_name: null,
    name: customer.name,
    phone: customer.phone,
    tax_exempt: customer.tax_exempt ?? 'none',
    tax_ids: [],
  };
}
