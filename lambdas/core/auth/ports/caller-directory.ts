import type { Role } from '#shared/vocabulary';

/** The account behind a token, read fresh on every request so role and active changes apply at once. */
export interface Caller {
  /** User id, or `admin:<username>` for an admin log-in account. */
  id: string;
  role: Role;
  kind: 'user' | 'admin-account';
}
/** Why a token no longer opens anything. */
export type CallerRefusal = 'inactive' | 'session_ended';

export interface CallerDirectory {
  /**
   * The live account behind a token's subject and session: 'inactive' when the account is missing,
   * deleted or deactivated; 'session_ended' when that session was logged out or the account's session
   * version moved on (logout everywhere, phone change, password reset, role change...).
   */
  findActive(subject: string, session: { version: number; id: string }): Promise<Caller | CallerRefusal>;
}
