import type { QueryClient } from '@tanstack/react-query';
import { REMINDER_MUTATION_KEY, REMINDERS_QUERY_KEY } from './list-reminders';

/**
 * After a change, the server's list replaces the optimistic one: re-read once no other change is still in
 * flight (re-reading earlier would briefly undo that change's optimistic state).
 */
export function settleReminders(queryClient: QueryClient): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey: REMINDER_MUTATION_KEY }) > 1) return undefined;
  return queryClient.invalidateQueries({ queryKey: REMINDERS_QUERY_KEY });
}
