import { useEffect, useState } from 'react';
import { contracts } from '../../../shared/contracts';
import { api } from './api-client';
import { isKnownLive, markLive } from './auth-state';

/**
 * Pages that need a session ask the server once whether the stored token still opens it (it may have
 * been logged out elsewhere, or ended by a phone change). A dead one gets the 401 that ends the session
 * and goes to the log-in page (api-client); any other failure is left to the page. True once known.
 */
export function useSessionCheck(token: string | null): boolean {
  const [checked, setChecked] = useState<string | null>(token && isKnownLive(token) ? token : null);

  useEffect(() => {
    if (!token || isKnownLive(token)) return;
    let current = true;
    api(contracts.getProfile)
      .then(() => markLive(token))
      .catch(() => undefined)
      .finally(() => current && setChecked(token));
    return () => {
      current = false;
    };
  }, [token]);

  return token !== null && (checked === token || isKnownLive(token));
}
