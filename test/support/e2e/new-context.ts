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
  /** The system's motion setting; the app's default motion ('no-preference') unless given. */
  reducedMotion?: 'reduce' | 'no-preference';
}

/**
 * A fresh browser context on the local app, with the OS colour scheme light so only the app's own
 * dark-mode setting decides. Motion stays as most people see it: with reduced motion asked for, the admin's user
 * list was once read by axe while still dimmed as stale (its dimming had no transition left to wait on). Seeded
 * values go in only while unset, so a test's own changes survive reloads.
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
    reducedMotion: options.reducedMotion ?? 'no-preference',
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
