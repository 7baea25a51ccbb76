import { useQuery } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

/** GET /admin/users/{userId}. */
export const getUser = (userId: string) => api(contracts.adminGetUser, { params: { userId } });

export const useAdminUser = (userId: string) => useQuery({ queryKey: adminKeys.user(userId), queryFn: () => getUser(userId) });
