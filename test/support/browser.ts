import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * The machine's Chromium from Debian (never a downloaded one): its headless shell when installed (the
 * chromium-headless-shell package, the same engine without the full browser around it, as Playwright itself runs
 * headless), else the browser. `bash .ci/run` installs both.
 */
export const CHROMIUM_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_PATH = existsSync(CHROMIUM_SHELL_PATH) ? CHROMIUM_SHELL_PATH : '/usr/bin/chromium';
/** Flags that keep it quiet and sandbox-free in CI. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
