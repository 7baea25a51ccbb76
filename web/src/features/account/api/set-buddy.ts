import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import type { SetBuddyRequest } from '@shared/contracts/buddy-edits';
import { storeProfile } from '@/api/profile';
import { api } from '@/lib/api-client';

/** PUT /user/buddy: the joined buddy's name and whether their texts name the task. The answer is the saved profile. */
export const setBuddy = (body: SetBuddyRequest) => api(contracts.setBuddy, { body });

export function useSetBuddy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBuddy,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
