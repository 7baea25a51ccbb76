import type Stripe from 'stripe';

/** The fields of a Stripe type that the sandbox writes, every one of them present. */
type Written<T, K extends keyof T> = Required<Pick<T, K>>;

/*
 * The objects the sandbox keeps, as the `stripe` package types them, narrowed to what the sandbox writes:
 * ids where Stripe allows an expanded object, and no field the sandbox leaves out.
 */

export type SandboxCustomer = Written<
  Stripe.Customer,
  | 'id' | 'object' | 'address' | 'balance' | 'created' | 'currency' | 'default_source' | 'delinquent' | 'description'
  | 'email' | 'invoice_prefix' | 'livemode' | 'metadata' | 'name' | 'phone' | 'preferred_locales' | 'shipping'
  | 'tax_exempt' | 'test_clock'
> & {
  invoice_settings: Written<Stripe.Customer.InvoiceSettings, 'custom_fields' | 'footer' | 'rendering_options'> & {
    default_payment_method: string | null;
  };
};

export type SandboxProduct = Written<
  Stripe.Product,
  'id' | 'object' | 'active' | 'created' | 'description' | 'images' | 'livemode' | 'metadata' | 'name' | 'type' | 'updated'
>;

export type SandboxPrice = Written<
  Stripe.Price,
  | 'id' | 'object' | 'active' | 'billing_scheme' | 'created' | 'currency' | 'livemode' | 'lookup_key' | 'metadata'
  | 'nickname' | 'tax_behavior' | 'tiers_mode' | 'transform_quantity' | 'type'
> & {
  product: string;
  recurring: Written<Stripe.Price.Recurring, 'interval' | 'interval_count' | 'meter' | 'usage_type'> | null;
  unit_amount: number;
  unit_amount_decimal: string;
};

export type SandboxCheckoutSession = Written<
  Stripe.Checkout.Session,
  | 'id' | 'object' | 'amount_subtotal' | 'amount_total' | 'cancel_url' | 'client_reference_id' | 'created' | 'currency'
  | 'customer_email' | 'expires_at' | 'livemode' | 'mode' | 'payment_status' | 'status' | 'success_url' | 'ui_mode' | 'url'
> & {
  customer: string;
  invoice: string | null;
  metadata: Stripe.Metadata;
  subscription: string | null;
};

/** What a checkout session sells and how, which Stripe keeps to itself until the session completes. */
export interface CheckoutBook {
  lineItems: { price: string; quantity: number }[];
  trialDays: number;
  subscriptionMetadata: Stripe.Metadata;
}

export type SandboxSubscriptionItem = Written<
  Stripe.SubscriptionItem,
  | 'id' | 'object' | 'created' | 'current_period_end' | 'current_period_start' | 'discounts' | 'metadata' | 'quantity'
  | 'subscription' | 'tax_rates'
> & { price: SandboxPrice };

export type SandboxSubscription = Written<
  Stripe.Subscription,
  | 'id' | 'object' | 'application' | 'billing_cycle_anchor' | 'cancel_at' | 'cancel_at_period_end' | 'canceled_at'
  | 'collection_method' | 'created' | 'currency' | 'description' | 'discounts' | 'ended_at' | 'livemode' | 'metadata'
  | 'pause_collection' | 'start_date' | 'status' | 'test_clock' | 'trial_end' | 'trial_start'
> & {
  cancellation_details: Written<Stripe.Subscription.CancellationDetails, 'comment' | 'feedback' | 'reason'>;
  customer: string;
  default_payment_method: string;
  items: Stripe.ApiList<SandboxSubscriptionItem>;
  latest_invoice: string | null;
  trial_settings: { end_behavior: Written<Stripe.Subscription.TrialSettings.EndBehavior, 'missing_payment_method'> };
};

/** Where a subscription stands in its billing calendar. */
export interface SubscriptionBook {
  /** Periods billed so far after the anchor (0 while in the trial or the first period). */
  periods: number;
  anchor: number;
  /** Failed attempts at the open invoice; the fourth failure ends the subscription (Stripe's default retries). */
  failedAttempts: number;
  nextRetryAt?: number;
  openInvoice?: string;
}

export type SandboxInvoiceLine = Written<
  Stripe.InvoiceLineItem,
  'id' | 'object' | 'amount' | 'currency' | 'description' | 'period' | 'quantity'
>;

export type SandboxInvoice = Written<
  Stripe.Invoice,
  | 'id' | 'object' | 'amount_due' | 'amount_paid' | 'amount_remaining' | 'attempt_count' | 'attempted' | 'billing_reason'
  | 'collection_method' | 'created' | 'currency' | 'livemode' | 'metadata' | 'next_payment_attempt' | 'number'
  | 'period_end' | 'period_start' | 'status' | 'status_transitions' | 'subtotal' | 'total'
> & {
  customer: string;
  lines: Stripe.ApiList<SandboxInvoiceLine>;
  parent: Written<Stripe.Invoice.Parent, 'type' | 'quote_details'> & {
    subscription_details: Written<Stripe.Invoice.Parent.SubscriptionDetails, 'metadata'> & { subscription: string };
  };
};

export type SandboxPaymentMethod = Written<Stripe.PaymentMethod, 'id' | 'object' | 'created' | 'livemode' | 'metadata' | 'type'> & {
  billing_details: Written<Stripe.PaymentMethod.BillingDetails, 'address' | 'email' | 'name' | 'phone'>;
  card: Written<Stripe.PaymentMethod.Card, 'brand' | 'country' | 'exp_month' | 'exp_year' | 'funding' | 'last4'>;
  customer: string;
};

export type SandboxPortalSession = Written<
  Stripe.BillingPortal.Session,
  'id' | 'object' | 'created' | 'customer' | 'flow' | 'livemode' | 'locale' | 'on_behalf_of' | 'return_url' | 'url'
> & { configuration: string };

/** Every object as the API shows it, by its `object` name. */
export interface SandboxObjects {
  customer: SandboxCustomer;
  product: SandboxProduct;
  price: SandboxPrice;
  'checkout.session': SandboxCheckoutSession;
  subscription: SandboxSubscription;
  invoice: SandboxInvoice;
  payment_method: SandboxPaymentMethod;
  'billing_portal.session': SandboxPortalSession;
}

export type ObjectType = keyof SandboxObjects;

/** The sandbox's own bookkeeping rides along under `_sandbox` and is never sent. */
type Booked<T, Book> = T & { _sandbox: Book };

export type StoredCheckoutSession = Booked<SandboxCheckoutSession, CheckoutBook>;
export type StoredSubscription = Booked<SandboxSubscription, SubscriptionBook>;
export type StoredPaymentMethod = Booked<SandboxPaymentMethod, { failsCharges: boolean }>;

/** Every object as the sandbox stores it (and journals it), by its `object` name. */
export interface StoredObjects extends SandboxObjects {
  'checkout.session': StoredCheckoutSession;
  subscription: StoredSubscription;
  payment_method: StoredPaymentMethod;
}

export type StoredObject = StoredObjects[ObjectType];

/** A copy of the object as the API shows it: without the sandbox's bookkeeping. */
export function publicView<T extends object>(value: T): Omit<T, '_sandbox'> {
  const { _sandbox: _ignored, ...rest } = value as T & { _sandbox?: unknown };
  return structuredClone(rest);
}
