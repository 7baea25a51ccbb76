import { awsAuthDeps, awsReminders, awsScheduler, awsSms, awsUsers, awsOptOuts } from '../../composition/aws';
import { updateProfile } from '#core/accounts/use-cases/update-profile';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { updateProfile as contract } from '#shared/contracts/api/update-profile';

export type UpdateProfileDeps = AuthDeps & Parameters<typeof updateProfile>[0];

export const makeHandler = (deps: () => UpdateProfileDeps) =>
  apiHandler('updateProfile', contract, deps, ({ caller, body, deps }) => updateProfile(deps, caller.id, body));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  sms: awsSms(),
  optOuts: awsOptOuts(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
}));
