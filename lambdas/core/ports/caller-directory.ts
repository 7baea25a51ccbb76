import type { Role } from '../../../shared/contracts/user';

/** The account behind a token, read fresh on every request so role and active changes apply at once. */
export interface Caller {
  /** User id, or `admin:<username>` for an admin log-in account. */
  id: string;
  role: Role;
  kind: 'user' | 'admin-account';
}
export interface CallerDirectory {
  /** Null when the account is missing, deleted or deactivated. */
  findActive(subject: string): Promise<Caller | null>;
}
