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
let axeSource: string | undefined;

/**
 * axe-core's WCAG 2.0/2.1 A and AA findings on the page as it stands, one line per element: rule, impact, target,
 * where, and the failing check's own words (a contrast ratio and its colours, say). Evaluated rather than added
 * as a script tag, so the app's Content-Security-Policy stays on.
 *
 * The screen is checked at rest: nothing marked busy and every animation and transition finished first
 * (screenAtRest), and CSS
 * transitions off while axe reads it (a constructed style sheet, taken away after), so a contrast is never read
 * from rows still fading in, however loaded the machine. Every browser test runs axe through here (eslint refuses
 * `axe.run` anywhere else under test/e2e and test/support).
 */
export async function axeViolations(page: Page, where = page.url()): Promise<string[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  await screenAtRest(page);
  const results = await page.evaluate(
    async ({ options, css }) => {
      const still = new CSSStyleSheet();
      still.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
      try {
        return await (
          window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }
        ).axe.run(document, options);
      } finally {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still);
      }
    },
    { options: AXE_OPTIONS, css: NO_TRANSITIONS },
  );
  // A page axe found nothing to check on (blank, or still loading) would pass unseen.
  if (results.passes.length === 0) throw new Error(`axe checked nothing on ${where}`);
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const detail = [...node.any, ...node.all, ...node.none].find((check) => check.message)?.message;
      return `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' > ')} on ${where}: ${violation.help}${detail ? ` (${detail})` : ''}`;
    }),
  );
}
