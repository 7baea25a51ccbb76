import type Stripe from 'stripe';

/** The properties the `stripe` package types as always present (null where its type allows null). */
type AlwaysPresentKeys<T> = { [K in keyof T]-?: Pick<T, K> extends Required<Pick<T, K>> ? K : never }[keyof T];

/**
 * A Stripe object as the sandbox sends it: every property the `stripe` package types as always present, so a
 * builder that leaves one out does not compile, plus the optional ones in `Also` that Stripe sends as well.
 * `Narrowed` replaces a property's type: an id where Stripe allows an expanded object, the JSON string where the
 * package parses a Decimal, what the sandbox never leaves null.
 */
type Sent<T, Narrowed = unknown, Also extends keyof T = never> = Omit<
  Required<Pick<T, AlwaysPresentKeys<T> | Also>>,
  keyof Narrowed
> &
  Narrowed;

/*
 * The objects the sandbox keeps, as the `stripe` package types them, with the narrowings the sandbox relies on.
 * Their builders are in ./objects/, one file per kind.
 */

export type SandboxCustomer = Sent<
  Stripe.Customer,
  {
    invoice_settings: Omit<Stripe.Customer.InvoiceSettings, 'default_payment_method'> & {
      default_payment_method: string | null;
    };
  },
  | 'address'
  | 'currency'
  | 'customer_account'
  | 'delinquent'
  | 'discount'
  | 'invoice_prefix'
  | 'name'
  | 'next_invoice_sequence'
  | 'phone'
  | 'preferred_locales'
  | 'tax_exempt'
  | 'test_clock'
>;

export type SandboxProduct = Sent<
  Stripe.Product,
  unknown,
  'default_price' | 'statement_descriptor' | 'tax_code' | 'unit_label'
>;

export type SandboxPrice = Sent<Stripe.Price, { product: string; unit_amount: number; unit_amount_decimal: string }>;

export type SandboxPlan = Sent<Stripe.Plan, { amount_decimal: string | null; product: string }>;

export type SandboxCheckoutSession = Sent<
  Stripe.Checkout.Session,
  {
    customer: string;
    invoice: string | null;
    metadata: Stripe.Metadata;
    payment_intent: null;
    setup_intent: null;
    subscription: string | null;
  },
  'optional_items' | 'phone_number_collection'
>;

/** What a checkout session sells and how, which Stripe keeps to itself until the session completes. */
export interface CheckoutBook {
  lineItems: { price: string; quantity: number }[];
  trialDays: number;
  subscriptionMetadata: Stripe.Metadata;
}

export type SandboxSubscriptionItem = Sent<
  Stripe.SubscriptionItem,
  { plan: SandboxPlan; price: SandboxPrice },
  'quantity'
>;

export type SandboxSubscription = Sent<
  Stripe.Subscription,
  {
    cancellation_details: Stripe.Subscription.CancellationDetails;
    customer: string;
    default_payment_method: string;
    items: Stripe.ApiList<SandboxSubscriptionItem>;
    latest_invoice: string | null;
    trial_settings: Stripe.Subscription.TrialSettings;
  },
  'default_tax_rates'
>;

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

export type SandboxInvoiceLine = Sent<
  Stripe.InvoiceLineItem,
  {
    invoice: string;
    parent: Omit<Stripe.InvoiceLineItem.Parent, 'subscription_item_details'> & {
      subscription_item_details: Stripe.InvoiceLineItem.Parent.SubscriptionItemDetails;
    };
    pricing: Omit<Stripe.InvoiceLineItem.Pricing, 'price_details' | 'unit_amount_decimal'> & {
      price_details: { price: string; product: string };
      unit_amount_decimal: string;
    };
    quantity_decimal: string;
    subscription: string;
  }
>;

export type SandboxInvoice = Sent<
  Stripe.Invoice,
  {
    customer: string;
    lines: Stripe.ApiList<SandboxInvoiceLine>;
    metadata: Stripe.Metadata;
    parent: Omit<Stripe.Invoice.Parent, 'subscription_details'> & {
      subscription_details: Stripe.Invoice.Parent.SubscriptionDetails & { subscription: string };
    };
  },
  'amount_paid_off_stripe' | 'auto_advance' | 'customer_tax_ids' | 'hosted_invoice_url' | 'invoice_pdf'
>;

export type SandboxPaymentMethod = Sent<
  Stripe.PaymentMethod,
  { card: Stripe.PaymentMethod.Card; customer: string },
  'allow_redisplay'
>;

export type SandboxPortalSession = Sent<Stripe.BillingPortal.Session, { configuration: string }>;

/** An event as Stripe sends it to a webhook endpoint, carrying `object` (and, for updates, what changed). */
export type SandboxEventOf<T extends Stripe.Event.Type, O> = Omit<Sent<Stripe.EventBase>, 'data' | 'type'> & {
  type: T;
  data: { object: O; previous_attributes?: Partial<O> };
};

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
