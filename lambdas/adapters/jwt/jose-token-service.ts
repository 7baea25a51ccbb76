import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../core/ports/clock';
import type { TokenClaims, TokenService } from '../../core/ports/tokens';

export const TOKEN_ISSUER = 'nagtext';
const ALGORITHM = 'HS256';

/**
 * HS256 session tokens. Verification pins the algorithm (so `alg: none` or any other is refused),
 * the issuer and the expiry, all judged by the same clock that issued them.
 */
export function joseTokenService(options: { key: () => Promise<Uint8Array>; clock: Clock }): TokenService {
  const { key, clock } = options;
  return {
    async issue(claims, ttlSeconds) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      const token = await new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(await key());
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key(), {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp'],
        });
        const { sub, role } = payload;
        if (typeof sub !== 'string' || !sub || (role !== 'user' && role !== 'admin')) return null;
        return { sub, role } satisfies TokenClaims;
      } catch {
        return null;
      }
    },
  };
}
