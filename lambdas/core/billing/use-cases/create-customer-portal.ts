import type { RedirectUrl } from '#shared/contracts/subscription';
import { PORTAL_RETURN_PATH } from '../domain/billing-plan';
import { fail } from '../../kernel/errors';
import type { BillingPorts } from '../billing-ports';

/**
 * POST /subscription/customer-portal: the provider's self-service page (card, cancel, resume), back to Settings,
 * with the account's zone as it is now (a zone changed in Settings since checkout is the one the portal shows).
 */
export async function createCustomerPortal(
  deps: Pick<BillingPorts, 'users' | 'billing'>,
  userId: string,
): Promise<RedirectUrl> {
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  if (!user.stripeCustomerId) fail('conflict', 'There is no subscription to manage yet. Subscribe first.');
  return deps.billing.createPortalSession(user.stripeCustomerId, PORTAL_RETURN_PATH, {
    timeZone: user.timezone,
    phone: user.phoneNumber,
  });
}
