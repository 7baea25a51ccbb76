import { lazy, Suspense } from 'react';
import { paths } from '@/config/paths';
import { useAuthState } from '@/lib/use-auth-state';
import { HeaderFrame } from './header-frame';
import { LoggedOutHeader } from './logged-out-header';

// A first visit is logged out: the session headers (menus, logout, the query cache) load only for a session.
const UserHeader = lazy(() => import('./user-header').then((module) => ({ default: module.UserHeader })));
const AdminHeader = lazy(() => import('./admin-header').then((module) => ({ default: module.AdminHeader })));

/** Spec "Navigation": admin mode, a user session (wins when both tokens exist), or logged out. */
export function SiteHeader() {
  const { userToken, isAdminMode } = useAuthState();
  if (!isAdminMode && !userToken) return <LoggedOutHeader />;
  const homeHref = isAdminMode ? paths.admin.dashboard : paths.home;
  // Same bar without links while the session header loads: nothing below it moves.
  return (
    <Suspense fallback={<HeaderFrame homeHref={homeHref} ariaLabel={isAdminMode ? 'Admin' : 'Main'} />}>
      {isAdminMode ? <AdminHeader /> : <UserHeader />}
    </Suspense>
  );
}
