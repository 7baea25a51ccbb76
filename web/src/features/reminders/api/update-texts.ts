import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeProfile, updateProfile } from '@/api/profile';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';

/** The switch the dashboard can flip itself: the transactional opt-in on (a STOP is undone only by START from the phone). */
export type TextsFix = { smsTransactionalOptIn: true };

/** PUT /user/profile with just that switch; the saved account goes into the cached profile. */
export function useUpdateTexts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fix: TextsFix) => updateProfile(fix),
    onSuccess: (profile) => {
      storeProfile(queryClient, profile);
      toast.success('Preferences updated successfully');
    },
    onError: (error) => toast.error('Failed to update preferences', failureDescription(error)),
  });
}
