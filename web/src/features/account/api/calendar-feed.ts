import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contracts, type CalendarFeedState } from '@shared/contracts';
import { api } from '@/lib/api-client';

/** The private calendar feed's one cache entry: its path while one exists. */
export const CALENDAR_FEED_QUERY_KEY = ['calendar-feed'] as const;

/** GET /user/calendar-feed: `{ path: null }` while the user has none. */
export const getCalendarFeed = () => api(contracts.getCalendarFeed);

export const useCalendarFeed = () => useQuery({ queryKey: CALENDAR_FEED_QUERY_KEY, queryFn: getCalendarFeed });

/** POST /user/calendar-feed: a new private address; an older one stops working at once. */
export const replaceCalendarFeed = () => api(contracts.replaceCalendarFeed);

/** DELETE /user/calendar-feed: no address any more (`{ path: null }`). */
export const revokeCalendarFeed = () => api(contracts.revokeCalendarFeed);

/** Either change: the answer is the feed's new state, and replaces the cached one. */
function useCalendarFeedChange(change: () => Promise<CalendarFeedState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (feed) => queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, feed),
  });
}

export const useReplaceCalendarFeed = () => useCalendarFeedChange(replaceCalendarFeed);
export const useRevokeCalendarFeed = () => useCalendarFeedChange(revokeCalendarFeed);
