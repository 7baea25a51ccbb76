import type { BillingPlan } from '../domain/billing-plan';
import type { SubscriptionSnapshot } from '../domain/subscription-snapshot';
import type { CustomerPhones } from '../../users/ports/customer-phones';

export interface NewBillingCustomer {
  userId: string;
  email: string;
  name: string;
  phoneNumber: string;
}

export interface CheckoutRequest {
  customerId: string;
  userId: string;
  plan: BillingPlan;
  /** 0 for a customer who had a subscription before (one trial per person). */
  trialDays: number;
  /** SPA paths; `{CHECKOUT_SESSION_ID}` is filled in by the provider. */
  successPath: string;
  cancelPath: string;
  /** The account's time zone (IANA), noted on the customer: the local sandbox's checkout page shows its dates in it. */
  timeZone: string;
  /** The account's number, written onto the customer again (a move the provider missed converges here). */
  phone: string;
}

export interface CheckoutSession {
  id: string;
  /** Where the browser goes to pay; absent once the session is over. */
  url?: string;
  status: 'open' | 'complete' | 'expired';
  customerId?: string;
  /** The user the session was opened for (client reference). */
  userId?: string;
  subscriptionId?: string;
}

/** A verified provider event, in our words. Unknown kinds are acknowledged and ignored. */
export type BillingEvent = { id: string; type: string; createdAt: Date } & (
  | { kind: 'checkout_completed'; sessionId: string; customerId?: string; userId?: string; subscriptionId?: string }
  | { kind: 'subscription_changed'; subscriptionId: string; customerId: string }
  | { kind: 'invoice_paid'; invoiceId: string; customerId?: string; subscriptionId?: string; amountPaidCents: number }
  | { kind: 'invoice_payment_failed'; invoiceId: string; customerId?: string; subscriptionId?: string }
  | { kind: 'ignored' }
);

/** The card payment provider (Stripe in production, the local sandbox with `npm start`). */
export interface Billing extends CustomerPhones {
  /** A new customer for this user; the same user asking twice gets the same customer. */
  createCustomer(customer: NewBillingCustomer): Promise<{ id: string }>;
  /**
   * A subscription-mode checkout for the plan. One open session per customer: while one is open, it is
   * returned again (a double click never makes two).
   */
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession & { url: string }>;
  /** Null when the provider knows no such session. */
  getCheckoutSession(sessionId: string): Promise<CheckoutSession | null>;
  /** The subscription as it is now; null when the provider knows no such subscription. */
  getSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>;
  /**
   * The provider's self-service page for this customer, coming back to `returnPath`. The account's time zone
   * goes with it (on the customer's metadata): the local sandbox's portal shows its dates in it, where
   * Stripe's own shows them in the browser's. The account's number goes too (the customer's phone: a move the
   * provider missed converges here).
   */
  createPortalSession(
    customerId: string,
    returnPath: string,
    account: { timeZone: string; phone: string },
  ): Promise<{ url: string }>;
  /** Ends the subscription at once, with no further charge (a deleted user is never billed again). */
  cancelSubscriptionNow(subscriptionId: string): Promise<void>;
  /**
   * Checks the signature over the exact bytes received (and its age) and reads the event. A missing, wrong
   * or stale signature, or a body that is not an event, fails with DomainError validation_failed naming why.
   */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): Promise<BillingEvent>;
}
