import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type Profile, type VerifyPhoneRequest } from '@shared/contracts';
import { storeProfile } from '@/api/profile';
import { api } from '@/lib/api-client';
import { storeUserSession } from '@/lib/auth-state';

/**
 * POST /auth/verify-phone/verify: both codes right (the new number's and the one on file's) switch the account to the new number at once. Every
 * session of the account ends with it; this browser keeps going on the fresh session in the answer.
 */
export async function verifyPhoneChange(body: VerifyPhoneRequest): Promise<Profile> {
  const { token, user } = await api(contracts.verifyPhoneVerify, { body });
  storeUserSession(token);
  return user;
}

export function useVerifyPhoneChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneChange,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
