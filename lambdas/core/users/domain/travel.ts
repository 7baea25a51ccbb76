import { MAX_TRIP_DAYS } from '#shared/vocabulary';
import { canonicalTimeZone } from '#shared/timezones';
import type { Travel } from '#shared/contracts/travel';
import { instantToWallTime, parseLocalDate, wallTimeToInstant } from '../../kernel/wall-time';

/**
 * A trip as stored on the user: where the person is (`zone`), their last day away there (`until`, null: until they
 * say BACK), the instant home time resumes (`endsAt`: the end of `until` in `zone`) and when it was set (`setAt`:
 * names this trip, so the schedule of an older trip's end never ends a newer one).
 */
export interface StoredTravel {
  zone: string;
  until: string | null;
  endsAt: string | null;
  setAt: string;
}

/** The trip on at `now`: the stored one until its end; null at home (none, or its end has passed). */
export function tripOn(user: { travel?: StoredTravel }, now: Date): StoredTravel | null {
  const travel = user.travel;
  if (!travel) return null;
  return travel.endsAt === null || now.getTime() < Date.parse(travel.endsAt) ? travel : null;
}

/**
 * The zone the person is in at `now`: the trip's while one is on, else home. Quiet hours are read there, the times
 * a text answers with are named there, and the times a text says ("SNOOZE until 8am") are read there.
 */
export const zoneWhereTheyAre = (user: { timezone: string; travel?: StoredTravel }, now: Date): string =>
  tripOn(user, now)?.zone ?? user.timezone;

/** The trip as the Profile shows it; undefined at home. */
export function travelView(user: { travel?: StoredTravel }, now: Date): Travel | undefined {
  const trip = tripOn(user, now);
  return trip ? { zone: trip.zone, until: trip.until, endsAt: trip.endsAt } : undefined;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => {
  const { year, month, day } = parseLocalDate(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
};
const nextDay = (date: string) => new Date((dayNumber(date) + 1) * DAY_MS).toISOString().slice(0, 10);

/** What a trip asked for becomes: a trip, home (the zone is the home zone), or the problem with it (a 400's words). */
export type TripPlan =
  | { kind: 'trip'; travel: StoredTravel }
  | { kind: 'home' }
  | { kind: 'problem'; field: 'zone' | 'until'; message: string };

export const UNKNOWN_ZONE_MESSAGE = 'Unknown time zone';
export const TRIP_ENDED_MESSAGE = 'The last day away is already over where you are going: pick today or a later day';
export const TRIP_TOO_LONG_MESSAGE = `A trip lasts at most ${MAX_TRIP_DAYS} days: pick an earlier last day, or leave it open`;

/**
 * A trip to `zone` until the end of `until` there (null: open-ended), asked at `now` by a person whose home is
 * `home`. The home zone itself is being home (no trip). `until` is a date in the trip's zone: before today there is
 * a trip that ended before it starts; more than MAX_TRIP_DAYS days on (today counts as the first) is too long.
 */
export function planTrip(ask: { zone: string; until?: string | null }, home: string, now: Date): TripPlan {
  const zone = canonicalTimeZone(ask.zone);
  if (!zone) return { kind: 'problem', field: 'zone', message: UNKNOWN_ZONE_MESSAGE };
  if (zone === canonicalTimeZone(home)) return { kind: 'home' };
  const until = ask.until ?? null;
  const setAt = now.toISOString();
  if (until === null) return { kind: 'trip', travel: { zone, until: null, endsAt: null, setAt } };
  const today = instantToWallTime(now, zone).date;
  if (until < today) return { kind: 'problem', field: 'until', message: TRIP_ENDED_MESSAGE };
  if (dayNumber(until) - dayNumber(today) + 1 > MAX_TRIP_DAYS)
    return { kind: 'problem', field: 'until', message: TRIP_TOO_LONG_MESSAGE };
  const endsAt = wallTimeToInstant(nextDay(until), '00:00', zone).toISOString();
  return { kind: 'trip', travel: { zone, until, endsAt, setAt } };
}

/** The one-time schedule of a trip's end, named after the trip (EventBridge names: 1-64 of [0-9a-zA-Z-_.]). */
export const tripEndScheduleName = (userId: string, travel: Pick<StoredTravel, 'setAt'>) =>
  `trip-end-${userId}.${Date.parse(travel.setAt).toString(36)}`;

/** The send queue's message when a trip ends: which trip, so a newer one set meanwhile is left alone. */
export const tripEndPayload = (userId: string, travel: Pick<StoredTravel, 'setAt'>) => ({
  kind: 'tripEnd' as const,
  userId,
  setAt: travel.setAt,
});
export type TripEndPayload = ReturnType<typeof tripEndPayload>;
