import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSubscriptionGateStatus } from '@/api/subscription';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';
import { subscriptionOpensReminders } from './subscription-opens-reminders';

export type GateState = 'checking' | 'open' | 'closed';

/**
 * Active or trialing opens the reminders; any other status, or a failed
 * check ("Failed to check subscription status"), sends the person to /subscribe.
 */
export function useSubscriptionGate(): GateState {
  const status = useSubscriptionGateStatus();
  const navigate = useNavigate();
  const { error, data } = status;
  const state: GateState = status.isError
    ? 'closed'
    : !status.isFetchedAfterMount || !data
      ? 'checking'
      : subscriptionOpensReminders(data.subscriptionStatus)
        ? 'open'
        : 'closed';

  useEffect(() => {
    if (state !== 'closed') return;
    // An expired session is already on its way to /login (see api-client).
    if (error instanceof ApiError && error.status === 401) return;
    if (error) toast.error('Failed to check subscription status', failureDescription(error));
    void navigate(paths.subscribe, { replace: true });
  }, [state, error, navigate]);

  return state;
}
