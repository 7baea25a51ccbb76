import { awsAuthDeps, awsInvites, awsPeople, awsSecurityEvents, awsUsers } from '../../composition/aws';
import { adminGetUser } from '#core/admin/use-cases/admin-get-user';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { adminGetUser as contract } from '#shared/contracts/api/admin-get-user';

export type AdminGetUserDeps = AuthDeps & Parameters<typeof adminGetUser>[0];

export const makeHandler = (deps: () => AdminGetUserDeps) =>
  apiHandler('adminGetUser', contract, deps, ({ params, deps }) => adminGetUser(deps, params.userId));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  securityEvents: awsSecurityEvents(),
  people: awsPeople(),
  invites: awsInvites(),
}));
