import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type VerifyPhoneRequest } from '../../../../../shared/contracts';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './get-profile';

/** POST /auth/verify-phone/verify: a correct code switches the account to the new number at once. */
export const verifyPhoneChange = (body: VerifyPhoneRequest) => api(contracts.verifyPhoneVerify, { body });

export function useVerifyPhoneChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneChange,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}
