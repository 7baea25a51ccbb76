import { useQuery } from '@tanstack/react-query';
import { contracts } from '../../../../../shared/contracts';
import { api } from '../../../lib/api-client';

export const SUBSCRIPTION_STATUS_QUERY_KEY = ['subscription-status'] as const;

/** GET /subscription/status: what the subscribe page offers depends on it. */
export const getSubscriptionStatus = () => api(contracts.getSubscriptionStatus);

export const useSubscriptionStatus = () =>
  useQuery({ queryKey: SUBSCRIPTION_STATUS_QUERY_KEY, queryFn: getSubscriptionStatus, refetchOnMount: 'always' });
