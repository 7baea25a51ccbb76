import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CodeHasher } from '#core/auth/ports/codes';

const SCHEME = 'hmac-sha256';

/**
 * HMAC-SHA256 under a secret pepper: a leaked Auth table alone does not let anyone test the
 * million possible codes offline. Stored as `hmac-sha256$<base64url>`.
 */
export function hmacCodeHasher(pepper: () => Promise<Uint8Array>): CodeHasher {
  const digest = async (code: string, binding: string) =>
    createHmac('sha256', await pepper())
      .update(`${binding}\n${code}`)
      .digest();
  return {
    async hash(code, binding) {
      return `${SCHEME}$${(await digest(code, binding)).toString('base64url')}`;
    },
    async matches(code, binding, storedHash) {
      const [scheme, encoded] = storedHash.split('$');
      if (scheme !== SCHEME || !encoded) return false;
      const expected = Buffer.from(encoded, 'base64url');
      const actual = await digest(code, binding);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
