import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys } from './admin-query-keys';

/** GET /admin/database/queries: what admins ran in the console, newest first. */
export const listQueryHistory = (page: number) =>
  api(contracts.adminDatabaseQueryHistory, { query: { page, limit: ADMIN_PAGE_SIZE } });

export const useQueryHistory = (page: number) =>
  useQuery({
    queryKey: [...adminKeys.databaseQueries, page],
    queryFn: () => listQueryHistory(page),
    placeholderData: keepPreviousData,
  });
