import { memoryAdminAccounts } from '../../../../lambdas/adapters/memory/memory-admin-accounts';
import { scryptPasswordHasher } from '../../../../lambdas/adapters/crypto/scrypt-password-hasher';
import { adminLogin } from '../../../../lambdas/core/use-cases/admin-login';
import { DomainError } from '../../../../lambdas/core/errors';
import type { TokenClaims, TokenService } from '../../../../lambdas/core/ports/tokens';
import { fakeClock } from '../../../support/fake-clock';

function recordingTokens(): TokenService & { issued: { claims: TokenClaims; ttl: number }[] } {
  const issued: { claims: TokenClaims; ttl: number }[] = [];
  return {
    issued,
    async issue(claims, ttl) {
      issued.push({ claims, ttl });
      return { token: `token-${issued.length}`, expiresAt: new Date(Date.UTC(2026, 10, 21, 20)) };
    },
    async verify() { return null; },
  };
}

async function setup() {
  const adminAccounts = memoryAdminAccounts();
  await adminAccounts.create({ username: 'ops', passwordHash: await scryptPasswordHasher.hash('correct horse'), createdAt: '2026-11-01T00:00:00Z' });
  const clock = fakeClock('2026-11-21T12:00:00.000Z');
  const tokens = recordingTokens();
  return { deps: { adminAccounts, passwords: scryptPasswordHasher, tokens, clock }, adminAccounts, clock, tokens };
}

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

describe('adminLogin', () => {
  it('issues a short-lived admin token for the right password', async () => {
    const { deps, tokens } = await setup();
    const session = await adminLogin(deps, { username: 'OPS ', password: 'correct horse' });
    expect(session.token).toBe('token-1');
    expect(tokens.issued[0]).toEqual({ claims: { sub: 'admin:ops', role: 'admin' }, ttl: 8 * 3600 });
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const { deps } = await setup();
    const unknown = await failure(adminLogin(deps, { username: 'nobody', password: 'x' }));
    const wrong = await failure(adminLogin(deps, { username: 'ops', password: 'x' }));
    expect([unknown.code, unknown.message]).toEqual(['unauthorized', 'Invalid username or password']);
    expect([wrong.code, wrong.message]).toEqual(['unauthorized', 'Invalid username or password']);
  });

  it('locks the account for 15 minutes after 5 wrong passwords, even for the right one', async () => {
    const { deps, clock } = await setup();
    for (let i = 0; i < 4; i += 1) expect((await failure(adminLogin(deps, { username: 'ops', password: 'bad' }))).code).toBe('unauthorized');
    const fifth = await failure(adminLogin(deps, { username: 'ops', password: 'bad' }));
    expect(fifth.code).toBe('rate_limited');
    expect(fifth.message).toContain('locked for 15 minutes');

    clock.advanceMinutes(14);
    const stillLocked = await failure(adminLogin(deps, { username: 'ops', password: 'correct horse' }));
    expect(stillLocked.message).toContain('locked for 1 minute');

    clock.advanceMinutes(1);
    await expect(adminLogin(deps, { username: 'ops', password: 'correct horse' })).resolves.toHaveProperty('token');
  });

  it('a success clears the count of earlier failures', async () => {
    const { deps, adminAccounts } = await setup();
    await failure(adminLogin(deps, { username: 'ops', password: 'bad' }));
    await adminLogin(deps, { username: 'ops', password: 'correct horse' });
    expect((await adminAccounts.getCredentials('ops'))?.failedAttempts).toBe(0);
  });
});
