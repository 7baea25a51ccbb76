import { awsAuthDeps, awsReminders, awsScheduler, awsUsers } from '../../composition/aws';
import { updateReminder } from '#core/reminders/use-cases/update-reminder';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { updateTask as contract } from '#shared/contracts/api/update-task';

export type UpdateTaskDeps = AuthDeps & Parameters<typeof updateReminder>[0];

export const makeHandler = (deps: () => UpdateTaskDeps) =>
  apiHandler('updateTask', contract, deps, ({ caller, params, body, deps }) =>
    updateReminder(deps, caller.id, params.id, body),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
}));
