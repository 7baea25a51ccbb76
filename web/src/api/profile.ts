import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contracts, type UpdateProfileRequest } from '@shared/contracts';
import { api } from '@/lib/api-client';

/** The app's one profile cache entry: Settings, My Info and the Reminders screen read and write this key. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

/** GET /user/profile: the signed-in user's own account. */
export const getProfile = () => api(contracts.getProfile);

export const useProfile = () => useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile });

/** PUT /user/profile: any subset of the editable fields; the answer is the saved profile. */
export const updateProfile = (body: UpdateProfileRequest) => api(contracts.updateProfile, { body });

/** Saves the fields; the saved profile replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}
