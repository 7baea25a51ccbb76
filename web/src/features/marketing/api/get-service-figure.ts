import { useQuery } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';

/** GET /public/figure: NagText's own figure, or null below 1,000 occurrences (the page then shows nothing). */
export const getServiceFigure = () => api(contracts.serviceFigure);

/** Cached an hour, as the answer itself says: one ask per visit. */
export const useServiceFigure = () =>
  useQuery({ queryKey: ['public', 'service-figure'], queryFn: getServiceFigure, staleTime: 60 * 60_000, retry: false });
