import { contract } from '../contract';
import { EmailStatus, VerifyEmailLinkRequest } from '../email';

export const verifyEmailLink = contract({
  method: 'POST',
  path: '/auth/verify-email',
  body: VerifyEmailLinkRequest,
  response: EmailStatus,
  successStatus: 200,
});
