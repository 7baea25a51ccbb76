import { contract } from '../contract';
import { MessageResponse } from '../common';
import { ContactRequest } from '../contact';

export const submitContact = contract({
  method: 'POST',
  path: '/contact',
  body: ContactRequest,
  response: MessageResponse,
  successStatus: 201,
});
