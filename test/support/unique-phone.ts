import { randomInt } from 'node:crypto';

/**
 * A fresh, possible North American number for each call. Test files share one database, so each test
 * takes numbers nobody else uses (random area code 200-999 and line: collisions are ~1 in 10^9).
 */
export function uniquePhone(): string {
  return `+1${randomInt(200, 1000)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

/** The same number as a person might type it: "(415) 555-0123". */
export function typedForm(e164: string): string {
  const d = e164.slice(2);
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
