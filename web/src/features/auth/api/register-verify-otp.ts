import { useMutation } from '@tanstack/react-query';
import { contracts, type RegisterVerifyOtpRequest } from '@shared/contracts';
import { api } from '@/lib/api-client';

/** POST /auth/register/verify-otp: the code plus the sign-up details create the account and a session. */
export const verifySignupOtp = (body: RegisterVerifyOtpRequest) => api(contracts.registerVerifyOtp, { body });

export const useVerifySignupOtp = () => useMutation({ mutationFn: verifySignupOtp });
