import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import type { CreateInviteRequest } from '@shared/contracts/buddy-edits';
import { PROFILE_QUERY_KEY } from '@/api/profile';
import { api } from '@/lib/api-client';

/** POST /user/buddy/invite: a new invite code; the answer is the profile with the open invites. */
export const createBuddyInvite = (body: CreateInviteRequest) => api(contracts.createBuddyInvite, { body });

export function useCreateBuddyInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBuddyInvite,
    onSuccess: (profile) =>
      queryClient.setQueryData(PROFILE_QUERY_KEY, (old: typeof profile | undefined) => ({ ...old, ...profile })),
  });
}
