import type { Page } from 'playwright-core';
import { screenshot } from './screenshot';
import { transitionsDone } from './transitions-done';

/** A named region (a Settings card) whole, from the full page, measured at rest rather than halfway through a transition. */
export async function shootRegion(page: Page, name: string, path: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await transitionsDone(page);
  const box = (await page.getByRole('region', { name }).boundingBox())!;
  await screenshot(page, { path, fullPage: true, clip: box });
}
