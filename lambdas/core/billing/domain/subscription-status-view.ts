import type { SubscriptionStatusResponse } from '#shared/contracts/subscription';
import type { User } from '../../users/domain/user';
import { accountHadTrial } from './trial-eligibility';

/**
 * GET /subscription/status: the user's recorded subscription (the next billing date is the period's end), and
 * `trialUsed` once a checkout would give no free trial: this account had it, or `trialAvailable` says the number did.
 */
export function toSubscriptionStatusResponse(
  user: User,
  trialAvailable = !accountHadTrial(user),
): SubscriptionStatusResponse {
  return {
    subscriptionStatus: user.subscriptionStatus,
    ...(user.subscriptionStartDate ? { subscriptionStartDate: user.subscriptionStartDate } : {}),
    ...(user.subscriptionEndDate ? { subscriptionEndDate: user.subscriptionEndDate } : {}),
    ...(user.trialEndsAt ? { trialEndsAt: user.trialEndsAt } : {}),
    cancelAtPeriodEnd: user.cancelAtPeriodEnd ?? false,
    ...(trialAvailable ? {} : { trialUsed: true }),
  };
}
