import { useMutation } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';

/** POST /subscription/customer-portal: the payment provider's page for this customer; the browser goes there. */
export const createCustomerPortal = () => api(contracts.createCustomerPortal);

/** Settings' Subscription Management card and the subscribe page's Manage Subscription button. */
export const useCreateCustomerPortal = () => useMutation({ mutationFn: createCustomerPortal });
