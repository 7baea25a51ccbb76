import { useQuery } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';

/** POST /subscription/verify-checkout: records the finished checkout at once (the server checks it is this user's). */
export const verifyCheckout = (sessionId: string) => api(contracts.verifyCheckout, { body: { sessionId } });

/**
 * Verifies once per session id (the server's answer is the same however often it is asked, so a reload
 * asks again and shows the same result). Nothing runs without an id.
 */
export const useVerifyCheckout = (sessionId: string | null) =>
  useQuery({
    queryKey: ['verify-checkout', sessionId],
    queryFn: () => verifyCheckout(sessionId!),
    enabled: sessionId !== null,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
