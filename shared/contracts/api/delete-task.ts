import { contract } from '../contract';
import { TaskDeleted, TaskIdParams } from '../tasks';

export const deleteTask = contract({
  method: 'DELETE',
  path: '/tasks/{id}',
  params: TaskIdParams,
  response: TaskDeleted,
  successStatus: 200,
});
