import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type UpdateProfileRequest } from '../../../../../shared/contracts';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './get-profile';

/** PUT /user/profile: any subset of the editable fields; the answer is the saved profile. */
export const updateProfile = (body: UpdateProfileRequest) => api(contracts.updateProfile, { body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}
