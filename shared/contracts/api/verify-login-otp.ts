import { contract } from '../contract';
import { SessionResponse } from '../auth';
import { VerifyLoginOtpRequest } from '../phone-requests';

export const verifyLoginOtp = contract({
  method: 'POST',
  path: '/auth/verify-login-otp',
  body: VerifyLoginOtpRequest,
  response: SessionResponse,
  successStatus: 200,
});
