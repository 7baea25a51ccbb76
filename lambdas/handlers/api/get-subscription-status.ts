import { awsAuthDeps, awsNumberTrials, awsReminders, awsUsers } from '../../composition/aws';
import { getSubscriptionStatus } from '#core/billing/use-cases/get-subscription-status';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { getSubscriptionStatus as contract } from '#shared/contracts/api/get-subscription-status';

export type GetSubscriptionStatusDeps = AuthDeps & Parameters<typeof getSubscriptionStatus>[0];

export const makeHandler = (deps: () => GetSubscriptionStatusDeps) =>
  apiHandler('getSubscriptionStatus', contract, deps, ({ caller, deps }) => getSubscriptionStatus(deps, caller.id));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  reminders: awsReminders(),
  numberTrials: awsNumberTrials(),
}));
