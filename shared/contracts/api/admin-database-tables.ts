import { contract } from '../contract';
import { DatabaseTables } from '../admin';

export const adminDatabaseTables = contract({
  method: 'GET',
  path: '/admin/database/tables',
  response: DatabaseTables,
  successStatus: 200,
});
