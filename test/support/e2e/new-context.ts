import type { BrowserContext } from 'playwright-core';
import type { LocalAppAndBrowser } from './local-app-and-browser';

export interface NewContextOptions {
  /** Viewport width in px; 1280 unless given. */
  width?: number;
  /** Viewport height in px; 900 unless given. */
  height?: number;
  /** The dark-mode choice the app finds in localStorage on first load; the app's own default unless given. */
  dark?: boolean;
  /** A user session already logged in. */
  token?: string;
  /** An admin session already logged in. */
  adminToken?: string;
  /** A fixed zone, so runs do not depend on the machine's. */
  timezoneId?: string;
  /** The system's motion setting; 'reduce' unless given (the app then shows dialogs, menus and toasts at once). */
  reducedMotion?: 'reduce' | 'no-preference';
}

/**
 * A fresh browser context on the local app, with the OS colour scheme light so only the app's own
 * dark-mode setting decides, and reduced motion asked for (a screen is at rest as soon as it is drawn, which spares
 * a loaded machine the animation frames; a test that is about motion passes 'no-preference'). Seeded values go in only while unset, so a test's own changes survive reloads.
 */
export async function newContext(
  { app, browser }: LocalAppAndBrowser,
  options: NewContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    timezoneId: options.timezoneId ?? 'America/Chicago',
    colorScheme: 'light',
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  await context.addInitScript(
    ({ dark, token, adminToken }) => {
      if (dark !== undefined && localStorage.getItem('darkMode') === null)
        localStorage.setItem('darkMode', String(dark));
      if (token && localStorage.getItem('token') === null) localStorage.setItem('token', token);
      if (adminToken && localStorage.getItem('adminToken') === null) localStorage.setItem('adminToken', adminToken);
    },
    { dark: options.dark, token: options.token, adminToken: options.adminToken },
  );
  return context;
}
