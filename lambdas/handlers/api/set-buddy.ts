import { awsAuthDeps, awsBuddies, awsUsers } from '../../composition/aws';
import { setBuddy } from '#core/escalation/use-cases/set-buddy';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { setBuddy as contract } from '#shared/contracts/api/set-buddy';

export type SetBuddyHandlerDeps = AuthDeps & Parameters<typeof setBuddy>[0];

export const makeHandler = (deps: () => SetBuddyHandlerDeps) =>
  apiHandler('setBuddy', contract, deps, ({ caller, body, deps }) => setBuddy(deps, caller.id, body));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), users: awsUsers(), buddies: awsBuddies() }));
