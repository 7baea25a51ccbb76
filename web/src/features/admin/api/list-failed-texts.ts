import { useQuery } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

/** GET /admin/failed-texts: the most recent nags that could not be sent or delivered. */
export const listFailedTexts = (limit: number) => api(contracts.adminFailedTexts, { query: { limit } });

export const useFailedTexts = (limit: number) =>
  useQuery({ queryKey: [...adminKeys.failedTexts, limit], queryFn: () => listFailedTexts(limit) });
