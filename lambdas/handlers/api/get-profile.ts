import {
  awsAuthDeps,
  awsEscalationCaps,
  awsBuddies,
  awsInvites,
  awsEscalationUsage,
  awsEmailSuppressions,
  awsNagContext,
  awsTextingBudget,
  awsUsers,
} from '../../composition/aws';
import { getProfile } from '#core/accounts/use-cases/get-profile';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { getProfile as contract } from '#shared/contracts/api/get-profile';

export type GetProfileDeps = AuthDeps & Parameters<typeof getProfile>[0];

export const makeHandler = (deps: () => GetProfileDeps) =>
  apiHandler('getProfile', contract, deps, ({ caller, deps }) => getProfile(deps, caller.id));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  nagContext: awsNagContext(),
  textingBudget: awsTextingBudget(),
  escalationUsage: awsEscalationUsage(),
  escalationCaps: awsEscalationCaps(),
  buddies: awsBuddies(),
  invites: awsInvites(),
  emailSuppressions: awsEmailSuppressions(),
}));
