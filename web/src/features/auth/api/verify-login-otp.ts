import { useMutation } from '@tanstack/react-query';
import { contracts, type VerifyLoginOtpRequest } from '@shared/contracts';
import { api } from '@/lib/api-client';

/** POST /auth/verify-login-otp: the code for a session token. */
export const verifyLoginOtp = (body: VerifyLoginOtpRequest) => api(contracts.verifyLoginOtp, { body });

export const useVerifyLoginOtp = () => useMutation({ mutationFn: verifyLoginOtp });
