import { contract } from '../contract';
import { SessionResponse } from '../auth';
import { RegisterVerifyOtpRequest } from '../phone-requests';

export const registerVerifyOtp = contract({
  method: 'POST',
  path: '/auth/register/verify-otp',
  body: RegisterVerifyOtpRequest,
  response: SessionResponse,
  successStatus: 201,
});
