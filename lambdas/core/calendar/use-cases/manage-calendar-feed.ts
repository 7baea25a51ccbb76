import type { CalendarFeedState } from '#shared/contracts/your-data';
import type { User } from '../../users/domain/user';
import { fail } from '../../kernel/errors';
import type { CalendarPorts } from '../calendar-ports';
import { calendarFeedPath, newFeedToken } from '../domain/feed-address';

export type ManageCalendarFeedDeps = Pick<CalendarPorts, 'users' | 'clock'>;

const stateOf = (user: Pick<User, 'id' | 'calendarFeedToken' | 'calendarFeedCreatedAt'>): CalendarFeedState =>
  user.calendarFeedToken
    ? {
        path: calendarFeedPath(user.id, user.calendarFeedToken),
        ...(user.calendarFeedCreatedAt ? { createdAt: user.calendarFeedCreatedAt } : {}),
      }
    : { path: null };

const ownUser = async (deps: ManageCalendarFeedDeps, userId: string) =>
  (await deps.users.get(userId)) ?? fail('not_found', 'User not found');

/** GET /user/calendar-feed: the private feed's path, or null when the user has none. */
export async function getCalendarFeed(deps: ManageCalendarFeedDeps, userId: string): Promise<CalendarFeedState> {
  return stateOf(await ownUser(deps, userId));
}

/** POST /user/calendar-feed: a new secret; the old address (if any) stops working with this write. */
export async function replaceCalendarFeed(deps: ManageCalendarFeedDeps, userId: string): Promise<CalendarFeedState> {
  await ownUser(deps, userId);
  const now = deps.clock.now().toISOString();
  const updated = await deps.users.update(
    userId,
    { calendarFeedToken: newFeedToken(), calendarFeedCreatedAt: now },
    now,
  );
  return stateOf(updated ?? fail('not_found', 'User not found'));
}

/** DELETE /user/calendar-feed: no address works any more. Turning off a feed that is off is no error. */
export async function revokeCalendarFeed(deps: ManageCalendarFeedDeps, userId: string): Promise<CalendarFeedState> {
  const user = await ownUser(deps, userId);
  if (!user.calendarFeedToken) return { path: null };
  const now = deps.clock.now().toISOString();
  await deps.users.update(userId, { calendarFeedToken: null, calendarFeedCreatedAt: null }, now);
  return { path: null };
}
