import { awsAuthDeps, awsDatabaseConsole } from '../../composition/aws';
import { adminDatabaseTables } from '#core/admin/use-cases/admin-database-tables';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { adminDatabaseTables as contract } from '#shared/contracts/api/admin-database-tables';

export type AdminDatabaseTablesDeps = AuthDeps & Parameters<typeof adminDatabaseTables>[0];

export const makeHandler = (deps: () => AdminDatabaseTablesDeps) =>
  apiHandler('adminDatabaseTables', contract, deps, async ({ deps }) => adminDatabaseTables(deps));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), databaseConsole: awsDatabaseConsole() }));
