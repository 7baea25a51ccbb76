import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import DashboardPage from '../../../../web/src/features/reminders/pages/dashboard-page';

/** Where the page sent the browser: kept current by a probe inside the router. */
export const current = { pathname: '' };

function LocationProbe() {
  current.pathname = useLocation().pathname;
  return null;
}

/** The app's toasts, a fresh query cache and a router with stand-ins for where the dashboard may send you. */
export function renderWithApp(element: ReactNode, path = '/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <SnackbarProvider autoHideDuration={null} maxSnack={10}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          <Routes>
            <Route path={path} element={element} />
            <Route path="/subscribe" element={<h1>Subscribe page</h1>} />
            <Route path="/settings" element={<h1>Settings page</h1>} />
            <Route path="/login" element={<h1>Log in page</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SnackbarProvider>,
  );
  return { queryClient };
}

export const renderDashboard = () => renderWithApp(<DashboardPage />);
