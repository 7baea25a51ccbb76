import { contract } from '../contract';
import { MessagesQuery, MessagesResponse, UserIdParams } from '../admin';

export const adminListMessages = contract({
  method: 'GET',
  path: '/admin/users/{userId}/messages',
  params: UserIdParams,
  query: MessagesQuery,
  response: MessagesResponse,
  successStatus: 200,
});
