import { randomBytes, scryptSync } from 'node:crypto';
import { SCRYPT_COST, scryptPasswordHasher } from '../../../lambdas/adapters/crypto/scrypt-password-hasher';

/** A hash as the earlier, cheaper setting (N=2^14) stored it. */
function oldHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('scryptPasswordHasher', () => {
  it('hashes at the OWASP cost (N=2^17, r=8, p=1) and verifies only the right password', async () => {
    expect(SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await scryptPasswordHasher.hash('correct horse battery');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(scryptPasswordHasher.needsRehash(stored)).toBe(false);
    await expect(scryptPasswordHasher.verify('correct horse battery', stored)).resolves.toBe(true);
    await expect(scryptPasswordHasher.verify('correct horse batterz', stored)).resolves.toBe(false);
  });

  it('still verifies an older, cheaper hash, and says it is due an upgrade', async () => {
    const stored = oldHash('old password');
    await expect(scryptPasswordHasher.verify('old password', stored)).resolves.toBe(true);
    expect(scryptPasswordHasher.needsRehash(stored)).toBe(true);
  });

  it.each([
    'bcrypt$2b$10$abc',
    'scrypt$not-a-number$8$1$AAAA$AAAA',
    `scrypt$${2 ** 24}$8$1$AAAA$AAAA`, // would need 16 GiB: refused, not attempted
    'scrypt$16384$8$1$$',
  ])('refuses a stored hash it cannot or will not check: %s', async (stored) => {
    await expect(scryptPasswordHasher.verify('x', stored)).resolves.toBe(false);
    expect(scryptPasswordHasher.needsRehash(stored)).toBe(true);
  });
});
