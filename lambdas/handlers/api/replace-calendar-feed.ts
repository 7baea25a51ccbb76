import { awsAuthDeps, awsUsers } from '../../composition/aws';
import { replaceCalendarFeed } from '#core/calendar/use-cases/manage-calendar-feed';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { replaceCalendarFeed as contract } from '#shared/contracts/api/replace-calendar-feed';

export type ReplaceCalendarFeedDeps = AuthDeps & Parameters<typeof replaceCalendarFeed>[0];

export const makeHandler = (deps: () => ReplaceCalendarFeedDeps) =>
  apiHandler('replaceCalendarFeed', contract, deps, ({ caller, deps }) => replaceCalendarFeed(deps, caller.id));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), users: awsUsers() }));
