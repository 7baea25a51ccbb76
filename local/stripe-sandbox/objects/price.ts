import type { SandboxPlan, SandboxPrice } from '../stripe-objects';

export type PriceCore = Pick<
  SandboxPrice,
  | 'id'
  | 'created'
  | 'currency'
  | 'lookup_key'
  | 'metadata'
  | 'nickname'
  | 'product'
  | 'recurring'
  | 'type'
  | 'unit_amount'
>;

/** A per-unit price as Stripe sends one; fields already there are kept. */
export function priceObject(core: PriceCore & Partial<SandboxPrice>): SandboxPrice {
  return {
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    custom_unit_amount: null,
    livemode: false,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    unit_amount_decimal: String(core.unit_amount),
    ...core,
    recurring: core.recurring && { ...RECURRING_ADDED_LATER, ...core.recurring },
  };
}

/** Fields of `recurring` that journals written by older code lack. */
const RECURRING_ADDED_LATER = { meter: null, trial_period_days: null };

/** The legacy plan Stripe still sends beside a recurring price on a subscription item: the same price, as a plan. */
export function planOf(price: SandboxPrice): SandboxPlan {
  // Checkout takes only recurring prices into a subscription.
  const recurring = price.recurring!;
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: price.billing_scheme,
    created: price.created,
    currency: price.currency,
    interval: recurring.interval,
    interval_count: recurring.interval_count,
    livemode: price.livemode,
    metadata: price.metadata,
    meter: recurring.meter,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: price.tiers_mode,
    transform_usage: price.transform_quantity,
    trial_period_days: recurring.trial_period_days,
    usage_type: recurring.usage_type,
  };
}
