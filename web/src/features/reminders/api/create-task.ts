import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type ReminderInput } from '../../../../../shared/contracts';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { unsavedTask } from '../optimistic-task';
import { updateCachedTasks, withoutTask, withTask } from '../task-list-cache';
import { useTaskFailure } from '../use-task-failure';
import { TASK_MUTATION_KEY, TASKS_QUERY_KEY } from './list-tasks';
import { settleTasks } from './settle-tasks';

/** POST /tasks: the date and time are the user's wall time in their zone. */
export const createTask = (input: ReminderInput) => api(contracts.createTask, { body: input });

/** Adds the card at once (in `zone`, the user's), then swaps in the saved reminder or takes the card away. */
export function useCreateTask(zone: string) {
  const queryClient = useQueryClient();
  const onFailure = useTaskFailure();
  return useMutation({
    mutationKey: TASK_MUTATION_KEY,
    mutationFn: createTask,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: TASKS_QUERY_KEY });
      const placeholder = unsavedTask(input, zone, new Date());
      updateCachedTasks(queryClient, (tasks) => [...tasks, placeholder]);
      return { placeholderId: placeholder.id };
    },
    onSuccess: (saved, _input, context) => {
      updateCachedTasks(queryClient, (tasks) => withTask(tasks, context.placeholderId, saved));
      toast.success('Reminder added successfully!');
    },
    onError: (error, _input, context) => {
      if (context) updateCachedTasks(queryClient, (tasks) => withoutTask(tasks, context.placeholderId));
      onFailure(error, 'Failed to create reminder');
    },
    onSettled: () => settleTasks(queryClient),
  });
}
