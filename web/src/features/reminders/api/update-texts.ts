import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY, updateProfile } from '@/api/profile';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';

/** The switch the dashboard can flip itself: the transactional opt-in on (a STOP is undone only by START from the phone). */
export type TextsFix = { smsTransactionalOptIn: true };

/** PUT /user/profile with just that switch; the saved profile replaces the cached one. */
export function useUpdateTexts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fix: TextsFix) => updateProfile(fix),
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      toast.success('Preferences updated successfully');
    },
    onError: (error) => toast.error('Failed to update preferences', failureDescription(error)),
  });
}
