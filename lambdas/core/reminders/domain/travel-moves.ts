import type { Reminder } from './reminder';
import { clockOf } from './reminder-clock';
import { isInQuietHours, type QuietHours } from './quiet-hours';
import { isAtRest } from './reminder-plan';

/** A trip's end speaks only when a reminder's next text moved by more than this. */
export const TRIP_END_NOTICE_MS = 3_600_000;

/** A reminder as re-planned by a trip's start or end: as it was and as it is now. */
export interface ReplannedPair {
  was: Reminder;
  now: Reminder;
}

/**
 * The reminders whose next text moved by more than an hour, in order of their next text: a trip that ends says so
 * only when this is not empty ("without a word unless something changes by more than an hour").
 */
export function movedMoreThanAnHour(replanned: readonly ReplannedPair[]): Reminder[] {
  return replanned
    .filter(({ was, now }) => {
      if (!was.nextNag || !now.nextNag) return false;
      return Math.abs(Date.parse(now.nextNag.at) - Date.parse(was.nextNag.at)) > TRIP_END_NOTICE_MS;
    })
    .map(({ now }) => now)
    .sort((a, b) => Date.parse(a.nextNag!.at) - Date.parse(b.nextNag!.at));
}

/** What a trip does to one reminder, as its answer names it. */
export type TripEffect =
  | { kind: 'follows'; task: string; wallTime: string; zone: string }
  | { kind: 'home'; task: string; wallTime: string; home: string; localAt: Date; zone: string; waitsUntil?: string }
  | { kind: 'fixed'; task: string; wallTime: string; fixedZone: string; localAt: Date; zone: string };

/**
 * What a trip to `zone` does to each open reminder (re-planned for it already): a where-I-am one follows the person
 * (its wall time there); a home-time one stays (its home time, and when that is there; `waitsUntil`: it lands in the
 * person's quiet hours there, so its text waits for their end); a fixed one stays at its instant. Where-I-am first.
 */
export function tripEffects(
  reminders: readonly Reminder[],
  trip: { zone: string; home: string; quiet: QuietHours },
): TripEffect[] {
  const order = { where_i_am: 0, home: 1, fixed: 2 } as const;
  return reminders
    .filter((r) => !isAtRest(r))
    .sort((a, b) => order[clockOf(a)] - order[clockOf(b)] || Number(a.ref) - Number(b.ref))
    .map((r): TripEffect => {
      const localAt = new Date(r.occurrenceAt);
      const clock = clockOf(r);
      if (clock === 'where_i_am') return { kind: 'follows', task: r.task, wallTime: r.wallTime, zone: trip.zone };
      if (clock === 'fixed')
        return { kind: 'fixed', task: r.task, wallTime: r.wallTime, fixedZone: r.clockZone!, localAt, zone: trip.zone };
      const quiet = isInQuietHours(localAt, trip.quiet, trip.zone) && !isInQuietHours(localAt, trip.quiet, trip.home);
      return {
        kind: 'home',
        task: r.task,
        wallTime: r.wallTime,
        home: trip.home,
        localAt,
        zone: trip.zone,
        ...(quiet ? { waitsUntil: trip.quiet.end } : {}),
      };
    });
}
