import {
  awsAuthDeps,
  awsDestinations,
  awsReminders,
  awsScheduler,
  awsUserDirectory,
  awsUsers,
} from '../../composition/aws';
import { adminUpdateUser } from '#core/admin/use-cases/admin-update-user';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { adminUpdateUser as contract } from '#shared/contracts/api/admin-update-user';

export type AdminUpdateUserDeps = AuthDeps & Parameters<typeof adminUpdateUser>[0];

export const makeHandler = (deps: () => AdminUpdateUserDeps) =>
  apiHandler('adminUpdateUser', contract, deps, ({ params, body, deps }) => adminUpdateUser(deps, params.userId, body));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  userDirectory: awsUserDirectory(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
  destinations: awsDestinations(),
}));
