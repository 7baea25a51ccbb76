import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { toast } from '../../lib/toast';
import { failureDescription } from './failure-description';
import { isPaymentRequired } from './is-payment-required';

/**
 * A failed task call: its toast (with the server's explanation), and for a 402 the
 * subscribe page, where the subscription gate sends anyone without an open subscription.
 */
export function useTaskFailure(): (error: unknown, title: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, title: string) => {
      toast.error(title, failureDescription(error));
      if (isPaymentRequired(error)) void navigate(paths.subscribe, { replace: true });
    },
    [navigate],
  );
}
