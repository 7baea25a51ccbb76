import type { Page } from 'playwright-core';

/** A console error a test expects, known by its text and the URL of what logged it. */
export type ExpectedConsoleError = (text: string, url: string) => boolean;

/** The browser's own line for an API answer of 4xx: flows that are refused on purpose log one. */
export const apiRefusal: ExpectedConsoleError = (text, url) =>
  /^Failed to load resource: the server responded with a status of 4\d\d/.test(text) && url.includes('/api/');

/**
 * Page errors and console errors (a CSP violation is one) that the test expects to stay empty.
 * Every console error counts unless one of `expected` matches it.
 */
export function collectErrors(page: Page, expected: ExpectedConsoleError[] = []): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const url = message.location().url;
    if (!expected.some((isExpected) => isExpected(text, url))) errors.push(text);
  });
  return errors;
}
