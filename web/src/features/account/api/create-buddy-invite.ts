import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import type { CreateInviteRequest } from '@shared/contracts/buddy-edits';
import { storeProfile } from '@/api/profile';
import { api } from '@/lib/api-client';

/** POST /user/buddy/invite: a new invite code; the answer is the profile with the open invites. */
export const createBuddyInvite = (body: CreateInviteRequest) => api(contracts.createBuddyInvite, { body });

export function useCreateBuddyInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBuddyInvite,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
