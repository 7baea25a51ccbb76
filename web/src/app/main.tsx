import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadToasts } from '@/lib/toast';
import { AppBrowserRouter } from './browser-router';
import { AppProviders } from './providers/app-providers';
import { AppRoutes, preloadRoute } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** How long the first render waits for the page's code before it shows the header with a loading indicator. */
const FIRST_PAGE_WAIT_MS = 1000;

const root = createRoot(container);

function render(): void {
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
}

// The page's code has usually arrived by now (index.html's route preload fetches it beside this file): wait
// for it, so header and page appear together. A failed download shows the error page once rendered.
const pageLoaded = preloadRoute(window.location.pathname).catch(() => undefined);
const waitedEnough = new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS));
void Promise.race([pageLoaded, waitedEnough]).then(render);

// The toast code is not part of the first load. Toasts follow something the visitor did, so fetch it at
// their first interaction: it is there by the time a toast shows, and page loads without one never pay.
for (const type of ['pointerdown', 'keydown', 'focusin'] as const) {
  window.addEventListener(type, preloadToasts, { once: true, passive: true });
}
