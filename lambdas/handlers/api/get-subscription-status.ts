import { awsAuthDeps, awsUsers } from '../../composition/aws';
import { getSubscriptionStatus } from '../../core/billing/use-cases/get-subscription-status';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';

export type GetSubscriptionStatusDeps = AuthDeps & Parameters<typeof getSubscriptionStatus>[0];

export const makeHandler = (deps: () => GetSubscriptionStatusDeps) =>
  apiHandler('getSubscriptionStatus', deps, ({ caller, deps }) => getSubscriptionStatus(deps, caller.id));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), users: awsUsers() }));
