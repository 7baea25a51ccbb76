import type { QueryClient } from '@tanstack/react-query';
import type { Task } from '../../../../shared/contracts';
import { TASKS_QUERY_KEY } from './api/list-tasks';

/** Changes the cached reminder list in place of a re-read: the optimistic steps and their undoing. */
export function updateCachedTasks(queryClient: QueryClient, change: (tasks: Task[]) => Task[]): void {
  queryClient.setQueryData<Task[]>(TASKS_QUERY_KEY, (tasks) => (tasks ? change(tasks) : tasks));
}

/** The list with `task` in place of the one with `id` (or added, when there is none). */
export function withTask(tasks: Task[], id: string, task: Task): Task[] {
  return tasks.some((t) => t.id === id) ? tasks.map((t) => (t.id === id ? task : t)) : [...tasks, task];
}

export const withoutTask = (tasks: Task[], id: string): Task[] => tasks.filter((t) => t.id !== id);
