import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { clearUserSession, readAuthState } from '@/lib/auth-state';
import { endServerSession } from '@/lib/end-server-session';
import { toast } from '@/lib/toast';

/** Settings "Sign Out": the user token goes (ended on the server too), then the log-in page. */
export function useSignOut(): (message?: string) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (message = 'Logged out successfully') => {
    endServerSession(readAuthState().userToken);
    clearUserSession();
    // With the token gone, /login renders at once (no redirect back to the dashboard) and this page is
    // unmounted before the cache is emptied, so nothing re-fetches without a session.
    void navigate(paths.login, { flushSync: true });
    queryClient.clear();
    toast.success(message);
  };
}
