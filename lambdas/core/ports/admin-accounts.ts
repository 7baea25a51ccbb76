import type { LockoutState } from '../domain/admin-lockout';

export interface AdminCredentials extends LockoutState {
  username: string;
  passwordHash: string;
}

/**
 * Admin log-in accounts. The account (username, active flag) lives in the Data table so every admin
 * request can be checked; the password hash and lockout counters live in the Auth table.
 */
export interface AdminAccountRepository {
  getCredentials(username: string): Promise<AdminCredentials | null>;
  /** Stores the lockout state only if failedAttempts still equals `expectedFailedAttempts` (no lost updates). */
  saveLockout(username: string, state: LockoutState, expectedFailedAttempts: number): Promise<boolean>;
  clearLockout(username: string): Promise<void>;
  /** Creates the account and its credentials together; false when the username is taken. */
  create(input: { username: string; passwordHash: string; createdAt: string }): Promise<boolean>;
  setPassword(username: string, passwordHash: string): Promise<void>;
  count(): Promise<number>;
}
