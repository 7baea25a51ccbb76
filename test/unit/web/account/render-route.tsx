import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Where the page sent the browser: kept current by a probe inside the router. */
export const current: { pathname: string; search: string; state: unknown } = { pathname: '', search: '', state: null };

function LocationProbe() {
  const location = useLocation();
  current.pathname = location.pathname;
  current.search = location.search;
  current.state = location.state;
  return null;
}

/** Where a page may send you, as headings a test can find. */
const STAND_INS: [string, string][] = [
  ['/login', 'Log in page'],
  ['/dashboard', 'Dashboard page'],
  ['/signup', 'Sign up page'],
  ['/subscribe', 'Subscribe page'],
  ['/settings', 'Settings page'],
  ['/admin/dashboard', 'Admin dashboard page'],
];

/**
 * An element at its path (a query string in it is the address's, not the route's), with the app's toasts and a
 * fresh query cache, plus stand-ins for where it may send you. A declarative MemoryRouter: jsdom has no fetch
 * Request, which the data routers need.
 */
export function renderAt(path: string, element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const routePath = path.split('?')[0]!;
  render(
    <SnackbarProvider autoHideDuration={null} maxSnack={10}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          <Routes>
            <Route path={routePath} element={element} />
            {STAND_INS.filter(([at]) => at !== routePath).map(([at, heading]) => (
              <Route key={at} path={at} element={<h1>{heading}</h1>} />
            ))}
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SnackbarProvider>,
  );
  return { queryClient };
}

/** One page at its path (see renderAt). */
export const renderRoute = (path: string, Page: ComponentType) => renderAt(path, <Page />);
