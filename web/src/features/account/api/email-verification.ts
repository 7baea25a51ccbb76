import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type Profile } from '@shared/contracts';
import { PROFILE_QUERY_KEY } from '@/api/profile';
import { api } from '@/lib/api-client';

type EmailState = Pick<Profile, 'email' | 'emailVerified' | 'emailSuppressed'>;

/** The cached profile with the email's state as the server just answered it. */
function useCacheEmailState() {
  const queryClient = useQueryClient();
  return (state: EmailState) =>
    queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, (profile) => (profile ? { ...profile, ...state } : profile));
}

/** POST /user/email/verify: the code from the email; the answer is the email's state. */
export function useVerifyEmailCode() {
  const cache = useCacheEmailState();
  return useMutation({
    mutationFn: (code: string) => api(contracts.verifyEmailCode, { body: { code } }),
    onSuccess: cache,
  });
}

/** POST /user/email/resend: a new code and link to the address (30 s apart, 5 an hour). */
export function useResendEmailVerification() {
  const cache = useCacheEmailState();
  return useMutation({
    mutationFn: () => api(contracts.resendEmailVerification),
    onSuccess: ({ email, emailVerified, emailSuppressed }) => cache({ email, emailVerified, emailSuppressed }),
  });
}
