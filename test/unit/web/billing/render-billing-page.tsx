import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** A billing page at `url` (query string included), with the app's toasts, a fresh query cache and the pages it links to. */
export function renderBillingPage(url: string, Page: ComponentType) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const path = url.split('?')[0]!;
  render(
    <SnackbarProvider autoHideDuration={null} maxSnack={10}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={<Page />} />
            <Route path="/subscribe" element={<h1>Subscribe page</h1>} />
            <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SnackbarProvider>,
  );
  return { queryClient };
}
