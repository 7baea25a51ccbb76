import { awsAuthDeps, awsDatabaseConsole, awsIds, awsQueryHistory } from '../../composition/aws';
import { adminRunQuery } from '#core/admin/use-cases/admin-run-query';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { adminDatabaseQuery as contract } from '#shared/contracts/api/admin-database-query';

export type AdminDatabaseQueryDeps = AuthDeps & Parameters<typeof adminRunQuery>[0];

export const makeHandler = (deps: () => AdminDatabaseQueryDeps) =>
  apiHandler('adminDatabaseQuery', contract, deps, ({ caller, body, deps }) =>
    adminRunQuery(deps, caller.id, body.query),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ids: awsIds(),
  databaseConsole: awsDatabaseConsole(),
  queryHistory: awsQueryHistory(),
}));
