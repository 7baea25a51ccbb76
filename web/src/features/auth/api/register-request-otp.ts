import { useMutation } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';

/** POST /auth/register/request-otp: texts a sign-up code (also used by "Resend code"). */
export const requestSignupCode = (phoneNumber: string) => api(contracts.registerRequestOtp, { body: { phoneNumber } });

export const useRequestSignupCode = () => useMutation({ mutationFn: requestSignupCode });
