import { awsAuthDeps, awsUserDirectory } from '../../composition/aws';
import { adminListUsers } from '../../core/admin/use-cases/admin-list-users';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';

export type AdminListUsersDeps = AuthDeps & Parameters<typeof adminListUsers>[0];

export const makeHandler = (deps: () => AdminListUsersDeps) =>
  apiHandler('adminListUsers', deps, ({ query, deps }) => adminListUsers(deps, query));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), userDirectory: awsUserDirectory() }));
