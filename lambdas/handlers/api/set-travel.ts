import { awsAuthDeps, awsReminders, awsScheduler, awsUsers } from '../../composition/aws';
import { setTravelForProfile } from '#core/reminders/use-cases/travel';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { setTravel as contract } from '#shared/contracts/api/set-travel';

export type SetTravelDeps = AuthDeps & Parameters<typeof setTravelForProfile>[0];

/** PUT /user/travel: where the caller is, and until when; their where-I-am reminders move with it. */
export const makeHandler = (deps: () => SetTravelDeps) =>
  apiHandler('setTravel', contract, deps, ({ caller, body, deps }) => setTravelForProfile(deps, caller.id, body));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
}));
