import { isSubscriptionOpen } from '../../users/domain/subscription-gate';
import type { User } from '../../users/domain/user';
import { fail } from '../../kernel/errors';
import type { RemindersPorts } from '../reminders-ports';

export const SUBSCRIPTION_REQUIRED_MESSAGE =
  'Reminders need an active subscription or free trial. Subscribe to continue.';

/** The caller as a reminder owner: reminder features need an active or trialing subscription (402 otherwise). */
export async function loadReminderOwner(deps: Pick<RemindersPorts, 'users'>, userId: string): Promise<User> {
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  if (!isSubscriptionOpen(user.subscriptionStatus)) fail('payment_required', SUBSCRIPTION_REQUIRED_MESSAGE);
  return user;
}
