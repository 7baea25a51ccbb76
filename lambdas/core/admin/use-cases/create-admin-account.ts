import { fail } from '../../kernel/errors';
import type { AdminAccountRepository } from '../ports/admin-accounts';
import type { Clock } from '../../kernel/clock';
import type { PasswordHasher } from '../ports/password-hasher';

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** Creates an admin log-in account, or (with `replace`) sets a new password on an existing one. */
export async function createAdminAccount(
  deps: { adminAccounts: AdminAccountRepository; passwords: PasswordHasher; clock: Clock },
  input: { username: string; password: string; replace?: boolean },
): Promise<'created' | 'password_changed'> {
  const username = input.username.trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9._-]{1,63}$/.test(username)) {
    fail('validation_failed', 'Username must be 2-64 characters: letters, digits, dot, dash or underscore');
  }
  if (input.password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    fail('validation_failed', `Password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
  }
  const passwordHash = await deps.passwords.hash(input.password);
  if (await deps.adminAccounts.create({ username, passwordHash, createdAt: deps.clock.now().toISOString() }))
    return 'created';
  if (!input.replace)
    fail('conflict', `Admin "${username}" already exists (use --reset-password to set a new password)`);
  await deps.adminAccounts.setPassword(username, passwordHash);
  return 'password_changed';
}
