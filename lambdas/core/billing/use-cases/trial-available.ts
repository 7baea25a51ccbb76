import { accountHadTrial, mayStartTrial } from '../domain/trial-eligibility';
import type { User } from '../../users/domain/user';
import type { BillingPorts } from '../billing-ports';

/** Whether a checkout now would give this user the free trial; the number's record is read only when the account has not used it. */
export async function isTrialAvailable(
  deps: Pick<BillingPorts, 'numberTrials'>,
  user: Pick<User, 'subscriptionId' | 'trialEndsAt' | 'phoneNumber'>,
): Promise<boolean> {
  if (accountHadTrial(user)) return false;
  return mayStartTrial(user, await deps.numberTrials.hasHadTrial(user.phoneNumber));
}
