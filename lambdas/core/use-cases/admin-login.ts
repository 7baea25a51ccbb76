import type { AdminSession } from '../../../shared/contracts/auth';
import { ADMIN_TOKEN_TTL_SECONDS, afterFailedAttempt, lockedMessage, minutesLocked, type LockoutState } from '../domain/admin-lockout';
import { fail } from '../errors';
import type { AdminAccountRepository, AdminCredentials } from '../ports/admin-accounts';
import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/password-hasher';
import type { TokenService } from '../ports/tokens';

const WRONG = 'Invalid username or password';
// Verified against when the username is unknown, so both answers take the same time.
const DECOY_HASH = `scrypt$16384$8$1$${'A'.repeat(22)}==$${'A'.repeat(86)}==`;

export async function adminLogin(
  deps: { adminAccounts: AdminAccountRepository; passwords: PasswordHasher; tokens: TokenService; clock: Clock },
  input: { username: string; password: string },
): Promise<AdminSession> {
  const now = deps.clock.now();
  const username = input.username.trim().toLowerCase();
  const account = await deps.adminAccounts.getCredentials(username);
  if (!account) {
    await deps.passwords.verify(input.password, DECOY_HASH);
    fail('unauthorized', WRONG);
  }
  const locked = minutesLocked(account, now);
  if (locked > 0) fail('rate_limited', lockedMessage(locked), { retryAfterSeconds: locked * 60 });

  if (!(await deps.passwords.verify(input.password, account.passwordHash))) {
    const next = await recordFailure(deps.adminAccounts, account, now);
    if (next.lockedUntil) {
      const minutes = minutesLocked(next, now);
      fail('rate_limited', lockedMessage(minutes), { retryAfterSeconds: minutes * 60 });
    }
    fail('unauthorized', WRONG);
  }
  if (account.failedAttempts > 0 || account.lockedUntil) await deps.adminAccounts.clearLockout(username);
  const { token, expiresAt } = await deps.tokens.issue({ sub: `admin:${username}`, role: 'admin' }, ADMIN_TOKEN_TTL_SECONDS);
  return { token, expiresAt: expiresAt.toISOString() };
}

/** Counts a wrong password without losing a concurrent attempt: the write is conditional, re-read on a race. */
async function recordFailure(repo: AdminAccountRepository, account: AdminCredentials, now: Date): Promise<LockoutState> {
  let current: LockoutState = account;
  for (let tries = 0; tries < 5; tries += 1) {
    const next = afterFailedAttempt(current, now);
    if (await repo.saveLockout(account.username, next, current.failedAttempts)) return next;
    current = (await repo.getCredentials(account.username)) ?? current;
  }
  return fail('conflict', 'Too many simultaneous log-in attempts. Try again.');
}
