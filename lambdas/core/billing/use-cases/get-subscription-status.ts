import type { SubscriptionStatusResponse } from '../../../../shared/contracts/subscription';
import { toSubscriptionStatusResponse } from '../domain/subscription-status-view';
import { fail } from '../../kernel/errors';
import type { Deps } from '../../deps';

export async function getSubscriptionStatus(deps: Pick<Deps, 'users'>, userId: string): Promise<SubscriptionStatusResponse> {
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  return toSubscriptionStatusResponse(user);
}
