import { contract } from '../contract';
import { EmailCodeSent } from '../email';

export const resendEmailVerification = contract({
  method: 'POST',
  path: '/user/email/resend',
  response: EmailCodeSent,
  successStatus: 200,
});
