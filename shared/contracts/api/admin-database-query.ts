import { contract } from '../contract';
import { DatabaseQueryRequest, DatabaseQueryResult } from '../admin';

export const adminDatabaseQuery = contract({
  method: 'POST',
  path: '/admin/database/query',
  body: DatabaseQueryRequest,
  response: DatabaseQueryResult,
  successStatus: 200,
});
