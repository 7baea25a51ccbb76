import type { Page } from 'playwright-core';

/**
 * Resolves once every finite animation and transition on the page has finished (a dialog fading in, a toast
 * sliding in, a button taking its colour as it is enabled), including any that starts a frame or two later:
 * what a screenshot shows or axe reads is then the screen at rest. No fixed wait.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 10; round++) {
      await nextFrame();
      const running = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
