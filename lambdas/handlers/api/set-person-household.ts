import { awsAuthDeps, awsInvites, awsPeople } from '../../composition/aws';
import { setPersonHousehold } from '#core/people/use-cases/set-person-household';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { setPersonHousehold as contract } from '#shared/contracts/api/set-person-household';

export type SetPersonHouseholdDeps = AuthDeps & Parameters<typeof setPersonHousehold>[0];

export const makeHandler = (deps: () => SetPersonHouseholdDeps) =>
  apiHandler('setPersonHousehold', contract, deps, ({ caller, params, body, deps }) =>
    setPersonHousehold(deps, caller.id, params.personId, body.household),
  );

export const handler = makeHandler(() => ({ ...awsAuthDeps(), people: awsPeople(), invites: awsInvites() }));
