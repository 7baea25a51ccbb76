import type { User } from '../domain/user';
import type { CustomerPhones } from '../ports/customer-phones';
import type { UsersPorts } from '../users-ports';

/** The payment provider as far as a move needs it (the Billing port, which extends CustomerPhones), and the metrics. */
export type FollowPhoneDeps = { billing: CustomerPhones } & Pick<UsersPorts, 'metrics'>;

/** What following a move on the billing customer came to: nothing to do, done, or failed (the move stands). */
export type BillingPhoneOutcome = 'no_customer' | 'updated' | { failed: string };

/**
 * After the account's number moved: its billing customer, if it has one, gets the new number. The move never waits
 * on the provider: a failure is counted (BillingPhoneFailures) and returned for the caller to log, and the customer
 * converges anyway, since every checkout and portal opening writes the account's number onto it again.
 */
export async function followPhoneOnBilling(
  deps: FollowPhoneDeps,
  user: Pick<User, 'stripeCustomerId'>,
  newPhone: string,
): Promise<BillingPhoneOutcome> {
  if (!user.stripeCustomerId) return 'no_customer';
  try {
    await deps.billing.updateCustomerPhone(user.stripeCustomerId, newPhone);
    return 'updated';
  } catch (error) {
    deps.metrics.count('BillingPhoneFailures');
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}
