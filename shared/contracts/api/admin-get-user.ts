import { contract } from '../contract';
import { AdminUserDetail, UserIdParams } from '../admin';

export const adminGetUser = contract({
  method: 'GET',
  path: '/admin/users/{userId}',
  params: UserIdParams,
  response: AdminUserDetail,
  successStatus: 200,
});
