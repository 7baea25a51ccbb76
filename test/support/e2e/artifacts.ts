import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** Where browser tests leave their screenshots (git ignores it). */
export const ARTIFACTS = resolve(__dirname, '../../e2e/artifacts');

/** Every screen is shot at a phone and a desktop width, each in light and dark (test/support/e2e/light-and-dark.ts). */
export const SCREENSHOT_WIDTHS = [390, 1280];

/** test/e2e/artifacts/<screen>-<width>-<light|dark>.png, the folder made if need be. */
export function screenshotPath(screen: string, width: number, dark: boolean): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  return resolve(ARTIFACTS, `${screen}-${width}-${dark ? 'dark' : 'light'}.png`);
}
