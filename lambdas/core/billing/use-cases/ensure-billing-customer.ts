import type { User } from '../../users/domain/user';
import type { BillingPorts } from '../billing-ports';

/**
 * The user's billing customer: the stored one, or a new one created and stored (with its lookups-index
 * entry, so webhooks find the user by customer). Two requests at once get the same customer: the
 * provider makes one customer per user.
 */
export async function ensureBillingCustomer(
  deps: Pick<BillingPorts, 'users' | 'billing' | 'clock'>,
  user: User,
): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const { id } = await deps.billing.createCustomer({
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    phoneNumber: user.phoneNumber,
  });
  await deps.users.update(user.id, { stripeCustomerId: id }, deps.clock.now().toISOString());
  return id;
}
