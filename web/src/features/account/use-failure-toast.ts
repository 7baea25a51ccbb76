import { useEffect } from 'react';
import { toast } from '../../lib/toast';
import { failureDescription } from './failure-description';

/** One error toast each time a load fails (not on every render while it stays failed). */
export function useFailureToast(error: unknown, title: string): void {
  useEffect(() => {
    if (error) toast.error(title, failureDescription(error));
  }, [error, title]);
}
