import { contract } from '../contract';
import { CodeSent } from '../auth';
import { PhoneOnly } from '../phone-requests';

export const verifyPhoneRequest = contract({ method: 'POST', path: '/auth/verify-phone/request', body: PhoneOnly, response: CodeSent, successStatus: 200 });
