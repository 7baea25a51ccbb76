import { contract } from '../contract';
import { TaskList } from '../tasks';

export const listTasks = contract({ method: 'GET', path: '/tasks', response: TaskList, successStatus: 200 });
