import type { SubscriptionStatusResponse } from '../../../../shared/contracts/subscription';
import { toSubscriptionStatusResponse } from '../domain/subscription-status-view';
import { fail } from '../../kernel/errors';
import type { Deps } from '../../deps';
import { isTrialAvailable } from './trial-available';

/** GET /subscription/status: as recorded, and whether a checkout would still give the trial (the number's record too). */
export async function getSubscriptionStatus(deps: Pick<Deps, 'users' | 'numberTrials'>, userId: string): Promise<SubscriptionStatusResponse> {
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  return toSubscriptionStatusResponse(user, await isTrialAvailable(deps, user));
}
