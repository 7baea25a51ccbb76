import { memoryAdminAccounts } from '../../../support/memory/memory-admin-accounts';
import { memoryRateLimiter } from '../../../support/memory/memory-rate-limiter';
import { adminLogin } from '#core/admin/use-cases/admin-login';
import { DomainError } from '#core/kernel/errors';
import type { PasswordHasher } from '#core/admin/ports/password-hasher';
import type { TokenClaims, TokenService } from '#core/auth/ports/tokens';
import { fakeClock } from '../../../support/fake-clock';

function recordingTokens(): TokenService & { issued: { claims: TokenClaims; ttl: number }[] } {
  const issued: { claims: TokenClaims; ttl: number }[] = [];
  return {
    issued,
    async issue(claims, ttl) {
      issued.push({ claims, ttl });
      return { token: `token-${issued.length}`, expiresAt: new Date(Date.UTC(2026, 10, 21, 20)) };
    },
    async verify() {
      return null;
    },
  };
}

/**
 * A hasher that records every hash it checks against (the decoy included) instead of spending real
 * scrypt time: what matters here is that an unknown name costs the same work, not how long it takes.
 * `fake$<cost>$<password>`; cost 2 is today's, anything lower is due an upgrade.
 */
function recordingHasher(): PasswordHasher & { checked: string[] } {
  const checked: string[] = [];
  return {
    checked,
    async hash(password) {
      return `fake$2$${password}`;
    },
    async verify(password, stored) {
      checked.push(stored);
      return stored.startsWith('fake$') && stored.split('$').slice(2).join('$') === password;
    },
    needsRehash: (stored) => !stored.startsWith('fake$2$'),
    decoy: 'decoy$2$', // matches no password: not a fake$ hash
  };
}

const OFFICE = '198.51.100.10';
const HOME = '203.0.113.20';

async function setup(storedHash = 'fake$2$correct horse') {
  const adminAccounts = memoryAdminAccounts();
  await adminAccounts.create({ username: 'ops', passwordHash: storedHash, createdAt: '2026-11-01T00:00:00Z' });
  const clock = fakeClock('2026-11-21T12:00:00.000Z');
  const tokens = recordingTokens();
  const passwords = recordingHasher();
  const deps = { adminAccounts, passwords, tokens, clock, rateLimiter: memoryRateLimiter(clock) };
  return { deps, adminAccounts, clock, tokens, passwords };
}

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

const answer = (error: DomainError) => ({
  code: error.code,
  message: error.message,
  retryAfterSeconds: error.extras.retryAfterSeconds,
});

describe('adminLogin', () => {
  it('issues a short-lived admin token carrying the account session version', async () => {
    const { deps, tokens } = await setup();
    const session = await adminLogin(deps, { username: 'OPS ', password: 'correct horse' }, OFFICE);
    expect(session.token).toBe('token-1');
    expect(tokens.issued[0]).toEqual({ claims: { sub: 'admin:ops', role: 'admin', sv: 0 }, ttl: 8 * 3600 });
  });

  it('answers an unknown username exactly like a wrong password, after checking a hash at the same cost', async () => {
    const { deps, passwords } = await setup();
    const unknown = await failure(adminLogin(deps, { username: 'nobody', password: 'x' }, OFFICE));
    const wrong = await failure(adminLogin(deps, { username: 'ops', password: 'x' }, HOME));
    expect(answer(unknown)).toEqual({
      code: 'unauthorized',
      message: 'Invalid username or password',
      retryAfterSeconds: undefined,
    });
    expect(answer(wrong)).toEqual(answer(unknown));
    // One hash checked per attempt: the decoy for the unknown name, the real one for the known name.
    expect(passwords.checked).toEqual([passwords.decoy, 'fake$2$correct horse']);
  });

  it('locks a username out from the address that failed 5 times, in a window that expires', async () => {
    const { deps, clock } = await setup();
    for (let i = 0; i < 4; i += 1)
      expect((await failure(adminLogin(deps, { username: 'ops', password: 'bad' }, OFFICE))).code).toBe('unauthorized');
    const fifth = await failure(adminLogin(deps, { username: 'ops', password: 'bad' }, OFFICE));
    expect(answer(fifth)).toEqual({
      code: 'rate_limited',
      message: 'Too many failed log-in attempts. Try again in 15 minutes.',
      retryAfterSeconds: 900,
    });

    clock.advanceMinutes(14);
    const stillLocked = await failure(adminLogin(deps, { username: 'ops', password: 'correct horse' }, OFFICE));
    expect(answer(stillLocked)).toEqual({
      code: 'rate_limited',
      message: 'Too many failed log-in attempts. Try again in 60 seconds.',
      retryAfterSeconds: 60,
    });

    clock.advanceMinutes(1);
    await expect(adminLogin(deps, { username: 'ops', password: 'correct horse' }, OFFICE)).resolves.toHaveProperty(
      'token',
    );
  });

  it('a locked username still logs in from an address that has not failed', async () => {
    const { deps } = await setup();
    for (let i = 0; i < 5; i += 1) await failure(adminLogin(deps, { username: 'ops', password: 'bad' }, OFFICE));
    expect((await failure(adminLogin(deps, { username: 'ops', password: 'correct horse' }, OFFICE))).code).toBe(
      'rate_limited',
    );
    await expect(adminLogin(deps, { username: 'ops', password: 'correct horse' }, HOME)).resolves.toHaveProperty(
      'token',
    );
  });

  it('locks an unknown username the same way, so a lockout tells nothing about who exists', async () => {
    const { deps } = await setup();
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 6; i += 1)
      known.push(answer(await failure(adminLogin(deps, { username: 'ops', password: 'bad' }, OFFICE))));
    for (let i = 0; i < 6; i += 1)
      unknown.push(answer(await failure(adminLogin(deps, { username: 'ghost', password: 'bad' }, HOME))));
    expect(unknown).toEqual(known);
  });

  it('an address that sprays many usernames stops at 20 failures an hour', async () => {
    const { deps } = await setup();
    for (let i = 0; i < 19; i += 1) {
      expect((await failure(adminLogin(deps, { username: `user${i}`, password: 'bad' }, OFFICE))).code).toBe(
        'unauthorized',
      );
      // Spread over the minute limit on attempts, which is not what this test is about.
      deps.clock.advanceSeconds(60);
    }
    expect((await failure(adminLogin(deps, { username: 'user19', password: 'bad' }, OFFICE))).code).toBe(
      'rate_limited',
    );
    expect((await failure(adminLogin(deps, { username: 'ops', password: 'correct horse' }, OFFICE))).code).toBe(
      'rate_limited',
    );
  });

  it('cuts a burst of attempts from one address at 10 a minute, before any hash runs', async () => {
    const { deps, passwords } = await setup();
    const results = await Promise.allSettled(
      Array.from({ length: 15 }, (_, i) => adminLogin(deps, { username: `burst${i}`, password: 'bad' }, OFFICE)),
    );
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as DomainError).code : 'ok'));
    expect(codes.filter((c) => c === 'rate_limited').length).toBeGreaterThanOrEqual(5);
    expect(passwords.checked.length).toBeLessThanOrEqual(10);
  });

  it("a success clears that address's failures for the username", async () => {
    const { deps } = await setup();
    for (let i = 0; i < 4; i += 1) await failure(adminLogin(deps, { username: 'ops', password: 'bad' }, OFFICE));
    await adminLogin(deps, { username: 'ops', password: 'correct horse' }, OFFICE);
    for (let i = 0; i < 4; i += 1)
      expect((await failure(adminLogin(deps, { username: 'ops', password: 'bad' }, OFFICE))).code).toBe('unauthorized');
  });

  it('re-hashes an older, cheaper hash at the next successful log-in, and not on a failure', async () => {
    const { deps, adminAccounts } = await setup('fake$1$correct horse');
    await failure(adminLogin(deps, { username: 'ops', password: 'wrong' }, OFFICE));
    expect((await adminAccounts.getCredentials('ops'))?.passwordHash).toBe('fake$1$correct horse');
    await adminLogin(deps, { username: 'ops', password: 'correct horse' }, OFFICE);
    expect((await adminAccounts.getCredentials('ops'))?.passwordHash).toBe('fake$2$correct horse');
    // The upgrade keeps the sessions: the password did not change.
    expect((await adminAccounts.getCredentials('ops'))?.sessionVersion).toBe(0);
  });
});
