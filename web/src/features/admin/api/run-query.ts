import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

/** POST /admin/database/query: one read-only SELECT; every run lands in the history. */
export const runQuery = (query: string) => api(contracts.adminDatabaseQuery, { body: { query } });

export function useRunQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runQuery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.databaseQueries }),
  });
}
