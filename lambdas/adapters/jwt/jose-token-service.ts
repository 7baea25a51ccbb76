import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '#core/kernel/clock';
import type { TokenService, VerifiedToken } from '#core/auth/ports/tokens';

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
      const token = await new SignJWT({ role: claims.role, sv: claims.sv })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.sub)
        // The session's own id: logging out ends this token alone (see SessionStore.end).
        .setJti(randomUUID())
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
          requiredClaims: ['sub', 'exp', 'jti'],
        });
        const { sub, role, sv, jti, exp } = payload;
        if (typeof sub !== 'string' || !sub || (role !== 'user' && role !== 'admin')) return null;
        // A token without a session version or id predates revocable sessions: it opens nothing.
        if (
          typeof sv !== 'number' ||
          !Number.isInteger(sv) ||
          sv < 0 ||
          typeof jti !== 'string' ||
          !jti ||
          typeof exp !== 'number'
        )
          return null;
        return { sub, role, sv, sid: jti, expiresAt: new Date(exp * 1000) } satisfies VerifiedToken;
      } catch {
        return null;
      }
    },
  };
}
