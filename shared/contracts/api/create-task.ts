import { contract } from '../contract';
import { ReminderInput, Task } from '../tasks';

export const createTask = contract({
  method: 'POST',
  path: '/tasks',
  body: ReminderInput,
  response: Task,
  successStatus: 201,
});
