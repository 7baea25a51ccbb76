import { contract } from '../contract';
import { TaskHistory, TaskHistoryQuery, TaskIdParams } from '../tasks';

export const getTaskHistory = contract({
  method: 'GET',
  path: '/tasks/{id}/history',
  params: TaskIdParams,
  query: TaskHistoryQuery,
  response: TaskHistory,
  successStatus: 200,
});
