import { awsAuthDeps, awsCalendarFeedSource, awsRateLimiter } from '../../composition/aws';
import { serveCalendarFeed } from '#core/calendar/use-cases/serve-calendar-feed';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { calendarFeed as contract } from '#shared/contracts/api/calendar-feed';

export type CalendarFeedDeps = AuthDeps & Parameters<typeof serveCalendarFeed>[0];

/** Public: the key in the path is the whole credential (see serveCalendarFeed). */
export const makeHandler = (deps: () => CalendarFeedDeps) =>
  apiHandler('calendarFeed', contract, deps, ({ params, deps, sourceIp }) =>
    serveCalendarFeed(deps, params.feedToken, sourceIp),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  calendarFeedSource: awsCalendarFeedSource(),
  rateLimiter: awsRateLimiter(),
}));
