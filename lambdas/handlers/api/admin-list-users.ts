import { awsAuthDeps, awsUserDirectory } from '../../composition/aws';
import { adminListUsers } from '#core/admin/use-cases/admin-list-users';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { adminListUsers as contract } from '#shared/contracts/api/admin-list-users';

export type AdminListUsersDeps = AuthDeps & Parameters<typeof adminListUsers>[0];

export const makeHandler = (deps: () => AdminListUsersDeps) =>
  apiHandler('adminListUsers', contract, deps, ({ query, deps }) => adminListUsers(deps, query));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), userDirectory: awsUserDirectory() }));
