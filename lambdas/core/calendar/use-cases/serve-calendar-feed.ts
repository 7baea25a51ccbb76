import { fail } from '../../kernel/errors';
import type { CalendarPorts } from '../calendar-ports';
import { clientSubject, throttle, type ClientAddress } from '../../abuse';
import { renderCalendarFeed } from '../domain/calendar-feed';
import { calendarEtag, parseFeedKey, sameToken } from '../domain/feed-address';
import { toFeedReminder } from '../domain/feed-reminder';

export type ServeCalendarFeedDeps = Pick<CalendarPorts, 'calendarFeedSource' | 'rateLimiter'>;

export const CALENDAR_NOT_FOUND = 'Calendar not found';

/**
 * GET /calendar/{feedKey}: the owner's reminders as iCalendar. A made-up, malformed or revoked key is 404 after
 * the same work as a real one (one Query), and counts against the caller's address: once the address's window of
 * misses is full, misses are 429. A valid key is always served, whatever else came from its address (a calendar
 * app behind a shared network, a school's or an office's, is never refused for its neighbours' stale addresses):
 * the window is only read after the key is found wrong, and the key's 256 random bits, not the window, are what
 * keeps guessing hopeless. The DynamoDB work per request is that Query and, for a miss, the address's rate window.
 */
export async function serveCalendarFeed(
  deps: ServeCalendarFeedDeps,
  feedKey: string,
  client: ClientAddress,
): Promise<{ calendar: string; etag: string }> {
  const key = parseFeedKey(feedKey) ?? { userId: 'none', token: '' };
  const found = await deps.calendarFeedSource.read(key.userId);
  const user = found?.user;
  if (!found || !user || !user.isActive || !sameToken(user.calendarFeedToken, key.token)) {
    await throttle(deps, 'calendarFeedMissesPerIp', clientSubject(client));
    fail('not_found', CALENDAR_NOT_FOUND);
  }
  const calendar = renderCalendarFeed({
    reminders: found.reminders.map(toFeedReminder),
    timezone: user.timezone,
    calendarName: 'NagText reminders',
  });
  return { calendar, etag: calendarEtag(calendar) };
}
