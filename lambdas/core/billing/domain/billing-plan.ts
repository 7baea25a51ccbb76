import { PLAN } from '#shared/plan';

/**
 * The one plan NagText sells, as the payment provider is asked for it: its name, price and trial are declared
 * once in shared/plan.ts (the web's pages quote the same), and the trial there is the one every first checkout gets.
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
  productName: `NagText ${PLAN.name}`,
  unitAmountCents: PLAN.unitAmountCents,
  currency: PLAN.currency,
  interval: PLAN.interval,
  trialDays: PLAN.trialDays,
};

/** Where the provider sends the browser back (paths of the SPA; the adapter puts the app's address in front). */
export const CHECKOUT_SUCCESS_PATH = '/payment-success?session_id={CHECKOUT_SESSION_ID}';
export const CHECKOUT_CANCEL_PATH = '/subscribe';
export const PORTAL_RETURN_PATH = '/settings';
