import { contract } from '../contract';
import { CalendarFeedState } from '../your-data';

export const getCalendarFeed = contract({
  method: 'GET',
  path: '/user/calendar-feed',
  response: CalendarFeedState,
  successStatus: 200,
});
