import { useQuery } from '@tanstack/react-query';
import { contracts } from '../../../../../shared/contracts';
import { api } from '../../../lib/api-client';

/** GET /subscription/status, for the gate: any failure, 501 included, closes it. */
export const getSubscriptionStatus = () => api(contracts.getSubscriptionStatus);

/**
 * Asked anew on every visit to the page (never answered from an earlier visit's cache), so someone who has
 * just subscribed is let in and someone whose subscription just lapsed is not.
 */
export const useSubscriptionGateStatus = () =>
  useQuery({ queryKey: ['subscription-status', 'reminders-gate'], queryFn: getSubscriptionStatus, staleTime: 0, gcTime: 0 });
