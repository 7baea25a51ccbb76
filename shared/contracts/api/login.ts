import { contract } from '../contract';
import { CodeSent } from '../auth';
import { PhoneOnly } from '../phone-requests';

export const login = contract({
  method: 'POST',
  path: '/auth/login',
  body: PhoneOnly,
  response: CodeSent,
  successStatus: 200,
});
