import { checkRolling, decideRolling, DEFAULT_RATE_LIMITS, type RateLimit } from '#core/abuse/domain/rate-limits';
import { memoryRateLimiter } from '../../../support/memory/memory-rate-limiter';
import { fakeClock } from '../../../support/fake-clock';

const DAY = 24 * 60 * 60;
const RULE: RateLimit = { limit: 3, windowSeconds: DAY, rolling: true };
const at = (iso: string) => Date.parse(iso);

describe('decideRolling: at most `limit` events in any window, not per UTC day', () => {
  it.each([
    ['nothing before', [], '2040-01-01T00:00:00Z', { allowed: true, count: 1 }],
    [
      'two in the last 24 hours',
      ['2040-01-01T23:50:00Z', '2040-01-01T23:55:00Z'],
      '2040-01-02T00:10:00Z',
      { allowed: true, count: 3 },
    ],
    // The fixed UTC day let these through: three at 23:5x, then three more after midnight.
    [
      'three just before midnight UTC, asked again just after',
      ['2040-01-01T23:50:00Z', '2040-01-01T23:55:00Z', '2040-01-01T23:59:00Z'],
      '2040-01-02T00:01:00Z',
      { allowed: false, retryAfterSeconds: 23 * 3600 + 49 * 60 },
    ],
    [
      'the oldest of three left the window a second ago',
      ['2040-01-01T10:00:00Z', '2040-01-01T12:00:00Z', '2040-01-01T14:00:00Z'],
      '2040-01-02T10:00:01Z',
      { allowed: true, count: 3 },
    ],
    [
      'the oldest of three leaves in a second',
      ['2040-01-01T10:00:01Z', '2040-01-01T12:00:00Z', '2040-01-01T14:00:00Z'],
      '2040-01-02T10:00:00Z',
      { allowed: false, retryAfterSeconds: 1 },
    ],
    [
      'older events than the window count for nothing',
      ['2039-12-30T10:00:00Z', '2039-12-31T10:00:00Z', '2040-01-01T09:00:00Z'],
      '2040-01-02T10:00:00Z',
      { allowed: true, count: 1 },
    ],
    [
      'unsorted, as read back',
      ['2040-01-01T14:00:00Z', '2040-01-01T10:00:00Z', '2040-01-01T12:00:00Z'],
      '2040-01-01T15:00:00Z',
      { allowed: false, retryAfterSeconds: 19 * 3600 },
    ],
  ])('%s', (_case, log, now, expected) => {
    expect(decideRolling(RULE, log.map(at), new Date(now))).toMatchObject(expected);
    const check = checkRolling(RULE, log.map(at), new Date(now));
    expect(check.allowed).toBe(expected.allowed);
  });

  it('keeps only the events that can still matter, and a TTL a minute after the new one leaves the window', () => {
    const now = new Date('2040-01-02T09:00:00Z');
    const decision = decideRolling(
      RULE,
      ['2039-12-31T10:00:00Z', '2040-01-01T12:00:00Z', '2040-01-02T08:00:00Z'].map(at),
      now,
    );
    expect(decision).toEqual({
      allowed: true,
      count: 3,
      log: [at('2040-01-01T12:00:00Z'), at('2040-01-02T08:00:00Z'), now.getTime()],
      expiresAt: now.getTime() / 1000 + DAY + 60,
    });
  });

  it('the JOIN attempt limits are rolling 24-hour windows', () => {
    expect(DEFAULT_RATE_LIMITS.joinAttemptsPerNumber).toEqual({ limit: 5, windowSeconds: DAY, rolling: true });
    expect(DEFAULT_RATE_LIMITS.joinAttemptsPerCode).toEqual({ limit: 3, windowSeconds: DAY, rolling: true });
  });
});

describe('a rolling rule in the in-memory limiter', () => {
  it('refuses the 4th ask across midnight UTC, allows it once the first is 24 hours old', async () => {
    const clock = fakeClock('2040-01-01T23:50:00Z');
    const limiter = memoryRateLimiter(clock);
    for (let i = 0; i < 3; i += 1) {
      expect((await limiter.take('joinAttemptsPerCode', 'u1')).allowed).toBe(true);
      clock.advanceMinutes(4);
    }
    clock.set('2040-01-02T00:30:00Z');
    expect(await limiter.take('joinAttemptsPerCode', 'u1')).toEqual({
      allowed: false,
      retryAfterSeconds: 23 * 3600 + 20 * 60,
    });
    expect(await limiter.check('joinAttemptsPerCode', 'u1')).toEqual({
      allowed: false,
      retryAfterSeconds: 23 * 3600 + 20 * 60,
    });
    clock.set('2040-01-02T23:50:01Z');
    expect(await limiter.take('joinAttemptsPerCode', 'u1')).toEqual({ allowed: true, count: 3 });
  });
});
