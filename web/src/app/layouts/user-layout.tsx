import { Outlet } from 'react-router-dom';
import { GoingTo } from '@/components/going-to';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useAuthState } from '@/lib/use-auth-state';
import { useSessionCheck } from '@/lib/use-session-check';

/**
 * The user area (dashboard, profile, settings, subscribe, payment result): a user token and not admin
 * mode, else /login (spec route table). Admin mode means no user token, so the user token alone decides.
 * The token is checked with the server before the page shows, so a session ended elsewhere goes to
 * /login at once instead of reaching, say, the subscribe page through a failed status check.
 * Header and footer come from the enclosing SiteLayout, so they stay mounted across the guard.
 */
export function UserLayout() {
  const { userToken } = useAuthState();
  const checked = useSessionCheck(userToken);
  if (!userToken) return <GoingTo to={paths.login} label="Opening the log-in page" />;
  return checked ? <Outlet /> : <PageLoader label="Checking that you are signed in" minHeight="100vh" />;
}
