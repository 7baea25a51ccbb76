import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Where the page sent the browser: kept current by a probe inside the router. */
export const current: { pathname: string; state: unknown } = { pathname: '', state: null };

function LocationProbe() {
  const location = useLocation();
  current.pathname = location.pathname;
  current.state = location.state;
  return null;
}

/**
 * One page at its path, with the app's toasts and a fresh query cache, plus stand-ins for where it may
 * send you. A declarative MemoryRouter: jsdom has no fetch Request, which the data routers need.
 */
export function renderRoute(path: string, Page: ComponentType) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <SnackbarProvider autoHideDuration={null} maxSnack={10}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          <Routes>
            <Route path={path} element={<Page />} />
            <Route path="/login" element={<h1>Log in page</h1>} />
            <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
            <Route path="/signup" element={<h1>Sign up page</h1>} />
            <Route path="/admin/dashboard" element={<h1>Admin dashboard page</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SnackbarProvider>,
  );
  return { queryClient };
}
