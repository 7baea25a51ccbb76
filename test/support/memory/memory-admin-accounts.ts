import type { AdminAccountRepository, AdminCredentials } from '#core/admin/ports/admin-accounts';

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
    async create({ username, passwordHash }) {
      if (credentials.has(username)) return false;
      credentials.set(username, { username, passwordHash, sessionVersion: 0 });
      active.set(username, true);
      return true;
    },
    async setPassword(username, passwordHash) {
      const found = credentials.get(username);
      if (!found) throw new Error(`No admin account ${username}`);
      credentials.set(username, { ...found, passwordHash, sessionVersion: found.sessionVersion + 1 });
    },
    async upgradeHash(username, oldHash, newHash) {
      const found = credentials.get(username);
      if (found && found.passwordHash === oldHash) credentials.set(username, { ...found, passwordHash: newHash });
    },
    async count() {
      return credentials.size;
    },
  };
}
