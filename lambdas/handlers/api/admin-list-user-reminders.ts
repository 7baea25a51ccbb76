import { awsAuthDeps, awsReminders, awsUsers } from '../../composition/aws';
import { adminListUserReminders } from '#core/admin/use-cases/admin-list-user-reminders';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { adminListTasks as contract } from '#shared/contracts/api/admin-list-tasks';

export type AdminListTasksDeps = AuthDeps & Parameters<typeof adminListUserReminders>[0];

export const makeHandler = (deps: () => AdminListTasksDeps) =>
  apiHandler('adminListTasks', contract, deps, ({ params, query, deps }) =>
    adminListUserReminders(deps, params.userId, query),
  );

export const handler = makeHandler(() => ({ ...awsAuthDeps(), users: awsUsers(), reminders: awsReminders() }));
