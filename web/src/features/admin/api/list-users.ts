import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys } from './admin-query-keys';

/** GET /admin/users: one page, newest first, or the users a search finds (name, email, phone digits). */
export const listUsers = (page: number, search: string, limit = ADMIN_PAGE_SIZE) =>
  api(contracts.adminListUsers, { query: { page, limit, ...(search ? { search } : {}) } });

/** The page on screen stays while the next one loads. */
export const useAdminUsers = (page: number, search: string, limit = ADMIN_PAGE_SIZE) =>
  useQuery({
    queryKey: [...adminKeys.users, { page, search, limit }],
    queryFn: () => listUsers(page, search, limit),
    placeholderData: keepPreviousData,
  });
