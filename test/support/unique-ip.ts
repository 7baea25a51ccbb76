import { randomInt } from 'node:crypto';

/**
 * A fresh client address for each call (in 10.0.0.0/8). Test files share one Auth table, so requests that
 * all came from 127.0.0.1 would add up in the per-IP rate limits across files and trip them.
 */
export function uniqueIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}
