import { SignJWT, UnsecuredJWT } from 'jose';
import { joseTokenService, TOKEN_ISSUER } from '../../../lambdas/adapters/jwt/jose-token-service';
import { fakeClock } from '../../support/fake-clock';

const KEY = new TextEncoder().encode('a-test-signing-key-that-is-long-enough');
const OTHER_KEY = new TextEncoder().encode('another-signing-key-that-is-long-enough');

describe('joseTokenService', () => {
  const clock = fakeClock('2026-11-21T15:00:00.000Z');
  const tokens = joseTokenService({ key: async () => KEY, clock });
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  it('issues a token that verifies to its claims, its own session id and its expiry', async () => {
    const { token, expiresAt } = await tokens.issue({ sub: 'user-1', role: 'user', sv: 3 }, 3600);
    expect(expiresAt.toISOString()).toBe('2026-11-21T16:00:00.000Z');
    const verified = await tokens.verify(token);
    expect(verified).toEqual({ sub: 'user-1', role: 'user', sv: 3, sid: expect.any(String), expiresAt });
    // Each token is its own session: logging one out leaves the others.
    const other = await tokens.verify((await tokens.issue({ sub: 'user-1', role: 'user', sv: 3 }, 3600)).token);
    expect(other!.sid).not.toBe(verified!.sid);
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('refuses a token once it has expired, by the same clock', async () => {
    const local = fakeClock('2026-11-21T15:00:00.000Z');
    const service = joseTokenService({ key: async () => KEY, clock: local });
    const { token } = await service.issue({ sub: 'user-1', role: 'user', sv: 0 }, 60);
    local.advanceSeconds(59);
    await expect(service.verify(token)).resolves.not.toBeNull();
    local.advanceSeconds(1);
    await expect(service.verify(token)).resolves.toBeNull();
  });

  it('refuses alg none', async () => {
    const unsecured = new UnsecuredJWT({ role: 'admin' })
      .setSubject('user-1')
      .setIssuer(TOKEN_ISSUER)
      .setExpirationTime(nowSeconds() + 60)
      .encode();
    await expect(tokens.verify(unsecured)).resolves.toBeNull();
  });

  it('refuses another HMAC algorithm even with the right key', async () => {
    const hs512 = await new SignJWT({ role: 'user' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('user-1')
      .setIssuer(TOKEN_ISSUER)
      .setExpirationTime(nowSeconds() + 60)
      .sign(new Uint8Array(64).fill(7));
    const service = joseTokenService({ key: async () => new Uint8Array(64).fill(7), clock });
    await expect(service.verify(hs512)).resolves.toBeNull();
  });

  it.each([
    [
      'signed with another key',
      async () =>
        new SignJWT({ role: 'user' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('u')
          .setIssuer(TOKEN_ISSUER)
          .setExpirationTime(nowSeconds() + 60)
          .sign(OTHER_KEY),
    ],
    [
      'from another issuer',
      async () =>
        new SignJWT({ role: 'user' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('u')
          .setIssuer('someone')
          .setExpirationTime(nowSeconds() + 60)
          .sign(KEY),
    ],
    [
      'without an expiry',
      async () =>
        new SignJWT({ role: 'user' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('u')
          .setIssuer(TOKEN_ISSUER)
          .sign(KEY),
    ],
    [
      'without a subject',
      async () =>
        new SignJWT({ role: 'user' })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(TOKEN_ISSUER)
          .setExpirationTime(nowSeconds() + 60)
          .sign(KEY),
    ],
    [
      'with an unknown role',
      async () =>
        new SignJWT({ role: 'root' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('u')
          .setIssuer(TOKEN_ISSUER)
          .setExpirationTime(nowSeconds() + 60)
          .sign(KEY),
    ],
    [
      'tampered (role raised)',
      async () => {
        const { token } = await tokens.issue({ sub: 'u', role: 'user', sv: 0 }, 60);
        const [h, , s] = token.split('.');
        const payload = Buffer.from(
          JSON.stringify({ sub: 'u', role: 'admin', iss: TOKEN_ISSUER, exp: nowSeconds() + 60 }),
        ).toString('base64url');
        return `${h}.${payload}.${s}`;
      },
    ],
    [
      'without a session version (issued before sessions could be ended)',
      async () =>
        new SignJWT({ role: 'user' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('u')
          .setJti('s1')
          .setIssuer(TOKEN_ISSUER)
          .setExpirationTime(nowSeconds() + 60)
          .sign(KEY),
    ],
    [
      'without a session id',
      async () =>
        new SignJWT({ role: 'user', sv: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('u')
          .setIssuer(TOKEN_ISSUER)
          .setExpirationTime(nowSeconds() + 60)
          .sign(KEY),
    ],
    [
      'with a session version that is no count',
      async () =>
        new SignJWT({ role: 'user', sv: 'x' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('u')
          .setJti('s1')
          .setIssuer(TOKEN_ISSUER)
          .setExpirationTime(nowSeconds() + 60)
          .sign(KEY),
    ],
    ['not a token at all', async () => 'garbage'],
  ])('refuses a token %s', async (_name, make) => {
    await expect(tokens.verify(await make())).resolves.toBeNull();
  });
});
