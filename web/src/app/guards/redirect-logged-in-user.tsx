import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuthState } from '@/lib/use-auth-state';

/** /login and /signup with a user token already stored go straight to the dashboard (spec "Login"). */
export function RedirectLoggedInUser({ children }: { children: ReactNode }) {
  const { userToken } = useAuthState();
  return userToken ? <Navigate to={paths.dashboard} replace /> : children;
}
