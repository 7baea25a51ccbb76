import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { contracts, type Profile, type UpdateProfileRequest } from '@shared/contracts';
import { api } from '@/lib/api-client';

/** The app's one profile cache entry: Settings, My Info and the Reminders screen read and write this key. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

/** GET /user/profile: the signed-in user's own account. */
export const getProfile = () => api(contracts.getProfile);

export const useProfile = () => useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile });

/** PUT /user/profile: any subset of the editable fields; the answer is the saved profile. */
export const updateProfile = (body: UpdateProfileRequest) => api(contracts.updateProfile, { body });

/** What only GET /user/profile reads (usage against the caps, the open invites): a change's answer may lack them. */
const READ_ONLY_PARTS = ['texting', 'escalation', 'buddyInvites'] as const;

/**
 * A change's answer is the account as saved: it replaces the cached one whole (a removed buddy or a consent turned off
 * is gone from it), and the parts only GET reads stay as last read unless the answer carries them, so no card empties
 * after a save.
 */
export function storeProfile(queryClient: QueryClient, profile: Profile) {
  queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, (cached) => {
    const kept = READ_ONLY_PARTS.flatMap((part) =>
      cached?.[part] !== undefined && profile[part] === undefined ? [[part, cached[part]]] : [],
    );
    return { ...profile, ...Object.fromEntries(kept) };
  });
}

/** Saves the fields; the saved account goes into the cached profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
