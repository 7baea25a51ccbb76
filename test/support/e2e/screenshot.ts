import type { Locator, LocatorScreenshotOptions, Page, PageScreenshotOptions } from 'playwright-core';
import { screenshotsTaken } from './artifacts';
import { screenAtRest } from './transitions-done';

/**
 * A screenshot of the page, or of one element on it, at rest: nothing marked busy and every finite animation and
 * transition finished first (screenAtRest, no fixed wait), then shot with Playwright's `animations: 'disabled'`,
 * so an infinite one (a spinner) shows its first frame and one that starts in between is run to its end. Every
 * browser test shoots through here (eslint refuses a `.screenshot(` call anywhere else under test/e2e and test/support).
 * In CI the screen is still brought to rest, but no image is taken unless NAGTEXT_SCREENSHOTS=1 (screenshotsTaken).
 */
export async function screenshot(target: Page, options: PageScreenshotOptions): Promise<void>;
export async function screenshot(target: Locator, options: LocatorScreenshotOptions): Promise<void>;
export async function screenshot(
  target: Page | Locator,
  options: PageScreenshotOptions | LocatorScreenshotOptions,
): Promise<void> {
  if ('mainFrame' in target) {
    await screenAtRest(target);
    if (screenshotsTaken()) await target.screenshot({ animations: 'disabled', ...options });
  } else {
    await screenAtRest(target.page());
    if (screenshotsTaken()) await target.screenshot({ animations: 'disabled', ...options });
  }
}
