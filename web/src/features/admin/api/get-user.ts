import { useQuery } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

/** GET /admin/users/{userId}. */
export const getUser = (userId: string) => api(contracts.adminGetUser, { params: { userId } });

/** `enabled` false (a user just deleted) never asks again, whatever happens to the cache. */
export const useAdminUser = (userId: string, enabled = true) =>
  useQuery({ queryKey: adminKeys.user(userId), queryFn: () => getUser(userId), enabled });
