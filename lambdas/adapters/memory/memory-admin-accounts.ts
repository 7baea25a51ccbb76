import type { LockoutState } from '../../core/domain/admin-lockout';
import type { AdminAccountRepository, AdminCredentials } from '../../core/ports/admin-accounts';

/** In-memory admin accounts for fast unit tests; same contract as the DynamoDB adapter. */
export function memoryAdminAccounts(): AdminAccountRepository & { active: Map<string, boolean> } {
  const credentials = new Map<string, AdminCredentials>();
  const active = new Map<string, boolean>();
  return {
    active,
    async getCredentials(username) {
      const found = credentials.get(username);
      return found ? { ...found } : null;
    },
    async saveLockout(username, state: LockoutState, expected) {
      const found = credentials.get(username);
      if (!found || found.failedAttempts !== expected) return false;
      credentials.set(username, { username, passwordHash: found.passwordHash, ...state });
      return true;
    },
    async clearLockout(username) {
      const found = credentials.get(username);
      if (found) credentials.set(username, { username, passwordHash: found.passwordHash, failedAttempts: 0 });
    },
    async create({ username, passwordHash }) {
      if (credentials.has(username)) return false;
      credentials.set(username, { username, passwordHash, failedAttempts: 0 });
      active.set(username, true);
      return true;
    },
    async setPassword(username, passwordHash) {
      const found = credentials.get(username);
      if (found) credentials.set(username, { ...found, passwordHash, failedAttempts: 0, lockedUntil: undefined });
    },
    async count() {
      return credentials.size;
    },
  };
}
