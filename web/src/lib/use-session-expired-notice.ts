import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { saysSessionExpired, withoutSessionExpired } from './session-expired';

/**
 * Whether a log-in page was reached because the server refused the stored session, until the person acts
 * (`dismiss`). The marker leaves the address once read, so a reload (or a later visit from history) does not repeat it.
 */
export function useSessionExpiredNotice(): { sessionExpired: boolean; dismiss: () => void } {
  const { state } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [sessionExpired, setSessionExpired] = useState(() => saysSessionExpired(searchParams));
  useEffect(() => {
    if (saysSessionExpired(searchParams))
      setSearchParams(withoutSessionExpired(searchParams), { replace: true, state });
  }, [searchParams, setSearchParams, state]);
  const dismiss = useCallback(() => setSessionExpired(false), []);
  return { sessionExpired, dismiss };
}
