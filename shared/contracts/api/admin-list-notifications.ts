import { contract } from '../contract';
import { NotificationsQuery, NotificationsResponse, UserIdParams } from '../admin';

export const adminListNotifications = contract({
  method: 'GET',
  path: '/admin/users/{userId}/notifications',
  params: UserIdParams,
  query: NotificationsQuery,
  response: NotificationsResponse,
  successStatus: 200,
});
