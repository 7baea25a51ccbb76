import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { storeProfile } from '@/api/profile';
import { api } from '@/lib/api-client';

/** DELETE /user/buddy: no buddy any more (nothing more is texted to them). The answer is the saved profile. */
export const removeBuddy = () => api(contracts.removeBuddy);

export function useRemoveBuddy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBuddy,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
