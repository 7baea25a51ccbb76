import type { ReactNode } from 'react';
import DashboardPage from '../../../../web/src/features/reminders/pages/dashboard-page';
import { renderAt } from '../account/render-route';

export { current } from '../account/render-route';

/** The app's toasts, a fresh query cache and a router with stand-ins for where the dashboard may send you. */
export const renderWithApp = (element: ReactNode, path = '/dashboard') => renderAt(path, element);

export const renderDashboard = () => renderWithApp(<DashboardPage />);
