import { randomInt } from 'node:crypto';
import { DEFAULT_SMS_COUNTRIES, judgeDestination } from '#core/texting/domain/destination-policy';

const textable = (e164: string) => judgeDestination(e164, { allowedCountries: DEFAULT_SMS_COUNTRIES }).allowed;

/**
 * A fresh North American number for each call that the default destination policy texts (a US,
 * territory or Canadian area code: not Jamaica's 876, not an unassigned code). Test files share one
 * database, so each test takes numbers nobody else uses (random area code and line: collisions are
 * ~1 in 10^9).
 */
export function uniquePhone(): string {
  for (;;) {
    const candidate = `+1${randomInt(200, 1000)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    if (textable(candidate)) return candidate;
  }
}

/** The same number as a person might type it: "(415) 555-0123". */
export function typedForm(e164: string): string {
  const d = e164.slice(2);
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
