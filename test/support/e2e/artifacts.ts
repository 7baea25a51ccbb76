import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** Where browser tests leave their screenshots (git ignores it). */
export const ARTIFACTS = resolve(__dirname, '../../e2e/artifacts');

/**
 * Whether browser tests write their screenshots. NAGTEXT_SCREENSHOTS=1 (or 0) decides; without it, they do except
 * in CI (CI set), where no one opens them: there each screenshot still waits for the screen at rest, only the image
 * is not taken (test/support/e2e/screenshot.ts). `npm run screenshots` takes them all.
 */
export function screenshotsTaken(): boolean {
  const yes = (value: string | undefined) => ['1', 'true', 'yes'].includes(value?.trim().toLowerCase() ?? '');
  const flag = process.env.NAGTEXT_SCREENSHOTS?.trim();
  if (flag) return yes(flag);
  const ci = process.env.CI?.trim().toLowerCase();
  return ci === undefined || ['', '0', 'false'].includes(ci);
}

/** Every screen is shot at a phone and a desktop width, each in light and dark (test/support/e2e/light-and-dark.ts). */
export const SCREENSHOT_WIDTHS = [390, 1280];

/** test/e2e/artifacts/<screen>-<width>-<light|dark>.png, the folder made if need be. */
export function screenshotPath(screen: string, width: number, dark: boolean): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  return resolve(ARTIFACTS, `${screen}-${width}-${dark ? 'dark' : 'light'}.png`);
}
