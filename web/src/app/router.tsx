import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { GoingTo } from '@/components/going-to';
import { paths } from '@/config/paths';
import { RedirectLoggedInUser } from './guards/redirect-logged-in-user';
import { AdminLayout } from './layouts/admin-layout';
import { SiteLayout } from './layouts/site-layout';
import { UserLayout } from './layouts/user-layout';
import { lazyPage, type LazyPage, type PageModule } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * A page that calls the API: its chunk and the query cache's load together, and the page renders inside
 * the cache's provider. The marketing pages skip it, so a first visit never downloads the query library.
 */
const withQueries = (load: () => Promise<PageModule>): LazyPage =>
  lazyPage(async () => {
    const [{ default: Page }, { QueryProvider }] = await Promise.all([load(), import('./providers/query-provider')]);
    return {
      default: function PageWithQueries() {
        return (
          <QueryProvider>
            <Page />
          </QueryProvider>
        );
      },
    };
  });

// Every page is its own chunk, loaded on first visit: public pages never pull admin, chart or reminder code.
const pages = {
  landing: lazyPage(() => import('@/features/marketing/pages/landing-page')),
  howItWorks: lazyPage(() => import('@/features/marketing/pages/how-it-works-page')),
  pricing: lazyPage(() => import('@/features/marketing/pages/pricing-page')),
  privacy: lazyPage(() => import('@/features/marketing/pages/privacy-page')),
  terms: lazyPage(() => import('@/features/marketing/pages/terms-page')),
  notFound: lazyPage(() => import('@/features/errors/not-found-page')),
  contact: withQueries(() => import('@/features/marketing/pages/contact-page')),
  login: withQueries(() => import('@/features/auth/pages/login-page')),
  signup: withQueries(() => import('@/features/auth/pages/signup-page')),
  verifyEmail: withQueries(() => import('@/features/auth/pages/verify-email-page')),
  recover: withQueries(() => import('@/features/auth/pages/recover-page')),
  recoverCancel: withQueries(() => import('@/features/auth/pages/recover-cancel-page')),
  dashboard: withQueries(() => import('@/features/reminders/pages/dashboard-page')),
  profile: withQueries(() => import('@/features/account/pages/profile-page')),
  settings: withQueries(() => import('@/features/account/pages/settings-page')),
  subscribe: withQueries(() => import('@/features/billing/pages/subscribe-page')),
  paymentSuccess: withQueries(() => import('@/features/billing/pages/payment-success-page')),
  adminLogin: withQueries(() => import('@/features/admin/pages/admin-login-page')),
  adminDashboard: withQueries(() => import('@/features/admin/pages/admin-dashboard-page')),
  adminStats: withQueries(() => import('@/features/admin/pages/admin-stats-page')),
  adminDatabase: withQueries(() => import('@/features/admin/pages/admin-database-page')),
  adminUsers: withQueries(() => import('@/features/admin/pages/admin-users-page')),
  adminUser: withQueries(() => import('@/features/admin/pages/admin-user-detail-page')),
  adminUserNotifications: withQueries(() => import('@/features/admin/pages/admin-user-notifications-page')),
  adminUserReminders: withQueries(() => import('@/features/admin/pages/admin-user-reminders-page')),
  adminUserMessages: withQueries(() => import('@/features/admin/pages/admin-user-messages-page')),
  adminUserPeople: withQueries(() => import('@/features/admin/pages/admin-user-people-page')),
  adminUserProfile: withQueries(() => import('@/features/admin/pages/admin-user-profile-page')),
};

/** What preloadRoute reads from a matched route. */
interface PageHandle {
  preload: () => Promise<void>;
}

const page = (path: string | undefined, Page: LazyPage): RouteObject => {
  const handle: PageHandle = { preload: Page.preload };
  return path === undefined ? { index: true, element: <Page />, handle } : { path, element: <Page />, handle };
};

/** The SPA's route table. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      page(undefined, pages.landing),
      page('how-it-works', pages.howItWorks),
      page('pricing', pages.pricing),
      page('privacy', pages.privacy),
      page('terms', pages.terms),
      page('contact', pages.contact),
      page('verify-email', pages.verifyEmail),
      page('recover/cancel', pages.recoverCancel),
      {
        // Recovery is for someone who cannot log in: a logged-in user goes to the dashboard, as /login does.
        path: 'recover',
        element: (
          <RedirectLoggedInUser>
            <pages.recover />
          </RedirectLoggedInUser>
        ),
        handle: { preload: pages.recover.preload } satisfies PageHandle,
      },
      {
        path: 'login',
        element: (
          <RedirectLoggedInUser>
            <pages.login />
          </RedirectLoggedInUser>
        ),
        handle: { preload: pages.login.preload } satisfies PageHandle,
      },
      {
        // A logged-in user has no account to create: straight to the dashboard, as /login does.
        path: 'signup',
        element: (
          <RedirectLoggedInUser>
            <pages.signup />
          </RedirectLoggedInUser>
        ),
        handle: { preload: pages.signup.preload } satisfies PageHandle,
      },
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
          { index: true, element: <GoingTo to={paths.admin.dashboard} label="Opening the admin dashboard" /> },
          page('dashboard', pages.adminDashboard),
          page('stats', pages.adminStats),
          page('database', pages.adminDatabase),
          page('users', pages.adminUsers),
          page('users/:userId', pages.adminUser),
          page('users/:userId/notifications', pages.adminUserNotifications),
          page('users/:userId/tasks', pages.adminUserReminders),
          page('users/:userId/messages', pages.adminUserMessages),
          page('users/:userId/people', pages.adminUserPeople),
          page('users/:userId/profile', pages.adminUserProfile),
          page('*', pages.notFound),
        ],
      },
      page('*', pages.notFound),
    ],
  },
];

/** Loads the code of the page at `pathname`, so that the first render has it (see lazyPage). */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map((match) => (match.route.handle as PageHandle | undefined)?.preload()));
}

/** The page for the current URL; an error while rendering or loading it shows the reload page. */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={location.key}>{element}</RouteErrorBoundary>;
}
