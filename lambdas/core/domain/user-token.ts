import type { User } from './user';

/** User sessions last 7 days; every request still re-reads the account (see authenticate). */
export const USER_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A user token names the account and its role, nothing personal. */
export function userTokenClaims(user: Pick<User, 'id' | 'role'>): { sub: string; role: User['role'] } {
  return { sub: user.id, role: user.role };
}
