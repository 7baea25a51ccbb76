import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts } from '../../../../../shared/contracts';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { failureDescription } from '../failure-description';
import { PROFILE_QUERY_KEY } from './get-profile';

/** The two switches the dashboard can flip itself: the transactional opt-in on, or a STOP undone. */
export type TextsFix = { smsTransactionalOptIn: true } | { smsOptedOut: false };

/** PUT /user/profile with just that switch; the saved profile replaces the cached one. */
export const updateTexts = (fix: TextsFix) => api(contracts.updateProfile, { body: fix });

export function useUpdateTexts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTexts,
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      toast.success('Preferences updated successfully');
    },
    onError: (error) => toast.error('Failed to update preferences', failureDescription(error)),
  });
}
