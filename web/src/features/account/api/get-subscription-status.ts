import { useQuery } from '@tanstack/react-query';
import { contracts, type SubscriptionStatusResponse } from '../../../../../shared/contracts';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/**
 * GET /subscription/status. Null while billing is not enabled on this server (501 not_implemented):
 * that is a state to show, not a failure to retry or report.
 */
export async function getSubscriptionStatus(): Promise<SubscriptionStatusResponse | null> {
  try {
    return await api(contracts.getSubscriptionStatus);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_implemented') return null;
    throw error;
  }
}

export const useSubscriptionStatus = () => useQuery({ queryKey: ['subscription-status'], queryFn: getSubscriptionStatus });
