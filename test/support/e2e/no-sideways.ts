import type { Page } from 'playwright-core';

/** No part of the page is wider than the viewport (the 360 px layout holds): it never scrolls sideways. */
export async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
