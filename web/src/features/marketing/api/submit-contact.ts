import { useMutation } from '@tanstack/react-query';
import { contracts, type ContactRequest } from '@shared/contracts';
import { api } from '@/lib/api-client';

export const submitContact = (input: ContactRequest) => api(contracts.submitContact, { body: input });

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
