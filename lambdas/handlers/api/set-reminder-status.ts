import { awsAuthDeps, awsReminders, awsScheduler, awsUsers } from '../../composition/aws';
import { setReminderStatus } from '#core/reminders/use-cases/set-reminder-status';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { updateTaskStatus as contract } from '#shared/contracts/api/update-task-status';

export type UpdateTaskStatusDeps = AuthDeps & Parameters<typeof setReminderStatus>[0];

export const makeHandler = (deps: () => UpdateTaskStatusDeps) =>
  apiHandler('updateTaskStatus', contract, deps, ({ caller, params, body, deps }) =>
    setReminderStatus(deps, caller.id, params.id, body),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
}));
