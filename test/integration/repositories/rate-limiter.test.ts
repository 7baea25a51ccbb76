import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoRateLimiter } from '../../../lambdas/adapters/aws/dynamo-rate-limiter';
import { memoryRateLimiter } from '../../support/memory/memory-rate-limiter';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '#core/abuse/domain/rate-limits';
import type { Clock } from '#core/kernel/clock';
import type { RateLimiter } from '#core/abuse/ports/rate-limiter';
import { keys } from '#shared/db/keys';
import { fakeClock, type FakeClock } from '../../support/fake-clock';
import { testDynamo } from '../../support/test-dynamo';

const LIMITS: RateLimits = { ...DEFAULT_RATE_LIMITS, codeRequestsPerIp: { limit: 3, windowSeconds: 600 } };

/** The behaviour every RateLimiter must have; run against memory and DynamoDB Local. */
function rateLimiterContract(make: (clock: Clock) => RateLimiter): void {
  let clock: FakeClock;
  let limiter: RateLimiter;
  // A subject nobody else uses, on a clock at the start of a window (13:00 is a multiple of 10 minutes). Years
  // ahead, never behind: DynamoDB Local deletes items whose TTL the real clock has passed, even mid-test.
  let subject: string;
  beforeEach(() => {
    clock = fakeClock('2040-11-21T13:00:00.000Z');
    limiter = make(clock);
    subject = `203.0.113.${randomUUID()}`;
  });

  it('counts up to the limit, then refuses until the window ends, saying how long that is', async () => {
    expect(await limiter.take('codeRequestsPerIp', subject)).toEqual({ allowed: true, count: 1 });
    expect(await limiter.take('codeRequestsPerIp', subject)).toEqual({ allowed: true, count: 2 });
    expect(await limiter.take('codeRequestsPerIp', subject)).toEqual({ allowed: true, count: 3 });
    clock.advanceSeconds(100);
    expect(await limiter.take('codeRequestsPerIp', subject)).toEqual({ allowed: false, retryAfterSeconds: 500 });
    expect(await limiter.check('codeRequestsPerIp', subject)).toEqual({ allowed: false, retryAfterSeconds: 500 });
    clock.advanceSeconds(500);
    expect(await limiter.take('codeRequestsPerIp', subject)).toEqual({ allowed: true, count: 1 });
  });

  it('keeps subjects and rules apart', async () => {
    for (let i = 0; i < 3; i += 1) await limiter.take('codeRequestsPerIp', subject);
    expect((await limiter.take('codeRequestsPerIp', `${subject}-other`)).allowed).toBe(true);
    expect((await limiter.take('codeChecksPerIp', subject)).allowed).toBe(true);
  });

  it('check counts nothing; clear forgets the window', async () => {
    expect(await limiter.check('codeRequestsPerIp', subject)).toEqual({ allowed: true, count: 0 });
    await limiter.take('codeRequestsPerIp', subject);
    await limiter.take('codeRequestsPerIp', subject);
    expect(await limiter.check('codeRequestsPerIp', subject)).toEqual({ allowed: true, count: 2 });
    await limiter.clear('codeRequestsPerIp', subject);
    expect(await limiter.check('codeRequestsPerIp', subject)).toEqual({ allowed: true, count: 0 });
  });

  it('lets exactly the limit through when many requests arrive at once', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => limiter.take('codeRequestsPerIp', subject)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  describe('a rolling rule (JOIN attempts at one code: 3 in any 24 hours)', () => {
    it('refuses across midnight UTC what the fixed day let through, until the first event is 24 hours old', async () => {
      clock.set('2040-11-21T23:50:00.000Z');
      for (let i = 1; i <= 3; i += 1) {
        expect(await limiter.take('joinAttemptsPerCode', subject)).toEqual({ allowed: true, count: i });
        clock.advanceMinutes(4);
      }
      clock.set('2040-11-22T00:30:00.000Z');
      const refused = { allowed: false, retryAfterSeconds: 23 * 3600 + 20 * 60 };
      expect(await limiter.take('joinAttemptsPerCode', subject)).toEqual(refused);
      expect(await limiter.check('joinAttemptsPerCode', subject)).toEqual(refused);
      expect((await limiter.take('joinAttemptsPerCode', `${subject}-other`)).allowed).toBe(true);
      clock.set('2040-11-22T23:50:01.000Z');
      expect(await limiter.take('joinAttemptsPerCode', subject)).toEqual({ allowed: true, count: 3 });
      await limiter.clear('joinAttemptsPerCode', subject);
      expect(await limiter.check('joinAttemptsPerCode', subject)).toEqual({ allowed: true, count: 0 });
    });

    it('lets exactly the limit through when many requests arrive at once', async () => {
      const results = await Promise.all(Array.from({ length: 12 }, () => limiter.take('joinAttemptsPerCode', subject)));
      expect(results.filter((r) => r.allowed)).toHaveLength(3);
      expect(await limiter.check('joinAttemptsPerCode', subject)).toMatchObject({ allowed: false });
    });
  });
}

describe('RateLimiter: memory', () => rateLimiterContract((clock) => memoryRateLimiter(clock, LIMITS)));

describe('RateLimiter: DynamoDB Local', () => {
  const { doc, tables } = testDynamo();
  rateLimiterContract((clock) => dynamoRateLimiter(doc, tables.auth, clock, LIMITS));

  it('stores a digest of the subject, never the address, and a TTL a minute after the window', async () => {
    const clock = fakeClock('2040-11-21T13:00:00.000Z');
    const address = `198.51.100.${randomUUID()}`;
    await dynamoRateLimiter(doc, tables.auth, clock, LIMITS).take('codeRequestsPerIp', address);
    const { createHash } = await import('node:crypto');
    const digest = createHash('sha256').update(address).digest('base64url').slice(0, 22);
    const windowStart = Date.parse('2040-11-21T13:00:00.000Z') / 1000;
    const { Item } = await doc.send(
      new GetCommand({
        TableName: tables.auth,
        Key: keys.rateWindow('codeRequestsPerIp', digest, windowStart),
        ConsistentRead: true,
      }),
    );
    expect(Item).toMatchObject({ count: 1, expiresAt: windowStart + 600 + 60 });
    expect(JSON.stringify(Item)).not.toContain(address);
  });
});
