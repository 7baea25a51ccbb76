import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type ReminderInput, type Task } from '../../../../../shared/contracts';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { editedTask } from '../optimistic-task';
import { updateCachedTasks, withTask } from '../task-list-cache';
import { useTaskFailure } from '../use-task-failure';
import { TASK_MUTATION_KEY, TASKS_QUERY_KEY } from './list-tasks';
import { settleTasks } from './settle-tasks';

export interface TaskEdit {
  task: Task;
  input: ReminderInput;
}

/** PUT /tasks/{id}: the whole reminder again (task, date, time, repeat). */
export const updateTask = ({ task, input }: TaskEdit) => api(contracts.updateTask, { params: { id: task.id }, body: input });

/** Shows the edit at once; on failure the card returns to what it was. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  const onFailure = useTaskFailure();
  return useMutation({
    mutationKey: TASK_MUTATION_KEY,
    mutationFn: updateTask,
    onMutate: async ({ task, input }) => {
      await queryClient.cancelQueries({ queryKey: TASKS_QUERY_KEY });
      updateCachedTasks(queryClient, (tasks) => withTask(tasks, task.id, editedTask(task, input)));
    },
    onSuccess: (saved) => {
      updateCachedTasks(queryClient, (tasks) => withTask(tasks, saved.id, saved));
      toast.success('Reminder updated successfully!');
    },
    onError: (error, { task }) => {
      updateCachedTasks(queryClient, (tasks) => withTask(tasks, task.id, task));
      onFailure(error, 'Failed to update reminder');
    },
    onSettled: () => settleTasks(queryClient),
  });
}
