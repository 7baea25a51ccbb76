import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateJwtSecret } from '../../../../local/adapters/jwt-secret-file';

describe('loadOrCreateJwtSecret', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nagtext-secret-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates a long random secret once, readable by its owner only, and returns the same one after', () => {
    const file = join(dir, 'nested/jwt-secret');
    const secret = loadOrCreateJwtSecret(file);
    expect(secret.length).toBeGreaterThanOrEqual(64);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateJwtSecret(file)).toBe(secret);
    expect(loadOrCreateJwtSecret(join(dir, 'other'))).not.toBe(secret);
  });
});
