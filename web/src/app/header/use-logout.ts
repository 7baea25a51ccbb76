import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { clearAdminSession, clearAllSessions, readAuthState } from '@/lib/auth-state';
import { endServerSession } from '@/lib/end-server-session';
import { toast } from '@/lib/toast';
import { queryClient } from '../providers/query-client';

/**
 * Logout drops both tokens and goes home; admin Logout drops the admin token only. The
 * sessions dropped end on the server as well.
 */
export function useLogout(kind: 'user' | 'admin'): () => void {
  const navigate = useNavigate();
  return () => {
    // Leave the guarded page first (synchronously): dropping the token while it is still shown would
    // let its guard redirect to the log-in page instead.
    void navigate(kind === 'admin' ? paths.admin.login : paths.home, { flushSync: true });
    const { userToken, adminToken } = readAuthState();
    endServerSession(adminToken);
    if (kind === 'user') endServerSession(userToken);
    if (kind === 'admin') clearAdminSession();
    else clearAllSessions();
    queryClient.clear(); // nothing of the previous account may show to whoever uses the browser next
    toast.success('Logged out successfully');
  };
}
