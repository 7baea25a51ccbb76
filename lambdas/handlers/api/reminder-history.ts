import { awsAuthDeps, awsReminders, awsUsers } from '../../composition/aws';
import { reminderHistory } from '#core/reminders/use-cases/reminder-history';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { getTaskHistory as contract } from '#shared/contracts/api/get-task-history';

export type TaskHistoryDeps = AuthDeps & Parameters<typeof reminderHistory>[0];

export const makeHandler = (deps: () => TaskHistoryDeps) =>
  apiHandler('getTaskHistory', contract, deps, ({ caller, params, query, deps }) =>
    reminderHistory(deps, caller.id, params.id, query),
  );

export const handler = makeHandler(() => ({ ...awsAuthDeps(), users: awsUsers(), reminders: awsReminders() }));
