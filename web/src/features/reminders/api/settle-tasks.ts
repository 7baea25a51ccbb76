import type { QueryClient } from '@tanstack/react-query';
import { TASK_MUTATION_KEY, TASKS_QUERY_KEY } from './list-tasks';

/**
 * After a change, the server's list replaces the optimistic one: re-read once no other change is still in
 * flight (re-reading earlier would briefly undo that change's optimistic state).
 */
export function settleTasks(queryClient: QueryClient): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey: TASK_MUTATION_KEY }) > 1) return undefined;
  return queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
}
