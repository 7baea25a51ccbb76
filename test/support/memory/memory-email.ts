import { normalizeEmail } from '#core/mailing/domain/email-address';
import type { EmailSuppressions } from '#core/mailing/ports/email-suppressions';
import type { EmailOwners } from '#core/auth/ports/email-owners';

/** The suppressed addresses in memory (the first event kept, as the DynamoDB adapter does). */
export function memoryEmailSuppressions(): EmailSuppressions & { all: Map<string, string> } {
  const all = new Map<string, string>();
  return {
    all,
    async isSuppressed(address) {
      return all.has(normalizeEmail(address));
    },
    async suppress(address, feedback) {
      if (!all.has(normalizeEmail(address))) all.set(normalizeEmail(address), feedback);
    },
  };
}

/** The verified addresses' guards in memory. */
export function memoryEmailOwners(): EmailOwners {
  const guards = new Map<string, string>();
  return {
    async holderOf(address) {
      return guards.get(normalizeEmail(address)) ?? null;
    },
    async claim(address, userId, expected) {
      const key = normalizeEmail(address);
      if ((guards.get(key) ?? null) !== expected) return false;
      guards.set(key, userId);
      return true;
    },
    async release(address, userId) {
      const key = normalizeEmail(address);
      if (guards.get(key) === userId) guards.delete(key);
    },
  };
}
