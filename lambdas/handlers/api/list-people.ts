import { awsAuthDeps, awsInvites, awsPeople } from '../../composition/aws';
import { listPeople } from '#core/people/use-cases/people-of-owner';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { listPeople as contract } from '#shared/contracts/api/list-people';

export type ListPeopleDeps = AuthDeps & Parameters<typeof listPeople>[0];

export const makeHandler = (deps: () => ListPeopleDeps) =>
  apiHandler('listPeople', contract, deps, ({ caller, deps }) => listPeople(deps, caller.id));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), people: awsPeople(), invites: awsInvites() }));
