import { readFileSync } from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { screenAtRest } from './transitions-done';

const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};
/** For the length of one axe run: a colour or opacity the screen changes to then is there at once, never halfway. */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; }';
/** Axe runs before a screen that goes busy during every one of them is an error. */
const ROUNDS = 5;
let axeSource: string | undefined;

/**
 * axe-core's WCAG 2.0/2.1 A and AA findings on the page as it stands, one line per element: rule, impact, target,
 * where, and the failing check's own words (a contrast ratio and its colours, say). Evaluated rather than added
 * as a script tag, so the app's Content-Security-Policy stays on.
 *
 * The screen is checked at rest: nothing marked busy and every animation and transition finished first
 * (screenAtRest), and CSS
 * transitions off while axe reads it (a constructed style sheet, taken away after), so a contrast is never read
 * from rows still fading in, however loaded the machine; and when something goes busy during the run (a refetch
 * dimming a list: with transitions off, at once), the screen is read again once it settles. Every browser test runs axe through here (eslint refuses
 * `axe.run` anywhere else under test/e2e and test/support).
 */
export async function axeViolations(page: Page, where = page.url()): Promise<string[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  for (let round = 0; round < ROUNDS; round++) {
    await screenAtRest(page);
    const { results, disturbed } = await readOnce(page);
    // Something went busy while axe read (a list refetching and dimming its rows): what it read was not the screen
    // at rest, so read again once it settles.
    if (disturbed) continue;
    // A page axe found nothing to check on (blank, or still loading) would pass unseen.
    if (results.passes.length === 0) throw new Error(`axe checked nothing on ${where}`);
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => {
        const detail = [...node.any, ...node.all, ...node.none].find((check) => check.message)?.message;
        return `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' > ')} on ${where}: ${violation.help}${detail ? ` (${detail})` : ''}`;
      }),
    );
  }
  throw new Error(`the screen went busy during each of ${ROUNDS} axe runs on ${where}`);
}

/** One axe run with transitions off, and whether anything on the page was marked busy at any point during it. */
function readOnce(page: Page): Promise<{ results: AxeResults; disturbed: boolean }> {
  return page.evaluate(
    async ({ options, css }) => {
      const busy = () => document.querySelector('[aria-busy="true"]') !== null;
      let disturbed = false;
      const watch = new MutationObserver(() => {
        disturbed ||= busy();
      });
      watch.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-busy'],
      });
      const still = new CSSStyleSheet();
      still.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
      try {
        const results = await (
          window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }
        ).axe.run(document, options);
        return { results, disturbed: disturbed || busy() };
      } finally {
        watch.disconnect();
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still);
      }
    },
    { options: AXE_OPTIONS, css: NO_TRANSITIONS },
  );
}
