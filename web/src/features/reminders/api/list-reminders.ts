import { useQuery } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';

export const REMINDERS_QUERY_KEY = ['reminders'] as const;
/** Every reminder mutation carries it, so the list is re-read once the last of several in flight has settled. */
export const REMINDER_MUTATION_KEY = ['reminders', 'change'] as const;

/** GET /tasks: all of the user's reminders, each with its current occurrence in the user's zone. */
export const listReminders = () => api(contracts.listTasks);

/** Read only once the subscription gate has opened (a closed one answers 402 anyway). */
export const useReminders = (enabled: boolean) =>
  useQuery({ queryKey: REMINDERS_QUERY_KEY, queryFn: listReminders, enabled });
