/**
 * The one plan NagText sells, declared once: the billing core asks the payment provider for this price and
 * trial (lambdas/core/billing/domain/billing-plan.ts), and the web's pages quote them.
 */
export const PLAN = {
  name: 'Basic',
  /** The monthly price in cents. */
  unitAmountCents: 499,
  currency: 'usd',
  interval: 'month',
  /** The free trial every first checkout gets. */
  trialDays: 14,
} as const;

/** The price as the pages quote it: "$4.99". */
export const PLAN_PRICE = `$${(PLAN.unitAmountCents / 100).toFixed(2)}`;
