import { contract } from '../contract';
import { DatabaseQueryHistory, DatabaseQueryHistoryQuery } from '../admin';

export const adminDatabaseQueryHistory = contract({
  method: 'GET',
  path: '/admin/database/queries',
  query: DatabaseQueryHistoryQuery,
  response: DatabaseQueryHistory,
  successStatus: 200,
});
