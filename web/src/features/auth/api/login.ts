import { useMutation } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';

/** POST /auth/login: texts a log-in code; 404 with shouldSignup for an unknown number. */
export const requestLoginCode = (phoneNumber: string) => api(contracts.login, { body: { phoneNumber } });

export const useRequestLoginCode = () => useMutation({ mutationFn: requestLoginCode });
