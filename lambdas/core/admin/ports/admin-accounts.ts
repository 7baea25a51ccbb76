export interface AdminCredentials {
  username: string;
  passwordHash: string;
  /** The account's session version (on its Data-table item): tokens carry it, a password reset moves it on. */
  sessionVersion: number;
}

/**
 * Admin log-in accounts. The account (username, active flag, session version) lives in the Data table
 * so every admin request can be checked; the password hash lives in the Auth table. Failed attempts are
 * counted by the RateLimiter (in windows that expire), not here.
 */
export interface AdminAccountRepository {
  getCredentials(username: string): Promise<AdminCredentials | null>;
  /** Creates the account and its credentials together; false when the username is taken. */
  create(input: { username: string; passwordHash: string; createdAt: string }): Promise<boolean>;
  /** A new password (reset): every session of the account ends with it, in the same transaction. */
  setPassword(username: string, passwordHash: string): Promise<void>;
  /**
   * The same password re-hashed at today's cost, stored only while the old hash is still the one on
   * file (a reset in between wins). Sessions are untouched: the password did not change.
   */
  upgradeHash(username: string, oldHash: string, newHash: string): Promise<void>;
  count(): Promise<number>;
}
