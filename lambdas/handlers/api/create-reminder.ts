import { awsAuthDeps, awsIds, awsPeople, awsReminders, awsScheduler, awsUsers } from '../../composition/aws';
import { addReminder } from '#core/reminders-for-people/use-cases/add-reminder';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { createTask as contract } from '#shared/contracts/api/create-task';

export type CreateTaskDeps = AuthDeps & Parameters<typeof addReminder>[0];

export const makeHandler = (deps: () => CreateTaskDeps) =>
  apiHandler('createTask', contract, deps, ({ caller, body, deps }) => addReminder(deps, caller.id, body));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
  ids: awsIds(),
  people: awsPeople(),
}));
