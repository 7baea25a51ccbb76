import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type Task } from '../../../../../shared/contracts';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { completedTask } from '../optimistic-task';
import { updateCachedTasks, withTask } from '../task-list-cache';
import { useTaskFailure } from '../use-task-failure';
import { TASK_MUTATION_KEY, TASKS_QUERY_KEY } from './list-tasks';
import { settleTasks } from './settle-tasks';

/** PUT /tasks/{id}/status to done: the current occurrence is complete (a recurring reminder moves on to its next). */
export const markTaskDone = (task: Task) => api(contracts.updateTaskStatus, { params: { id: task.id }, body: { status: 'done' } });

/** "Mark done": the card shows it done at once, and returns to what it was if the server refuses. */
export function useMarkTaskDone() {
  const queryClient = useQueryClient();
  const onFailure = useTaskFailure();
  return useMutation({
    mutationKey: TASK_MUTATION_KEY,
    mutationFn: markTaskDone,
    onMutate: async (task) => {
      await queryClient.cancelQueries({ queryKey: TASKS_QUERY_KEY });
      updateCachedTasks(queryClient, (tasks) => withTask(tasks, task.id, completedTask(task, new Date())));
    },
    onSuccess: (saved) => {
      updateCachedTasks(queryClient, (tasks) => withTask(tasks, saved.id, saved));
      // "Reminder marked as {status}!", with the status this button sets.
      toast.success('Reminder marked as done!');
    },
    onError: (error, task) => {
      updateCachedTasks(queryClient, (tasks) => withTask(tasks, task.id, task));
      onFailure(error, 'Failed to update reminder status');
    },
    onSettled: () => settleTasks(queryClient),
  });
}
