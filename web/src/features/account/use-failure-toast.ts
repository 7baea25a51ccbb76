import { useEffect } from 'react';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';

/** One error toast each time a load fails (not on every render while it stays failed). */
export function useFailureToast(error: unknown, title: string): void {
  useEffect(() => {
    if (error) toast.error(title, failureDescription(error));
  }, [error, title]);
}
