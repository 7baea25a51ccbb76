import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';
import { isPaymentRequired } from './is-payment-required';

/**
 * A failed reminder call: its toast (with the server's explanation), and for a 402 the
 * subscribe page, where the subscription gate sends anyone without an open subscription.
 */
export function useReminderFailure(): (error: unknown, title: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, title: string) => {
      toast.error(title, failureDescription(error));
      if (isPaymentRequired(error)) void navigate(paths.subscribe, { replace: true });
    },
    [navigate],
  );
}
