import type { SubscriptionStatusResponse } from '../../../../shared/contracts/subscription';
import type { User } from '../../users/domain/user';

/** GET /subscription/status: the user's recorded subscription (the next billing date is the period's end). */
export function toSubscriptionStatusResponse(user: User): SubscriptionStatusResponse {
  return {
    subscriptionStatus: user.subscriptionStatus,
    ...(user.subscriptionStartDate ? { subscriptionStartDate: user.subscriptionStartDate } : {}),
    ...(user.subscriptionEndDate ? { subscriptionEndDate: user.subscriptionEndDate } : {}),
    ...(user.trialEndsAt ? { trialEndsAt: user.trialEndsAt } : {}),
    cancelAtPeriodEnd: user.cancelAtPeriodEnd ?? false,
  };
}
