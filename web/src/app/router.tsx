import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RedirectLoggedInUser } from './guards/redirect-logged-in-user';
import { AdminLayout } from './layouts/admin-layout';
import { SiteLayout } from './layouts/site-layout';
import { UserLayout } from './layouts/user-layout';
import { RouteErrorPage } from './route-error-page';

// Every page is its own chunk, loaded on first visit: public pages never pull admin, chart or reminder code.
const pages = {
  landing: lazy(() => import('../features/marketing/pages/landing-page')),
  howItWorks: lazy(() => import('../features/marketing/pages/how-it-works-page')),
  pricing: lazy(() => import('../features/marketing/pages/pricing-page')),
  privacy: lazy(() => import('../features/marketing/pages/privacy-page')),
  terms: lazy(() => import('../features/marketing/pages/terms-page')),
  contact: lazy(() => import('../features/marketing/pages/contact-page')),
  login: lazy(() => import('../features/auth/pages/login-page')),
  signup: lazy(() => import('../features/auth/pages/signup-page')),
  notFound: lazy(() => import('../features/errors/not-found-page')),
  dashboard: lazy(() => import('../features/reminders/pages/dashboard-page')),
  profile: lazy(() => import('../features/account/pages/profile-page')),
  settings: lazy(() => import('../features/account/pages/settings-page')),
  subscribe: lazy(() => import('../features/billing/pages/subscribe-page')),
  paymentSuccess: lazy(() => import('../features/billing/pages/payment-success-page')),
  adminLogin: lazy(() => import('../features/admin/pages/admin-login-page')),
  adminDashboard: lazy(() => import('../features/admin/pages/admin-dashboard-page')),
  adminStats: lazy(() => import('../features/admin/pages/admin-stats-page')),
  adminDatabase: lazy(() => import('../features/admin/pages/admin-database-page')),
  adminUsers: lazy(() => import('../features/admin/pages/admin-users-page')),
  adminUser: lazy(() => import('../features/admin/pages/admin-user-detail-page')),
  adminUserNotifications: lazy(() => import('../features/admin/pages/admin-user-notifications-page')),
  adminUserTasks: lazy(() => import('../features/admin/pages/admin-user-tasks-page')),
  adminUserMessages: lazy(() => import('../features/admin/pages/admin-user-messages-page')),
  adminUserProfile: lazy(() => import('../features/admin/pages/admin-user-profile-page')),
};

const page = (path: string | undefined, Page: LazyExoticComponent<ComponentType>): RouteObject =>
  path === undefined ? { index: true, element: <Page /> } : { path, element: <Page /> };

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      page(undefined, pages.landing),
      page('how-it-works', pages.howItWorks),
      page('pricing', pages.pricing),
      page('privacy', pages.privacy),
      page('terms', pages.terms),
      page('contact', pages.contact),
      {
        path: 'login',
        element: (
          <RedirectLoggedInUser>
            <pages.login />
          </RedirectLoggedInUser>
        ),
      },
      page('signup', pages.signup),
      page('admin/login', pages.adminLogin),
      {
        element: <UserLayout />,
        children: [
          page('dashboard', pages.dashboard),
          page('profile', pages.profile),
          page('settings', pages.settings),
          page('subscribe', pages.subscribe),
          page('payment-success', pages.paymentSuccess),
        ],
      },
      {
        path: 'admin',
        element: <AdminLayout />,
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          page('dashboard', pages.adminDashboard),
          page('stats', pages.adminStats),
          page('database', pages.adminDatabase),
          page('users', pages.adminUsers),
          page('users/:userId', pages.adminUser),
          page('users/:userId/notifications', pages.adminUserNotifications),
          page('users/:userId/tasks', pages.adminUserTasks),
          page('users/:userId/messages', pages.adminUserMessages),
          page('users/:userId/profile', pages.adminUserProfile),
          page('*', pages.notFound),
        ],
      },
      page('*', pages.notFound),
    ],
  },
];

export const router = createBrowserRouter(routes);
