import type { AdminSession } from '#shared/contracts/auth';
import { ADMIN_LOGIN_REFUSED, ADMIN_TOKEN_TTL_SECONDS, usernameAtAddress } from '../domain/admin-lockout';
import { fail } from '../../kernel/errors';
import type { AdminPorts } from '../admin-ports';
import { clientSubject, refuseWhenFull, throttle, type ClientAddress } from '../../abuse';

export type AdminLoginDeps = Pick<AdminPorts, 'adminAccounts' | 'passwords' | 'tokens' | 'clock' | 'rateLimiter'>;

/**
 * Admin log-in. An unknown username and a known one with a wrong password get the same answer, after
 * the same work (a hash), and count towards the same lockouts, so nothing tells them apart. Lockouts
 * are per username from each address and per address (windows that expire): a username locked from
 * one address still logs in from another that has not failed.
 */
export async function adminLogin(
  deps: AdminLoginDeps,
  input: { username: string; password: string },
  client: ClientAddress,
): Promise<AdminSession> {
  const username = input.username.trim().toLowerCase();
  const ip = clientSubject(client);
  const pair = usernameAtAddress(username, ip);
  // Attempts first (atomic): a burst of parallel guesses stops here before any hash runs.
  await throttle(deps, 'adminLoginPerIp', ip);
  await refuseWhenFull(deps, 'adminFailuresPerIp', ip);
  await refuseWhenFull(deps, 'adminFailuresPerUsernameAndIp', pair);

  const account = await deps.adminAccounts.getCredentials(username);
  const matches = await deps.passwords.verify(input.password, account?.passwordHash ?? deps.passwords.decoy);
  if (!account || !matches) {
    // The failure that fills a window already says so (429), for known and unknown names alike.
    await throttle(deps, 'adminFailuresPerUsernameAndIp', pair);
    await throttle(deps, 'adminFailuresPerIp', ip);
    await refuseWhenFull(deps, 'adminFailuresPerUsernameAndIp', pair);
    await refuseWhenFull(deps, 'adminFailuresPerIp', ip);
    fail('unauthorized', ADMIN_LOGIN_REFUSED);
  }

  await deps.rateLimiter.clear('adminFailuresPerUsernameAndIp', pair);
  if (deps.passwords.needsRehash(account.passwordHash)) {
    await deps.adminAccounts.upgradeHash(username, account.passwordHash, await deps.passwords.hash(input.password));
  }
  const { token, expiresAt } = await deps.tokens.issue(
    { sub: `admin:${username}`, role: 'admin', sv: account.sessionVersion },
    ADMIN_TOKEN_TTL_SECONDS,
  );
  return { token, expiresAt: expiresAt.toISOString() };
}
