import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { saysAccountDeleted } from './account-deleted';

/**
 * Whether the home page was reached right after the account was deleted, until the person dismisses it.
 * The marker leaves the history entry once read (same address, no state), so a reload does not repeat it.
 */
export function useAccountDeletedNotice(): { accountDeleted: boolean; dismiss: () => void } {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const [accountDeleted, setAccountDeleted] = useState(() => saysAccountDeleted(state));
  useEffect(() => {
    if (saysAccountDeleted(state)) void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [pathname, search, hash, state, navigate]);
  const dismiss = useCallback(() => setAccountDeleted(false), []);
  return { accountDeleted, dismiss };
}
