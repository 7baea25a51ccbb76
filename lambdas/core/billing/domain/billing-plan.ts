/**
 * The one plan NagText sells: Basic, $4.99 a month in USD, with a free trial.
 * The trial configured here is the one every checkout gets; the marketing copy's 14 days matches it.
 */
export interface BillingPlan {
  /** How the provider's price is found again (created once, then looked up by this key). */
  lookupKey: string;
  productName: string;
  unitAmountCents: number;
  currency: 'usd';
  interval: 'month';
  trialDays: number;
}

export const BASIC_PLAN: BillingPlan = {
  lookupKey: 'nagtext_basic_monthly_usd',
  productName: 'NagText Basic',
  unitAmountCents: 499,
  currency: 'usd',
  interval: 'month',
  trialDays: 14,
};

/** Where the provider sends the browser back (paths of the SPA; the adapter puts the app's address in front). */
export const CHECKOUT_SUCCESS_PATH = '/payment-success?session_id={CHECKOUT_SESSION_ID}';
export const CHECKOUT_CANCEL_PATH = '/subscribe';
export const PORTAL_RETURN_PATH = '/settings';
