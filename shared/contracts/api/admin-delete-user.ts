import { contract } from '../contract';
import { UserDeleted, UserIdParams } from '../admin';

export const adminDeleteUser = contract({
  method: 'DELETE',
  path: '/admin/users/{userId}',
  params: UserIdParams,
  response: UserDeleted,
  successStatus: 200,
});
