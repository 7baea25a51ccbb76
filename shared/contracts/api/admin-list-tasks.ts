import { contract } from '../contract';
import { AdminTasksResponse, TasksQuery, UserIdParams } from '../admin';

export const adminListTasks = contract({
  method: 'GET',
  path: '/admin/users/{userId}/tasks',
  params: UserIdParams,
  query: TasksQuery,
  response: AdminTasksResponse,
  successStatus: 200,
});
