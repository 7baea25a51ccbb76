import { contract } from '../contract';
import { CalendarFeedBody, CalendarFeedParams } from '../your-data';

export const calendarFeed = contract({
  method: 'GET',
  path: '/calendar/{feedToken}',
  params: CalendarFeedParams,
  response: CalendarFeedBody,
  successStatus: 200,
  produces: 'text/calendar',
  answersHead: true,
});
