import { contract } from '../contract';
import { MessageResponse } from '../common';

export const logoutEverywhere = contract({
  method: 'POST',
  path: '/auth/logout-everywhere',
  response: MessageResponse,
  successStatus: 200,
});
