import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AppBrowserRouter } from '../../../../../web/src/app/browser-router';
import { UserLayout } from '../../../../../web/src/app/layouts/user-layout';
import SettingsPage from '../../../../../web/src/features/account/pages/settings-page';
import LandingPage from '../../../../../web/src/features/marketing/pages/landing-page';
import type { AccountExport, Task } from '#shared/contracts';
import { aProfile, ok, type FakeApi } from '../fake-api';

/** Where the page sent the browser, and with what history state: kept current by a probe inside the router. */
export const where: { pathname: string; state: unknown } = { pathname: '', state: null };

function LocationProbe() {
  const location = useLocation();
  where.pathname = location.pathname;
  where.state = location.state;
  return null;
}

/**
 * Settings behind the real user guard (it redirects to /login when the token goes while it is shown), the real
 * home page (where a deleted account's notice shows) and a stand-in log-in page; the app's toasts, a fresh cache.
 * The app's own router over jsdom's history: leaving a guarded page relies on its synchronous navigation.
 */
export function renderSettings() {
  window.history.replaceState(null, '', '/settings');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <SnackbarProvider autoHideDuration={null} maxSnack={10}>
      <QueryClientProvider client={queryClient}>
        <AppBrowserRouter>
          <LocationProbe />
          <Routes>
            <Route element={<UserLayout />}>
              <Route path="/settings" element={<SettingsPage />} />
            </Route>
            <Route path="/" element={<LandingPage />} />
            <Route path="/login" element={<h1>Log in page</h1>} />
          </Routes>
        </AppBrowserRouter>
      </QueryClientProvider>
    </SnackbarProvider>,
  );
  return { queryClient };
}

/** A signed-in user with a profile and a subscription; no calendar feed unless a test gives one. */
export function settingsApi(api: FakeApi): FakeApi {
  globalThis.fetch = api.fetch as typeof fetch;
  localStorage.setItem('token', 'user-token');
  return api
    .on('GET /user/profile', ok(aProfile()))
    .on(
      'GET /subscription/status',
      ok({
        subscriptionStatus: 'active',
        subscriptionStartDate: '2026-01-15T12:00:00.000Z',
        subscriptionEndDate: '2026-12-15T12:00:00.000Z',
      }),
    )
    .on('GET /user/calendar-feed', ok({ path: null }));
}

export function aTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 'r1',
    ref: '1',
    task: 'Water the plants',
    scheduledTime: '2026-03-05T15:00:00.000Z',
    localDate: '2026-03-05',
    localTime: '09:00',
    timezone: 'America/Chicago',
    repeat: 'daily',
    status: 'pending',
    nagCount: 0,
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

/** An export taken late on March 5 in Chicago (already March 6 in UTC): the file names carry the user's day. */
export function anExport(
  reminders: AccountExport['reminders'] = [{ ...aTask(), recurrence: 'FREQ=DAILY' }],
): AccountExport {
  const profile = aProfile();
  return {
    exportedAt: '2026-03-06T04:30:00.000Z',
    people: [],
    profile: {
      id: profile.id,
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      phoneNumber: profile.phoneNumber,
      timezone: profile.timezone,
      quietHoursStart: profile.quietHoursStart,
      quietHoursEnd: profile.quietHoursEnd,
      nagStyle: profile.nagStyle,
      weeklySummaryOptIn: profile.weeklySummaryOptIn,
      smsTransactionalOptIn: profile.smsTransactionalOptIn,
      smsMarketingOptIn: profile.smsMarketingOptIn,
      smsOptedOut: profile.smsOptedOut,
      createdAt: profile.createdAt,
      updatedAt: profile.updatedAt,
    },
    subscription: { subscriptionStatus: 'active' },
    reminders,
    occurrences: [],
    nags: [],
    texts: [
      {
        direction: 'outbound',
        channel: 'sms',
        from: '+15550000000',
        to: profile.phoneNumber,
        body: 'NagText: Water the plants. Reply DONE 1',
        at: '2026-03-05T15:00:00.000Z',
        status: 'delivered',
      },
    ],
  };
}
