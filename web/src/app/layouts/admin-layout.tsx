import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { GoingTo } from '@/components/going-to';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useAuthState } from '@/lib/use-auth-state';

/** What a page says when it is opened without an admin token. */
export function missingAdminTokenMessage(pathname: string): string | null {
  if (pathname.startsWith(paths.admin.stats)) return 'Please log in first';
  if (pathname.startsWith(`${paths.admin.users}/`)) return 'No admin token found';
  return null;
}

/** /admin/*: an admin token, else /admin/login. The footer hides itself in admin mode (SiteLayout). */
export function AdminLayout() {
  const { adminToken } = useAuthState();
  const { pathname } = useLocation();
  useEffect(() => {
    const message = adminToken ? null : missingAdminTokenMessage(pathname);
    if (message) toast.error(message);
  }, [adminToken, pathname]);
  return adminToken ? <Outlet /> : <GoingTo to={paths.admin.login} label="Opening the admin log-in page" />;
}
