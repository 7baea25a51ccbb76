import { addDays } from '../../reminders/domain/recurrence';
import type { Reminder } from '../../reminders/domain/reminder';
import { instantToWallTime, wallTimeToInstant } from '../../kernel/wall-time';

/** Where a reminder moves to, as the person said it where they are: a new wall date, a new wall time, or both. */
export interface MoveTo {
  date?: string;
  time?: string;
}

/** The zones a move by text is read in: the reminder's clock (`zone`) and where the person is (`here`). */
export interface MoveZones {
  zone: string;
  here: string;
}

type Movable = Pick<Reminder, 'repeat' | 'anchorDate' | 'occurrenceDate' | 'wallTime' | 'occurrenceAt'>;

/**
 * The wall date a move lands on. A named date is taken as it is. A time alone keeps a one-time reminder's day
 * (today if that day is past, as a carried-over one's is), and the next day when that time has passed already;
 * a repeating reminder keeps its first date (its next occurrence follows the rule from now on).
 */
export function movedDate(
  reminder: Pick<Reminder, 'repeat' | 'anchorDate' | 'occurrenceDate' | 'wallTime'>,
  to: MoveTo,
  zone: string,
  now: Date,
): string {
  if (to.date) return to.date;
  if (reminder.repeat !== 'once') return reminder.anchorDate;
  const today = instantToWallTime(now, zone).date;
  const day = reminder.occurrenceDate > today ? reminder.occurrenceDate : today;
  const time = to.time ?? reminder.wallTime;
  return wallTimeToInstant(day, time, zone).getTime() > now.getTime() ? day : addDays(day, 1);
}

/** A wall date and time said in `here`, as the wall date and time of the same instant in `zone`. */
export const sameInstantIn = (said: { date: string; time: string }, here: string, zone: string) =>
  here === zone ? said : instantToWallTime(wallTimeToInstant(said.date, said.time, here), zone);

/**
 * The wall date and time on the reminder's own clock that a move by text means. The person says times where they
 * are: at home (or for a where-I-am reminder while away) that is the reminder's clock; for a home-time or fixed
 * reminder while away, the said time is read where they are and becomes the same instant on the reminder's clock
 * ("2 at 8am" in Tokyo moves a home-time pill to 6:00 PM New York). A repeating reminder keeps its first date unless
 * a date is named; its new time is the one the said time means on its current occurrence's day.
 */
export function movedOnClock(
  reminder: Movable,
  to: MoveTo,
  zones: MoveZones,
  now: Date,
): { date: string; time: string } {
  const { zone, here } = zones;
  if (zone === here) return { date: movedDate(reminder, to, zone, now), time: to.time ?? reminder.wallTime };
  const current = instantToWallTime(new Date(reminder.occurrenceAt), here);
  const saidDay =
    reminder.repeat === 'once' || to.date
      ? movedDate({ ...reminder, occurrenceDate: current.date, wallTime: current.time }, to, here, now)
      : current.date;
  const onClock = sameInstantIn({ date: saidDay, time: to.time ?? current.time }, here, zone);
  return reminder.repeat !== 'once' && !to.date ? { date: reminder.anchorDate, time: onClock.time } : onClock;
}
