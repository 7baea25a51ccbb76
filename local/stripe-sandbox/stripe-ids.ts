import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Stripe-looking id: the object's prefix and 24 random base62 characters (`cus_…`, `cs_test_…`). */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  return `${prefix}_${Array.from(bytes, (b) => BASE62[b % 62]).join('')}`;
}
