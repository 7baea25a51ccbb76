import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type Task } from '../../../../../shared/contracts';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { updateCachedTasks, withoutTask, withTask } from '../task-list-cache';
import { useTaskFailure } from '../use-task-failure';
import { TASK_MUTATION_KEY, TASKS_QUERY_KEY } from './list-tasks';
import { settleTasks } from './settle-tasks';

/** DELETE /tasks/{id}: the reminder and its texts stop for good. */
export const deleteTask = (task: Task) => api(contracts.deleteTask, { params: { id: task.id } });

/** The card goes at once and comes back if the server refuses. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  const onFailure = useTaskFailure();
  return useMutation({
    mutationKey: TASK_MUTATION_KEY,
    mutationFn: deleteTask,
    onMutate: async (task) => {
      await queryClient.cancelQueries({ queryKey: TASKS_QUERY_KEY });
      updateCachedTasks(queryClient, (tasks) => withoutTask(tasks, task.id));
    },
    onSuccess: () => toast.success('Reminder deleted successfully!'),
    onError: (error, task) => {
      updateCachedTasks(queryClient, (tasks) => withTask(tasks, task.id, task));
      onFailure(error, 'Failed to delete reminder');
    },
    onSettled: () => settleTasks(queryClient),
  });
}
