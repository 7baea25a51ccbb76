import { awsAuthDeps, awsReminders, awsScheduler, awsUsers } from '../../composition/aws';
import { endTravelForProfile } from '#core/reminders/use-cases/travel';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { endTravel as contract } from '#shared/contracts/api/end-travel';

export type EndTravelDeps = AuthDeps & Parameters<typeof endTravelForProfile>[0];

/** DELETE /user/travel: the caller is home; every reminder is on home time again. */
export const makeHandler = (deps: () => EndTravelDeps) =>
  apiHandler('endTravel', contract, deps, ({ caller, deps }) => endTravelForProfile(deps, caller.id));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
}));
