import { awsAuthDeps, awsQueryHistory } from '../../composition/aws';
import { adminListQueries } from '#core/admin/use-cases/admin-list-queries';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { adminDatabaseQueryHistory as contract } from '#shared/contracts/api/admin-database-query-history';

export type AdminDatabaseQueryHistoryDeps = AuthDeps & Parameters<typeof adminListQueries>[0];

export const makeHandler = (deps: () => AdminDatabaseQueryHistoryDeps) =>
  apiHandler('adminDatabaseQueryHistory', contract, deps, ({ query, deps }) => adminListQueries(deps, query));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), queryHistory: awsQueryHistory() }));
