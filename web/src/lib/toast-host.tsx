import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export type ToastVariant = 'success' | 'error' | 'info';

let mounted: Promise<void> | undefined;

/**
 * The app's toasts (spec section 9: top-right, about 5 seconds) in a React root of their own, created with
 * the first toast: the page's tree needs no provider, so this code stays out of the first load.
 */
function mountHost(): Promise<void> {
  mounted ??= new Promise<void>((resolve) => {
    const container = document.body.appendChild(document.createElement('div'));
    createRoot(container).render(
      <SnackbarProvider
        ref={(provider) => {
          if (provider) resolve();
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        autoHideDuration={5000}
        maxSnack={3}
      />,
    );
  });
  return mounted;
}

export async function showToast(variant: ToastVariant, message: ReactNode): Promise<void> {
  // A SnackbarProvider mounted by the caller's tree (component tests render one) receives the toast instead.
  if (typeof enqueueSnackbar !== 'function') await mountHost();
  enqueueSnackbar(message, { variant });
}
