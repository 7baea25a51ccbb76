import type { Role } from '../../../shared/contracts/user';

/** What a session token says about its bearer. `sub` is a user id, or `admin:<username>`. */
export interface TokenClaims {
  sub: string;
  role: Role;
}
export interface TokenService {
  issue(claims: TokenClaims, ttlSeconds: number): Promise<{ token: string; expiresAt: Date }>;
  /** Verifies signature, algorithm and expiry; resolves null for any token that is not ours and current. */
  verify(token: string): Promise<TokenClaims | null>;
}
