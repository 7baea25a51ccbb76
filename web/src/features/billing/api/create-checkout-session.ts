import { useMutation } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';

/** POST /subscription/checkout-session: the payment provider's checkout page; the browser goes there. */
export const createCheckoutSession = () => api(contracts.createCheckoutSession);

export const useCreateCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });
