import { contract } from '../contract';
import { SessionResponse } from '../auth';
import { VerifyPhoneRequest } from '../phone-requests';

export const verifyPhoneVerify = contract({
  method: 'POST',
  path: '/auth/verify-phone/verify',
  body: VerifyPhoneRequest,
  response: SessionResponse,
  successStatus: 200,
});
