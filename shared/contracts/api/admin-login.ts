import { contract } from '../contract';
import { AdminLoginRequest, AdminSession } from '../auth';

export const adminLogin = contract({
  method: 'POST',
  path: '/auth/admin/login',
  body: AdminLoginRequest,
  response: AdminSession,
  successStatus: 200,
});
