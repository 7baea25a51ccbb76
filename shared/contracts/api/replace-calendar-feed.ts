import { contract } from '../contract';
import { CalendarFeedState } from '../your-data';

export const replaceCalendarFeed = contract({
  method: 'POST',
  path: '/user/calendar-feed',
  response: CalendarFeedState,
  successStatus: 200,
});
