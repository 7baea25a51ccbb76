import type { Page } from 'playwright-core';

/** Rounds of "wait for what runs, then look again" before a page that never comes to rest is an error. */
const ROUNDS = 20;

/**
 * Resolves once every finite animation and transition on the page has finished (a dialog fading in, a toast
 * sliding in, a list taking its full opacity once its new rows are in, a button taking its colour as it is
 * enabled), including any that starts a frame or two later: what a screenshot shows or axe reads is then the screen
 * at rest. It waits on `document.getAnimations()` and each one's `finished`, however slow the machine, never for a
 * fixed time. Infinite ones (a spinner) and paused ones never finish, so they are left alone. A page that keeps
 * starting new ones round after round is an error, never a silent "good enough".
 * Axe and screenshots wait through it: test/support/e2e/axe.ts and test/support/e2e/screenshot.ts.
 */
export async function transitionsDone(page: Page): Promise<void> {
  const stillRunning = await page.evaluate(async (rounds) => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    for (let round = 0; round < rounds; round++) {
      await nextFrame();
      const now = running();
      if (now.length === 0) return [];
      await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
    }
    return running().map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const name =
        animation instanceof CSSTransition
          ? `transition of ${animation.transitionProperty}`
          : animation instanceof CSSAnimation
            ? `animation ${animation.animationName}`
            : 'script animation';
      const element = target
        ? `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ''}${[...target.classList].map((c) => `.${c}`).join('')}`
        : 'no element';
      return `${name} on ${element}`;
    });
  }, ROUNDS);
  if (stillRunning.length > 0)
    throw new Error(`the page never came to rest (${ROUNDS} rounds of animations): ${stillRunning.join('; ')}`);
}

/**
 * The screen as a person reads it once it settles: nothing marked busy (a list showing its previous rows dimmed
 * while new ones load says aria-busy until they come), then every animation and transition finished (transitionsDone,
 * which also waits out the list taking its full opacity again). What axe reads and what a screenshot shows.
 */
export async function screenAtRest(page: Page): Promise<void> {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  await transitionsDone(page);
}
