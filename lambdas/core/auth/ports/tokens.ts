import type { Role } from '#shared/vocabulary';

/** What a session token says about its bearer. `sub` is a user id, or `admin:<username>`. */
export interface TokenClaims {
  sub: string;
  role: Role;
  /** The account's session version when the token was issued; bumping it ends every older session. */
  sv: number;
}
/** A verified token: its claims plus the session it stands for (a fresh id per token) and its expiry. */
export interface VerifiedToken extends TokenClaims {
  sid: string;
  expiresAt: Date;
}
export interface TokenService {
  issue(claims: TokenClaims, ttlSeconds: number): Promise<{ token: string; expiresAt: Date }>;
  /** Verifies signature, algorithm and expiry; resolves null for any token that is not ours and current. */
  verify(token: string): Promise<VerifiedToken | null>;
}
