import type { Page } from 'playwright-core';

/**
 * Turns the app on `page` dark or light where it stands, the way a change made in another tab of the app reaches it:
 * the setting saved, and the 'storage' event the browser hands every other tab of the origin
 * (web/src/app/providers/color-mode.tsx follows it), dispatched on this one. Whatever the page shows stays as it is
 * (a dialog open, a request held, a form half filled). Resolves once the page wears the mode; axeViolations and
 * screenshot then wait out the colours' transitions. (A second tab opened for each switch cost a third of the
 * accessibility walk; test/e2e/public-site.test.ts follows a real second tab's change once.)
 */
export async function setDarkInPlace(page: Page, dark: boolean): Promise<void> {
  await page.evaluate((value) => {
    const oldValue = localStorage.getItem('darkMode');
    localStorage.setItem('darkMode', value);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'darkMode',
        oldValue,
        newValue: value,
        storageArea: localStorage,
        url: location.href,
      }),
    );
  }, String(dark));
  await page.waitForFunction((on) => document.documentElement.classList.contains('dark') === on, dark);
}

/** How a page takes its colours: the app's own dark-mode setting, or (the sandbox's and /dev pages) the system's. */
export type ColorSource = 'app' | 'system';

async function setDark(page: Page, dark: boolean, source: ColorSource): Promise<void> {
  if (source === 'app') await setDarkInPlace(page, dark);
  else await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
}

/**
 * `check` on the screen as it stands in light mode, then again turned dark in place, then the page back in light:
 * one walk through a flow checks a screen in both modes, rather than the whole flow walked twice. The page must be
 * showing the app (or, with `source` 'system', a page that follows the system's scheme) in light mode.
 */
export async function inLightAndDark(
  page: Page,
  check: (dark: boolean) => Promise<void>,
  source: ColorSource = 'app',
): Promise<void> {
  await check(false);
  await setDark(page, true, source);
  await check(true);
  await setDark(page, false, source);
}
