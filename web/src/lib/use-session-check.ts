import { useEffect, useState } from 'react';
import { isKnownLive, markLive } from './auth-state';

/** Loaded when a check is due, so the contracts and the API client stay out of the first page's script. */
async function askProfile(): Promise<void> {
  const [{ api }, { contracts }] = await Promise.all([import('./api-client'), import('@shared/contracts')]);
  await api(contracts.getProfile);
}

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
    askProfile()
      .then(() => markLive(token))
      .catch(() => undefined)
      .finally(() => current && setChecked(token));
    return () => {
      current = false;
    };
  }, [token]);

  return token !== null && (checked === token || isKnownLive(token));
}
