import { contract } from '../contract';
import { ReminderInput, Task, TaskIdParams } from '../tasks';

export const updateTask = contract({
  method: 'PUT',
  path: '/tasks/{id}',
  params: TaskIdParams,
  body: ReminderInput,
  response: Task,
  successStatus: 200,
});
