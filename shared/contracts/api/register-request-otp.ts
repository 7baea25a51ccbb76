import { contract } from '../contract';
import { CodeSent } from '../auth';
import { PhoneOnly } from '../phone-requests';

export const registerRequestOtp = contract({
  method: 'POST',
  path: '/auth/register/request-otp',
  body: PhoneOnly,
  response: CodeSent,
  successStatus: 200,
});
