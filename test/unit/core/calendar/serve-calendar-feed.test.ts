import { serveCalendarFeed, CALENDAR_NOT_FOUND } from '#core/calendar/use-cases/serve-calendar-feed';
import { newFeedToken } from '#core/calendar/domain/feed-address';
import { DEFAULT_RATE_LIMITS } from '#core/abuse/domain/rate-limits';
import type { CalendarFeedSource } from '#core/calendar/ports/calendar-feed-source';
import { memoryRateLimiter } from '../../../support/memory/memory-rate-limiter';
import { fakeClock } from '../../../support/fake-clock';
import { sampleUser } from '../../../support/user-repository-contract';

const ADDRESS = '198.51.100.7';

function feedWorld() {
  const token = newFeedToken();
  const user = sampleUser({ calendarFeedToken: token });
  const source: CalendarFeedSource = { read: async (userId) => (userId === user.id ? { user, reminders: [] } : null) };
  const deps = { calendarFeedSource: source, rateLimiter: memoryRateLimiter(fakeClock('2040-11-21T13:00:00.000Z')) };
  return { deps, validKey: `${user.id}.${token}.ics`, userId: user.id };
}

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { code?: string }) => error.code,
  );

describe('serveCalendarFeed: misses from an address never refuse a valid feed', () => {
  it('30 made-up tokens from one address, then the valid one: served (and the next made-up one is 429)', async () => {
    const { deps, validKey, userId } = feedWorld();
    const limit = DEFAULT_RATE_LIMITS.calendarFeedMissesPerIp.limit;
    const misses: unknown[] = [];
    for (let i = 0; i < limit; i += 1)
      misses.push(await status(serveCalendarFeed(deps, `${userId}.${newFeedToken()}.ics`, ADDRESS)));
    expect(new Set(misses)).toEqual(new Set(['not_found']));

    const served = await serveCalendarFeed(deps, validKey, ADDRESS);
    expect(served.calendar).toContain('BEGIN:VCALENDAR');

    await expect(serveCalendarFeed(deps, `${userId}.${newFeedToken()}.ics`, ADDRESS)).rejects.toMatchObject({
      code: 'rate_limited',
    });
    await expect(serveCalendarFeed(deps, 'nonsense', ADDRESS)).rejects.toMatchObject({ code: 'rate_limited' });
    // Still served after the window is full, and a hit spends nothing of it.
    expect((await serveCalendarFeed(deps, validKey, ADDRESS)).etag).toBe(served.etag);
  });

  it('a miss is 404 naming nothing, and counts only against its own address', async () => {
    const { deps, userId } = feedWorld();
    await expect(serveCalendarFeed(deps, `${userId}.${newFeedToken()}.ics`, ADDRESS)).rejects.toMatchObject({
      code: 'not_found',
      message: CALENDAR_NOT_FOUND,
    });
    expect(await deps.rateLimiter.check('calendarFeedMissesPerIp', ADDRESS)).toEqual({ allowed: true, count: 1 });
    expect(await deps.rateLimiter.check('calendarFeedMissesPerIp', '203.0.113.9')).toEqual({ allowed: true, count: 0 });
  });
});
