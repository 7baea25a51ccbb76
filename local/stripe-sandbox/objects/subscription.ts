import type { SandboxSubscriptionItem, StoredSubscription } from '../stripe-objects';
import { planOf, priceObject } from './price';

/** What starting a subscription decides; Stripe's defaults for one charged automatically fill the rest. */
export type SubscriptionCore = Pick<
  StoredSubscription,
  | '_sandbox'
  | 'id'
  | 'billing_cycle_anchor'
  | 'created'
  | 'currency'
  | 'customer'
  | 'default_payment_method'
  | 'items'
  | 'latest_invoice'
  | 'metadata'
  | 'start_date'
  | 'status'
  | 'trial_end'
  | 'trial_start'
>;

export type SubscriptionItemCore = Pick<
  SandboxSubscriptionItem,
  'id' | 'created' | 'current_period_end' | 'current_period_start' | 'price' | 'quantity' | 'subscription'
>;

/** A subscription as Stripe sends one; fields already there (a journaled subscription's) are kept, its items completed. */
export function subscriptionObject(core: SubscriptionCore & Partial<StoredSubscription>): StoredSubscription {
  return {
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    collection_method: 'charge_automatically',
    customer_account: null,
    days_until_due: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    livemode: false,
    managed_payments: null,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    test_clock: null,
    transfer_data: null,
    ...core,
    // Journals written by older code lack some of these nested fields.
    cancellation_details: { ...NOT_CANCELED, ...core.cancellation_details },
    trial_settings: { end_behavior: { ...TRIAL_END_BEHAVIOR, ...core.trial_settings?.end_behavior } },
    items: { ...core.items, data: core.items.data.map(subscriptionItemObject) },
  };
}

const NOT_CANCELED = { comment: null, feedback: null, feedback_option: null, reason: null };

/** A trial ending without a payment method still bills (the sandbox's trials always have a card). */
const TRIAL_END_BEHAVIOR = { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' };

/** An item as Stripe sends one, with its price and the same price as a legacy plan. */
export function subscriptionItemObject(
  core: SubscriptionItemCore & Partial<SandboxSubscriptionItem>,
): SandboxSubscriptionItem {
  const price = priceObject(core.price);
  return {
    object: 'subscription_item',
    billing_thresholds: null,
    current_trial: null,
    discounts: [],
    metadata: {},
    tax_rates: [],
    ...core,
    plan: planOf(price),
    price,
  };
}
