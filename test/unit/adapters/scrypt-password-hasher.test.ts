import { randomBytes, scryptSync } from 'node:crypto';
import {
  SCRYPT_COST,
  scryptHasher,
  scryptPasswordHasher,
} from '../../../lambdas/adapters/crypto/scrypt-password-hasher';

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

  it("checks an unknown username against a decoy at today's cost that matches no password", async () => {
    const { decoy } = scryptPasswordHasher;
    expect(decoy).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(scryptPasswordHasher.needsRehash(decoy)).toBe(false);
    for (const password of ['', 'x', 'correct horse battery'])
      await expect(scryptPasswordHasher.verify(password, decoy)).resolves.toBe(false);
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

describe('scryptHasher at another cost', () => {
  const cheap = scryptHasher({ N: 1024, r: 8, p: 1 });

  it('hashes, checks its decoy and judges upgrades at its own cost', async () => {
    const stored = await cheap.hash('pw');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(cheap.decoy).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(cheap.needsRehash(stored)).toBe(false);
    expect(scryptPasswordHasher.needsRehash(stored)).toBe(true);
    await expect(cheap.verify('pw', stored)).resolves.toBe(true);
    // Each hash carries its cost: either hasher verifies the other's.
    await expect(scryptPasswordHasher.verify('pw', stored)).resolves.toBe(true);
    await expect(cheap.verify('pw', cheap.decoy)).resolves.toBe(false);
  });
});
