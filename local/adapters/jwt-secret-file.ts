import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';

/**
 * The local signing secret: generated on first start and kept (owner-only) so sessions survive a
 * restart. Never printed or logged.
 */
export function loadOrCreateJwtSecret(path: string): string {
  try {
    const secret = readFileSync(path, 'utf8').trim();
    if (secret.length >= 32) {
      chmodSync(path, 0o600);
      return secret;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(path), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return secret;
}
