import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuthState } from '../../lib/use-auth-state';

/** /admin/*: an admin token, else /admin/login. The footer hides itself in admin mode (SiteLayout). */
export function AdminLayout() {
  const { adminToken } = useAuthState();
  return adminToken ? <Outlet /> : <Navigate to={paths.admin.login} replace />;
}
