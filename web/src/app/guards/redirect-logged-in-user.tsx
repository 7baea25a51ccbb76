import type { ReactNode } from 'react';
import { GoingTo } from '@/components/going-to';
import { paths } from '@/config/paths';
import { useAuthState } from '@/lib/use-auth-state';

/** /login and /signup with a user token already stored go straight to the dashboard (spec "Login"). */
export function RedirectLoggedInUser({ children }: { children: ReactNode }) {
  const { userToken } = useAuthState();
  // Just after Create Account or Log In too: the words show while the dashboard's code loads.
  return userToken ? <GoingTo to={paths.dashboard} label="Opening your reminders" /> : children;
}
