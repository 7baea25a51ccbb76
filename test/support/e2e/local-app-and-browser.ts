import type { Browser } from 'playwright-core';
import { launchBrowser } from '../browser';
import { startLocalApp, type LocalApp, type LocalAppOptions } from '../local-app';

/** What a browser test file drives: the local app serving web/dist, and Chromium. */
export interface LocalAppAndBrowser {
  app: LocalApp;
  browser: Browser;
  stop(): Promise<void>;
}

/** Starts both side by side; web/dist is built (when stale) by the e2e jest globalSetup. */
export async function startLocalAppAndBrowser(options: LocalAppOptions = {}): Promise<LocalAppAndBrowser> {
  const [app, browser] = await Promise.all([startLocalApp(options), launchBrowser()]);
  return {
    app,
    browser,
    async stop() {
      await browser.close();
      await app.stop();
    },
  };
}
