import { awsAuthDeps, awsReminders, awsScheduler, awsUsers } from '../../composition/aws';
import { deleteReminder } from '#core/reminders/use-cases/delete-reminder';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { deleteTask as contract } from '#shared/contracts/api/delete-task';

export type DeleteTaskDeps = AuthDeps & Parameters<typeof deleteReminder>[0];

export const makeHandler = (deps: () => DeleteTaskDeps) =>
  apiHandler('deleteTask', contract, deps, ({ caller, params, deps }) => deleteReminder(deps, caller.id, params.id));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
}));
