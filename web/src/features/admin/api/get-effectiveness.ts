import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

/** GET /admin/effectiveness: what works over the months from `from` to `to` ('YYYY-MM', both counted). */
export const getEffectiveness = (from: string, to: string) =>
  api(contracts.adminEffectiveness, { query: { from, to } });

/** The chosen months' figures; the last ones stay on screen (dimmed by the caller) while the next load. */
export const useAdminEffectiveness = (from: string, to: string) =>
  useQuery({
    queryKey: adminKeys.effectiveness(from, to),
    queryFn: () => getEffectiveness(from, to),
    placeholderData: keepPreviousData,
  });
