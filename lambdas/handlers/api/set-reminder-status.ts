import {
  awsAuthDeps,
  awsIds,
  awsMessages,
  awsOncePerWindow,
  awsOptOuts,
  awsPeople,
  awsReminders,
  awsScheduler,
  awsSendPacer,
  awsSms,
  awsUsers,
} from '../../composition/aws';
import { markReminderStatus } from '#core/reminders-for-people/use-cases/mark-status';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { updateTaskStatus as contract } from '#shared/contracts/api/update-task-status';

export type UpdateTaskStatusDeps = AuthDeps & Parameters<typeof markReminderStatus>[0];

export const makeHandler = (deps: () => UpdateTaskStatusDeps) =>
  apiHandler('updateTaskStatus', contract, deps, ({ caller, params, body, deps }) =>
    markReminderStatus(deps, caller.id, params.id, body),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
  people: awsPeople(),
  sms: awsSms(),
  optOuts: awsOptOuts(),
  sendPacer: awsSendPacer(),
  messages: awsMessages(),
  ids: awsIds(),
  oncePerWindow: awsOncePerWindow(),
}));
