import { useInfiniteQuery } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';

const PAGE = 20;

/** GET /tasks/{id}/history, newest first, a page at a time ("Show older" fetches the next). */
export function useReminderHistory(reminderId: string) {
  return useInfiniteQuery({
    queryKey: ['reminder-history', reminderId],
    queryFn: ({ pageParam }) =>
      api(contracts.getTaskHistory, {
        params: { id: reminderId },
        query: { limit: PAGE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}
