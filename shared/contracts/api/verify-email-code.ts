import { contract } from '../contract';
import { EmailStatus, VerifyEmailCodeRequest } from '../email';

export const verifyEmailCode = contract({
  method: 'POST',
  path: '/user/email/verify',
  body: VerifyEmailCodeRequest,
  response: EmailStatus,
  successStatus: 200,
});
