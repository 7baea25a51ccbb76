import { useQuery } from '@tanstack/react-query';
import { contracts } from '../../../../../shared/contracts';
import { api } from '../../../lib/api-client';

export const TASKS_QUERY_KEY = ['tasks'] as const;
/** Every task mutation carries it, so the list is re-read once the last of several in flight has settled. */
export const TASK_MUTATION_KEY = ['tasks', 'change'] as const;

/** GET /tasks: all of the user's reminders, each with its current occurrence in the user's zone. */
export const listTasks = () => api(contracts.listTasks);

/** Read only once the subscription gate has opened (a closed one answers 402 anyway). */
export const useTasks = (enabled: boolean) => useQuery({ queryKey: TASKS_QUERY_KEY, queryFn: listTasks, enabled });
