import { contract } from '../contract';
import { PhoneChangeCodesSent } from '../auth';
import { PhoneOnly } from '../phone-requests';

export const verifyPhoneRequest = contract({
  method: 'POST',
  path: '/auth/verify-phone/request',
  body: PhoneOnly,
  response: PhoneChangeCodesSent,
  successStatus: 200,
});
