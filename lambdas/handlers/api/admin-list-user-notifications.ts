import { awsAuthDeps, awsNagRecords, awsUsers } from '../../composition/aws';
import { adminListUserNotifications } from '#core/admin/use-cases/admin-list-user-notifications';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { adminListNotifications as contract } from '#shared/contracts/api/admin-list-notifications';

export type AdminListNotificationsDeps = AuthDeps & Parameters<typeof adminListUserNotifications>[0];

export const makeHandler = (deps: () => AdminListNotificationsDeps) =>
  apiHandler('adminListNotifications', contract, deps, ({ params, query, deps }) =>
    adminListUserNotifications(deps, params.userId, query),
  );

export const handler = makeHandler(() => ({ ...awsAuthDeps(), users: awsUsers(), nagRecords: awsNagRecords() }));
