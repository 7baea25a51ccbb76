import { useQuery } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

/** GET /admin/stats: totals and the last 12 months. */
export const getStats = () => api(contracts.adminStats);

export const useAdminStats = () => useQuery({ queryKey: adminKeys.stats, queryFn: getStats });
