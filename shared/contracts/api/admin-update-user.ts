import { contract } from '../contract';
import { AdminUser, UserIdParams } from '../admin';
import { AdminUpdateUserRequest } from '../person-edits';

export const adminUpdateUser = contract({
  method: 'PUT',
  path: '/admin/users/{userId}',
  params: UserIdParams,
  body: AdminUpdateUserRequest,
  response: AdminUser,
  successStatus: 200,
});
