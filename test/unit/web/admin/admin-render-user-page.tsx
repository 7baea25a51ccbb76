import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Where the page sent the browser. */
export const at: { pathname: string } = { pathname: '' };

function LocationProbe() {
  at.pathname = useLocation().pathname;
  return null;
}

/**
 * A user-detail page at /admin/users/{userId}/{tab}, the way the router mounts it (so useParams sees the id), with
 * the app's toasts, a fresh query cache (returned, to look into) and stand-ins for where it may send you.
 */
export function renderUserPage(
  Page: ComponentType,
  userId: string,
  tab: 'profile' | 'notifications' | 'tasks' | 'messages' | 'people',
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <SnackbarProvider autoHideDuration={null} maxSnack={10}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/admin/users/${userId}/${tab}`]}>
          <LocationProbe />
          <Routes>
            <Route path={`/admin/users/:userId/${tab}`} element={<Page />} />
            <Route path="/admin/dashboard" element={<h1>Admin dashboard page</h1>} />
            <Route path="/admin/users" element={<h1>User Management page</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SnackbarProvider>,
  );
  return { queryClient };
}
