import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export type ToastVariant = 'success' | 'error' | 'info';

let mounted: Promise<void> | undefined;

/**
 * Top-right, but below the sticky header, which toasts must never cover: 64 px tall from
 * the sm breakpoint, 56 px on phones (48 px in landscape). On phones they span the width, as notistack does.
 */
const TOASTS_CLASS = 'nagtext-toasts';
/**
 * notistack's own success, info and warning greens, blues and oranges give their white text 3.1:1 or less; these
 * keep WCAG AA (4.5:1 and more) in both colour modes, the error red included.
 */
const VARIANT_BACKGROUNDS = { success: '#2e7d32', error: '#c62828', info: '#0369a1', warning: '#b45309' } as const;
const TOASTS_CSS = `.${TOASTS_CLASS}{top:72px!important}
@media (max-width:599.95px){.${TOASTS_CLASS}{top:64px!important}}
@media (max-width:599.95px) and (orientation:landscape){.${TOASTS_CLASS}{top:56px!important}}
${Object.entries(VARIANT_BACKGROUNDS).map(([variant, color]) => `.notistack-MuiContent.notistack-MuiContent-${variant}{background-color:${color}}`).join('\n')}`;

/**
 * The app's toasts (top-right, about 5 seconds) in a React root of their own, created with
 * the first toast: the page's tree needs no provider, so this code stays out of the first load.
 */
function mountHost(): Promise<void> {
  mounted ??= new Promise<void>((resolve) => {
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = TOASTS_CSS;
    const container = document.body.appendChild(document.createElement('div'));
    createRoot(container).render(
      <SnackbarProvider
        classes={{ containerAnchorOriginTopRight: TOASTS_CLASS }}
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

export async function showToast(variant: ToastVariant, message: ReactNode): Promise<SnackbarKey> {
  // A SnackbarProvider mounted by the caller's tree (component tests render one) receives the toast instead.
  if (typeof enqueueSnackbar !== 'function') await mountHost();
  return enqueueSnackbar(message, { variant });
}

/** Closes every toast on screen. */
export function closeAllToasts(): void {
  closeSnackbar();
}

export function closeToasts(keys: SnackbarKey[]): void {
  for (const key of keys) closeSnackbar(key);
}
