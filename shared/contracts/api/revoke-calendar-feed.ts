import { contract } from '../contract';
import { CalendarFeedState } from '../your-data';

export const revokeCalendarFeed = contract({
  method: 'DELETE',
  path: '/user/calendar-feed',
  response: CalendarFeedState,
  successStatus: 200,
});
