import { useMutation } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';

/** POST /auth/verify-phone/request: texts a code to the NEW number and one to the number on file; nothing is saved yet. */
export const requestPhoneChangeCode = (phoneNumber: string) =>
  api(contracts.verifyPhoneRequest, { body: { phoneNumber } });

export const useRequestPhoneChangeCode = () => useMutation({ mutationFn: requestPhoneChangeCode });
