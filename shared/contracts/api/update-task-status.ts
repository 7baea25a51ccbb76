import { contract } from '../contract';
import { Task, TaskIdParams, UpdateTaskStatusRequest } from '../tasks';

export const updateTaskStatus = contract({
  method: 'PUT',
  path: '/tasks/{id}/status',
  params: TaskIdParams,
  body: UpdateTaskStatusRequest,
  response: Task,
  successStatus: 200,
});
