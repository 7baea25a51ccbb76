import { contract } from '../contract';
import { ContactMessagesQuery, ContactMessagesResponse } from '../admin';

export const adminListContactMessages = contract({
  method: 'GET',
  path: '/admin/contact-messages',
  query: ContactMessagesQuery,
  response: ContactMessagesResponse,
  successStatus: 200,
});
