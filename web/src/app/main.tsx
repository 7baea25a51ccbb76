import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadToasts } from '../lib/toast';
import { AppBrowserRouter } from './browser-router';
import { AppProviders } from './providers/app-providers';
import { AppRoutes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppBrowserRouter>
        <AppRoutes />
      </AppBrowserRouter>
    </AppProviders>
  </StrictMode>,
);

// The toast code is not part of the first load; fetch it once the page is idle so the first toast shows at once.
window.addEventListener(
  'load',
  () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(preloadToasts);
    else setTimeout(preloadToasts, 1000);
  },
  { once: true },
);
