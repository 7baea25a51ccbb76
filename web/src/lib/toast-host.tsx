import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export type ToastVariant = 'success' | 'error' | 'info';

let mounted: Promise<void> | undefined;

/**
 * notistack's own success, info and warning greens, blues and oranges give their white text 3.1:1 or less; these
 * keep WCAG AA (4.5:1 and more) in both colour modes, the error red included.
 */
const VARIANT_BACKGROUNDS = { success: '#2e7d32', error: '#c62828', info: '#0369a1', warning: '#b45309' } as const;
/**
 * From 600 px on, 240 px wide in the bottom-left corner (notistack's own 288 px minimum reached into a centred
 * page column at 1440 px): at 1440 px the dashboard's and Settings' column leaves 270 px each side.
 */
const NARROW_ON_WIDE_SCREENS =
  '@media (min-width:600px){.notistack-SnackbarContainer{max-width:240px!important;left:16px!important;bottom:16px!important}.notistack-SnackbarContainer div{min-width:0!important}}';
const TOASTS_CSS = `${NARROW_ON_WIDE_SCREENS}
${Object.entries(VARIANT_BACKGROUNDS)
  .map(([variant, color]) => `.notistack-MuiContent.notistack-MuiContent-${variant}{background-color:${color}}`)
  .join('\n')}`;

/**
 * The app's toasts (about 5 seconds) in a React root of their own, created with the first toast: the page's tree
 * needs no provider, so this code stays out of the first load. At the bottom (the left on wide screens, the whole
 * width on phones, as notistack lays them out), never at the top, where the sticky header, the page's title, its
 * Add button and its tabs are (a stack of three under the header covered them on phones). A dialog opening, or
 * any next step, closes what is on screen (toast.dismissAll).
 */
function mountHost(): Promise<void> {
  mounted ??= new Promise<void>((resolve) => {
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = TOASTS_CSS;
    const container = document.body.appendChild(document.createElement('div'));
    createRoot(container).render(
      <SnackbarProvider
        ref={(provider) => {
          if (provider) resolve();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
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
