import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadToasts } from '../lib/toast';
import { AppBrowserRouter } from './browser-router';
import { AppProviders } from './providers/app-providers';
import { AppRoutes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// In a transition, React renders the first page in short slices, leaving the main thread free in between.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders>
        <AppBrowserRouter>
          <AppRoutes />
        </AppBrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);

// The toast code is not part of the first load. Toasts follow something the visitor did, so fetch it at
// their first interaction: it is there by the time a toast shows, and page loads without one never pay.
for (const type of ['pointerdown', 'keydown', 'focusin'] as const) window.addEventListener(type, preloadToasts, { once: true, passive: true });
