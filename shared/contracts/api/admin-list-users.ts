import { contract } from '../contract';
import { ListUsersQuery, ListUsersResponse } from '../admin';

export const adminListUsers = contract({
  method: 'GET',
  path: '/admin/users',
  query: ListUsersQuery,
  response: ListUsersResponse,
  successStatus: 200,
});
