import { awsAuthDeps, awsBuddies, awsInvites, awsNagTextNumber, awsRandomness, awsUsers } from '../../composition/aws';
import { createBuddyInvite } from '#core/escalation/use-cases/create-buddy-invite';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { createBuddyInvite as contract } from '#shared/contracts/api/create-buddy-invite';

export type CreateBuddyInviteDeps = AuthDeps & Parameters<typeof createBuddyInvite>[0];

export const makeHandler = (deps: () => CreateBuddyInviteDeps) =>
  apiHandler('createBuddyInvite', contract, deps, ({ caller, body, deps }) => createBuddyInvite(deps, caller.id, body));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  buddies: awsBuddies(),
  invites: awsInvites(),
  nagTextNumber: awsNagTextNumber(),
  randomness: awsRandomness(),
}));
