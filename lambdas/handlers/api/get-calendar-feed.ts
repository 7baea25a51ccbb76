import { awsAuthDeps, awsUsers } from '../../composition/aws';
import { getCalendarFeed } from '#core/calendar/use-cases/manage-calendar-feed';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { getCalendarFeed as contract } from '#shared/contracts/api/get-calendar-feed';

export type GetCalendarFeedDeps = AuthDeps & Parameters<typeof getCalendarFeed>[0];

export const makeHandler = (deps: () => GetCalendarFeedDeps) =>
  apiHandler('getCalendarFeed', contract, deps, ({ caller, deps }) => getCalendarFeed(deps, caller.id));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), users: awsUsers() }));
