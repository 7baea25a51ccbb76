import { awsAuthDeps, awsInvites, awsNagTextNumber, awsPeople, awsRandomness, awsUsers } from '../../composition/aws';
import { createPersonInvite } from '#core/people/use-cases/create-person-invite';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { createPersonInvite as contract } from '#shared/contracts/api/create-person-invite';

export type CreatePersonInviteDeps = AuthDeps & Parameters<typeof createPersonInvite>[0];

export const makeHandler = (deps: () => CreatePersonInviteDeps) =>
  apiHandler('createPersonInvite', contract, deps, ({ caller, body, deps }) =>
    createPersonInvite(deps, caller.id, body),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  people: awsPeople(),
  invites: awsInvites(),
  nagTextNumber: awsNagTextNumber(),
  randomness: awsRandomness(),
}));
