import { awsAuthDeps, awsUsers } from '../../composition/aws';
import { revokeCalendarFeed } from '#core/calendar/use-cases/manage-calendar-feed';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { revokeCalendarFeed as contract } from '#shared/contracts/api/revoke-calendar-feed';

export type RevokeCalendarFeedDeps = AuthDeps & Parameters<typeof revokeCalendarFeed>[0];

export const makeHandler = (deps: () => RevokeCalendarFeedDeps) =>
  apiHandler('revokeCalendarFeed', contract, deps, ({ caller, deps }) => revokeCalendarFeed(deps, caller.id));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), users: awsUsers() }));
