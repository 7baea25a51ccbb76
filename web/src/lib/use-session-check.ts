import { useEffect, useState } from 'react';
import { contracts } from '../../../shared/contracts';
import { api } from './api-client';

/** Tokens the server has accepted during this page's life: checked once, not on every navigation. */
const accepted = new Set<string>();

/**
 * Pages that need a session ask the server once whether the stored token still opens it (it may have
 * been logged out elsewhere, or ended by a phone change). A dead one gets the 401 that ends the session
 * and goes to the log-in page (api-client); any other failure is left to the page. True once known.
 */
export function useSessionCheck(token: string | null): boolean {
  const [checked, setChecked] = useState<string | null>(token && accepted.has(token) ? token : null);

  useEffect(() => {
    if (!token || accepted.has(token)) return;
    let current = true;
    api(contracts.getProfile)
      .then(() => accepted.add(token))
      .catch(() => undefined)
      .finally(() => current && setChecked(token));
    return () => {
      current = false;
    };
  }, [token]);

  return token !== null && (checked === token || accepted.has(token));
}
