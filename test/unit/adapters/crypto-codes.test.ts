import { deriveOtpPepper } from '../../../lambdas/adapters/crypto/derive-otp-pepper';
import { hmacCodeHasher } from '../../../lambdas/adapters/crypto/hmac-code-hasher';
import { randomCodeGenerator } from '../../../lambdas/adapters/crypto/random-code-generator';

describe('randomCodeGenerator', () => {
  it('makes 6-digit codes, leading zeros kept, spread over the digits', () => {
    const codes = Array.from({ length: 2000 }, () => randomCodeGenerator.next());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    // Every digit shows up in every position over 2000 codes (chance of failing: ~1e-89).
    for (let position = 0; position < 6; position += 1) expect(new Set(codes.map((c) => c[position])).size).toBe(10);
  });
});

describe('hmacCodeHasher', () => {
  const hasher = hmacCodeHasher(async () => new TextEncoder().encode('pepper-1'));

  it('matches the same code and binding only', async () => {
    const hash = await hasher.hash('123456', 'login:+14155550123');
    expect(hash).toMatch(/^hmac-sha256\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('123456');
    await expect(hasher.matches('123456', 'login:+14155550123', hash)).resolves.toBe(true);
    await expect(hasher.matches('123457', 'login:+14155550123', hash)).resolves.toBe(false);
    await expect(hasher.matches('123456', 'register:+14155550123', hash)).resolves.toBe(false);
    await expect(hasher.matches('123456', 'login:+14155550124', hash)).resolves.toBe(false);
  });

  it('depends on the pepper, and rejects malformed stored hashes', async () => {
    const other = hmacCodeHasher(async () => new TextEncoder().encode('pepper-2'));
    const hash = await hasher.hash('123456', 'login:+1');
    await expect(other.matches('123456', 'login:+1', hash)).resolves.toBe(false);
    for (const stored of ['', 'plain', 'hmac-sha256$', 'md5$abc', 'hmac-sha256$short']) {
      await expect(hasher.matches('123456', 'login:+1', stored)).resolves.toBe(false);
    }
  });
});

describe('deriveOtpPepper', () => {
  it('is 32 bytes, stable for a secret, different from the secret and between secrets', () => {
    const a = deriveOtpPepper('secret-a');
    expect(a).toHaveLength(32);
    expect(Buffer.from(deriveOtpPepper('secret-a')).equals(Buffer.from(a))).toBe(true);
    expect(Buffer.from(deriveOtpPepper('secret-b')).equals(Buffer.from(a))).toBe(false);
    expect(Buffer.from(a).toString()).not.toContain('secret-a');
  });
});
