import { useAuthState } from '../../lib/use-auth-state';
import { AdminHeader } from './admin-header';
import { LoggedOutHeader } from './logged-out-header';
import { UserHeader } from './user-header';

/** Spec "Navigation": admin mode, a user session (wins when both tokens exist), or logged out. */
export function SiteHeader() {
  const { userToken, isAdminMode } = useAuthState();
  if (isAdminMode) return <AdminHeader />;
  if (userToken) return <UserHeader />;
  return <LoggedOutHeader />;
}
