import {
  awsAuthDeps,
  awsBilling,
  awsDestinations,
  awsReminders,
  awsScheduler,
  awsUserDirectory,
  awsUsers,
} from '../../composition/aws';
import { adminUpdateUser } from '#core/admin/use-cases/admin-update-user';
import { apiHandler } from '../../http/api-handler';
import { log } from '../../observability/log';
import type { AuthDeps } from '../../http/authenticate';
import { adminUpdateUser as contract } from '#shared/contracts/api/admin-update-user';

export type AdminUpdateUserDeps = AuthDeps & Parameters<typeof adminUpdateUser>[0];

export const makeHandler = (deps: () => AdminUpdateUserDeps) =>
  apiHandler('adminUpdateUser', contract, deps, ({ params, body, deps, requestId }) =>
    adminUpdateUser(deps, params.userId, body, (billing) => {
      // The number moved whatever the provider said; the next checkout or portal opening writes it there.
      if (typeof billing === 'object')
        log('warn', 'admin.number_changed_billing_failed', { requestId, reason: billing.failed });
    }),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  userDirectory: awsUserDirectory(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
  destinations: awsDestinations(),
  billing: awsBilling(),
}));
