import { useQuery } from '@tanstack/react-query';
import { contracts, type SubscriptionStatusResponse } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/**
 * The subscription status's one key family. Settings and the subscribe page share one entry; the reminders
 * gate has its own, never answered from the shared one. Invalidating `all` refreshes both.
 */
export const subscriptionStatusKeys = {
  all: ['subscription-status'] as const,
  shared: ['subscription-status', 'shared'] as const,
  gate: ['subscription-status', 'reminders-gate'] as const,
};

/**
 * GET /subscription/status: the one request for it. Any failure is an ApiError, 501 not_implemented included
 * (billing not enabled on this server).
 */
export const getSubscriptionStatus = () => api(contracts.getSubscriptionStatus);

/**
 * The shared entry's answer: null while billing is not enabled on this server (501 not_implemented). That is
 * a state to show (Settings explains it; the subscribe page offers the plan), not a failure to retry or report.
 */
async function subscriptionStatusOrNull(): Promise<SubscriptionStatusResponse | null> {
  try {
    return await getSubscriptionStatus();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_implemented') return null;
    throw error;
  }
}

/** Settings: the shared entry, as fresh as the app's default (a recent answer is shown without asking again). */
export const useSubscriptionStatus = () =>
  useQuery({ queryKey: subscriptionStatusKeys.shared, queryFn: subscriptionStatusOrNull });

/**
 * The subscribe page: the shared entry, asked again on every visit (what the page offers depends on it); a
 * cached answer shows meanwhile.
 */
export const useSubscriptionStatusOnEveryVisit = () =>
  useQuery({ queryKey: subscriptionStatusKeys.shared, queryFn: subscriptionStatusOrNull, refetchOnMount: 'always' });

/**
 * The reminders gate: any failure, 501 included, closes it. Asked anew on every visit to the page and never
 * kept (staleTime 0, gcTime 0: never answered from an earlier visit's cache), so someone who has just
 * subscribed is let in and someone whose subscription just lapsed is not.
 */
export const useSubscriptionGateStatus = () =>
  useQuery({ queryKey: subscriptionStatusKeys.gate, queryFn: getSubscriptionStatus, staleTime: 0, gcTime: 0 });
