import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuthState } from '../../lib/use-auth-state';

/**
 * The user area (dashboard, profile, settings, subscribe, payment result): a user token and not admin
 * mode, else /login (spec route table). Admin mode means no user token, so the user token alone decides.
 * Header and footer come from the enclosing SiteLayout, so they stay mounted across the guard.
 */
export function UserLayout() {
  const { userToken } = useAuthState();
  return userToken ? <Outlet /> : <Navigate to={paths.login} replace />;
}
