import type { ReactNode } from 'react';
import type { ToastVariant } from './toast-host';

type ToastHost = typeof import('./toast-host');

let host: Promise<ToastHost> | undefined;
/** Error toasts still possibly on screen, so a step that then succeeds can take its failures away. */
let openErrors: Promise<unknown>[] = [];
/** The success or info toast on screen: a newer one replaces it (it was about a step that is over). */
let openNotice: Promise<unknown> | undefined;

/** The toast code (notistack) is fetched on first use, or earlier by preloadToasts, never with the first page. */
function loadHost(): Promise<ToastHost> {
  host ??= import('./toast-host').catch((error: unknown) => {
    host = undefined; // a failed download (offline, new release) is retried by the next toast
    throw error;
  });
  return host;
}

function show(variant: ToastVariant, title: string, description?: string): void {
  const message: ReactNode = description ? (
    <span>
      <strong style={{ display: 'block' }}>{title}</strong>
      {description}
    </span>
  ) : (
    title
  );
  const shown = loadHost()
    .then((loaded) => loaded.showToast(variant, message))
    .catch((error: unknown) => console.error('Could not show the toast', title, error));
  if (variant === 'error') {
    openErrors.push(shown);
    return;
  }
  // Never closed by this: an error, which stays until what failed works or the person closes it.
  if (openNotice) close([openNotice]);
  openNotice = shown;
}

function close(shown: Promise<unknown>[]): void {
  void Promise.all([loadHost(), ...shown])
    .then(([loaded, ...keys]) => loaded.closeToasts(keys.filter((key): key is string | number => key !== undefined)))
    .catch(() => undefined);
}

/** Closes every error toast shown so far: what failed has now worked ("Account created" beside "Failed to create account" would contradict itself). */
function dismissErrors(): void {
  const keys = openErrors;
  openErrors = [];
  if (keys.length) close(keys);
}

/**
 * Closes every toast: a new step has begun, so what the last one said (done or failed) is over and must not cover
 * the new step's dialog or the next page's notice.
 */
function dismissAll(): void {
  openErrors = [];
  openNotice = undefined;
  if (!host) return; // nothing was ever shown
  void loadHost()
    .then((loaded) => loaded.closeAllToasts())
    .catch(() => undefined);
}

/** Toasts: a title and, sometimes, a line of description. */
export const toast = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  dismissErrors,
  dismissAll,
};

/** Fetches the toast code ahead of the first toast, so that one appears without a download. */
export function preloadToasts(): void {
  loadHost().catch(() => undefined);
}
