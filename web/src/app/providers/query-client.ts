import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';

/** Retry only what may succeed on a second try: network failures and server errors (not 501 "not available yet"), never a 4xx. */
const retryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || (error.status >= 500 && error.status !== 501);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => failures < 2 && retryable(error),
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
