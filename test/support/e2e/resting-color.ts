import type { Locator } from 'playwright-core';
import { transitionsDone } from './transitions-done';

/**
 * The red, green and blue of an element's text colour as the screen shows it at rest: every animation and transition
 * finished first (a colour read mid-fade is neither the old one nor the new), and read from the element on the page
 * now. A list that renders again can replace the element between finding it and reading it, and a detached
 * element's computed colour is empty: the read is then taken again from the element found afresh.
 */
export async function restingColor(element: Locator): Promise<[number, number, number]> {
  for (;;) {
    await transitionsDone(element.page());
    const color = await element.evaluate((el) => (el.isConnected ? getComputedStyle(el).color : null));
    if (color === null) continue;
    const [r, g, b] = color.match(/[\d.]+/g)?.map(Number) ?? [];
    if (r === undefined || g === undefined || b === undefined) throw new Error(`not an RGB colour: "${color}"`);
    return [r, g, b];
  }
}
