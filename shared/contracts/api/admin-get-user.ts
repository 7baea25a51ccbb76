import { contract } from '../contract';
import { AdminUser, UserIdParams } from '../admin';

export const adminGetUser = contract({
  method: 'GET',
  path: '/admin/users/{userId}',
  params: UserIdParams,
  response: AdminUser,
  successStatus: 200,
});
