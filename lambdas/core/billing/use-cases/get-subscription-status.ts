import type { SubscriptionStatusResponse } from '#shared/contracts/subscription';
import { toSubscriptionStatusResponse } from '../domain/subscription-status-view';
import { PAYMENT_FAILED_STATUSES } from '../domain/payment-notice';
import { pausedByPayment } from '../domain/paused-by-payment';
import { fail } from '../../kernel/errors';
import type { BillingPorts } from '../billing-ports';
import { isTrialAvailable } from './trial-available';

/**
 * GET /subscription/status: the recorded subscription and whether a checkout would still give the trial (the
 * number's record too); while a payment failed, also the tasks of the reminders it paused (those that would
 * otherwise text: not done, missed or paused) and how many others there are, paused or over, for the Subscribe
 * page's sentence.
 */
export async function getSubscriptionStatus(
  deps: Pick<BillingPorts, 'users' | 'reminders' | 'numberTrials'>,
  userId: string,
): Promise<SubscriptionStatusResponse> {
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  const status = toSubscriptionStatusResponse(user, await isTrialAvailable(deps, user));
  if (!PAYMENT_FAILED_STATUSES.includes(user.subscriptionStatus)) return status;
  const reminders = await deps.reminders.listForUser(userId);
  const { waiting, paused, finished } = pausedByPayment(reminders);
  return { ...status, pausedReminders: waiting, restingReminders: { paused, finished } };
}
