import { awsAuthDeps, awsReminders, awsUsers } from '../../composition/aws';
import { listReminders } from '#core/reminders/use-cases/list-reminders';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { listTasks as contract } from '#shared/contracts/api/list-tasks';

export type ListTasksDeps = AuthDeps & Parameters<typeof listReminders>[0];

export const makeHandler = (deps: () => ListTasksDeps) =>
  apiHandler('listTasks', contract, deps, ({ caller, deps }) => listReminders(deps, caller.id));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), users: awsUsers(), reminders: awsReminders() }));
