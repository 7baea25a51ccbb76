/**
 * The one thing below billing that the account's moves need from the payment provider: its customer's phone set
 * to the account's number. The Billing port extends it (billing/ports/billing.ts); the number's moves (the owner's
 * change, the admin's edit, a recovery's end) sit in capabilities that may not import billing, so the question is
 * named here (as users/ports/admin-roster.ts names the admin's).
 */
export interface CustomerPhones {
  /** Sets the customer's phone (setting a value: safe to repeat). Fails when the provider cannot be reached. */
  updateCustomerPhone(customerId: string, phone: string): Promise<void>;
}
