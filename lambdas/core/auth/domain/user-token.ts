import type { User } from '../../users/domain/user';

/** User sessions last 7 days; every request still re-reads the account (see authenticate). */
export const USER_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A user token names the account, its role and its session version, nothing personal. */
export function userTokenClaims(user: Pick<User, 'id' | 'role' | 'sessionVersion'>): {
  sub: string;
  role: User['role'];
  sv: number;
} {
  return { sub: user.id, role: user.role, sv: user.sessionVersion };
}
