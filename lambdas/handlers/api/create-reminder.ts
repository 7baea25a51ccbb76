import { awsAuthDeps, awsIds, awsReminders, awsScheduler, awsUsers } from '../../composition/aws';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { createTask as contract } from '#shared/contracts/api/create-task';

export type CreateTaskDeps = AuthDeps & Parameters<typeof createReminder>[0];

export const makeHandler = (deps: () => CreateTaskDeps) =>
  apiHandler('createTask', contract, deps, ({ caller, body, deps }) => createReminder(deps, caller.id, body));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
  ids: awsIds(),
}));
