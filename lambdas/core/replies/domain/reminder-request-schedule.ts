import { formatRrule, type Rrule } from '#shared/recurrence/rrule';
import { instantToWallTime, parseLocalDate, wallTimeToInstant } from '../../kernel/wall-time';
import { zoneOffsets } from '../../kernel/zone-offset';
import { isoDateOf, isoWeekday, zonedFromWall } from '../../kernel/zoned-time';
import { addDays, rruleFirstDate } from '../../reminders/domain/recurrence';
import { isBeyondHorizon, lastReminderDate } from '../../reminders/domain/reminder-horizon';
import type { DayPart } from './reminder-request-repeat';
import type { DayReading, TimeReading, WhenReading } from './reminder-request-when';

/**
 * Resolves what a request names against the clock, in the user's zone: the reminder's first date and wall
 * time, or why there is none. Rules:
 * - an hour without am/pm takes its daytime reading: 7 to 12 as said, 1 to 6 in the afternoon ("at 2:30" is
 *   14:30, "at 9" is 9:00, "at 7" is 7:00), unless the text says otherwise ("dinner at 7", "every night at 10");
 * - a time without a day is today when still ahead, else tomorrow; a weekday alone is its next occurrence
 *   (today when the time is still ahead); a month and day without a year is the next one ahead;
 * - a part of the day stands for an hour: morning 9:00, afternoon 15:00, evening 18:00, night 20:00;
 * - "in 20 minutes" is `now` plus 20 minutes, rounded up to the whole minute, as the wall clock shows it;
 * - a wall time a DST change skips is kept as said (the reminder engine moves it to the next valid minute).
 */
export type Timing =
  | { kind: 'at'; date: string; time: string; recurrence?: string }
  | { kind: 'ask_time' }
  | { kind: 'in_past' }
  | { kind: 'too_far' };

export interface Clock {
  zone: string;
  now: Date;
  /** Whether the words around an ambiguous hour lean to the morning or the evening. */
  lean?: 'am' | 'pm';
}

const DAY_PART_HOUR: Record<DayPart, number> = { morning: 9, afternoon: 15, evening: 18, night: 20 };
const ASK: Timing = { kind: 'ask_time' };
const pad = (n: number) => String(n).padStart(2, '0');

export function scheduleOnce(when: WhenReading, clock: Clock): Timing {
  if (when.ambiguous) return ASK;
  if (when.instant) return atInstant(when.instant, clock);
  const { day, time } = when;
  if (day?.kind === 'past') return { kind: 'in_past' };
  if (day?.kind === 'year') return yearAlone(day.year, clock);
  if (!time) return dateWithoutTime(day, clock);
  const wall = wallTime(time, clock.lean);
  const ahead = candidateDays(day, clock).find((date) => isAhead(date, wall, clock));
  if (!ahead) return { kind: 'in_past' };
  return isBeyondHorizon(ahead, clock.now, clock.zone) ? { kind: 'too_far' } : { kind: 'at', date: ahead, time: wall };
}

/**
 * The first occurrence on or after the start (today unless the text names a day) whose instant is still
 * ahead. It becomes the series' first date, so "every other week on tuesday" said on a Thursday starts on
 * the coming Tuesday, and "every 3 days at 9" said at 10:00 starts tomorrow.
 */
export function scheduleRepeat(rule: Rrule, dayPart: DayPart | undefined, when: WhenReading, clock: Clock): Timing {
  if (when.ambiguous || when.instant) return ASK;
  const lean = dayPart ? (dayPart === 'morning' ? 'am' : 'pm') : clock.lean;
  const wall = when.time ? wallTime(when.time, lean) : dayPart ? `${pad(DAY_PART_HOUR[dayPart])}:00` : undefined;
  const start = startDate(when.day, clock);
  if (typeof start !== 'string') return start;
  if (!wall) return ASK;
  const everyPeriod = { ...rule, interval: 1 };
  let from = start;
  for (let tries = 0; tries < 3; tries++) {
    const date = rruleFirstDate(everyPeriod, from);
    if (!date) return ASK;
    if (isBeyondHorizon(date, clock.now, clock.zone)) return { kind: 'too_far' };
    if (isAhead(date, wall, clock)) return { kind: 'at', date, time: wall, recurrence: formatRrule(rule) };
    from = addDays(date, 1);
  }
  return ASK;
}

/** The hour an ambiguous "at 2:30" means: see the rules above. */
function wallTime(time: TimeReading, lean: 'am' | 'pm' | undefined): string {
  let hour = time.hour;
  if (!time.meridiemCertain && hour >= 1 && hour <= 12) {
    if (lean === 'pm') hour = hour === 12 ? 12 : hour + 12;
    else if (lean !== 'am' && hour <= 6) hour += 12;
  }
  return `${pad(hour)}:${pad(time.minute)}`;
}

const today = (clock: Clock) => instantToWallTime(clock.now, clock.zone).date;
const isAhead = (date: string, wall: string, clock: Clock) =>
  wallTimeToInstant(date, wall, clock.zone).getTime() > clock.now.getTime();

/** The date when it is a real one whose midnight stays on it in the zone (a day the zone skips whole is none). */
function isoDate(year: number, month: number, day: number, clock: Clock): string | null {
  const zone = zoneOffsets(clock.zone);
  const date = zone && zonedFromWall({ year, month, day }, zone, zone.offset(clock.now.getTime()));
  return date?.day === day ? isoDateOf(date) : null;
}

/** The year and month k months after the given one. */
function monthsOn(year: number, month: number, k: number): { year: number; month: number } {
  const index = year * 12 + month - 1 + k;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function atInstant(instant: Date, clock: Clock): Timing {
  const rounded = new Date(Math.ceil(instant.getTime() / 60_000) * 60_000);
  if (rounded.getTime() <= clock.now.getTime()) return { kind: 'in_past' };
  const { date, time } = instantToWallTime(rounded, clock.zone);
  return isBeyondHorizon(date, clock.now, clock.zone) ? { kind: 'too_far' } : { kind: 'at', date, time };
}

function yearAlone(year: number, clock: Clock): Timing {
  if (year < Number(today(clock).slice(0, 4))) return { kind: 'in_past' };
  if (year > Number(lastReminderDate(clock.now, clock.zone).slice(0, 4))) return { kind: 'too_far' };
  return ASK;
}

/** "tomorrow", "friday", "dec 25" without a time: ask it, unless the day itself is past or too far. */
function dateWithoutTime(day: DayReading | undefined, clock: Clock): Timing {
  if (day?.kind !== 'date') return ASK;
  const date = isoDate(day.year, day.month, day.day, clock);
  if (!date) return ASK;
  if (day.yearCertain && date < today(clock)) return { kind: 'in_past' };
  return isBeyondHorizon(date, clock.now, clock.zone) ? { kind: 'too_far' } : ASK;
}

/** The days a time may fall on, earliest first: the first one whose instant is ahead is the reminder's. */
function candidateDays(day: DayReading | undefined, clock: Clock): string[] {
  const start = today(clock);
  const { year, month } = parseLocalDate(start);
  const next = (n: number) => Array.from({ length: n }, (_, i) => addDays(start, i));
  switch (day?.kind) {
    case 'date':
      return (day.yearCertain ? [day.year] : [year, year + 1])
        .map((y) => isoDate(y, day.month, day.day, clock))
        .filter((d): d is string => d !== null);
    case 'weekday':
      return next(8).filter((d) => isoWeekday(parseLocalDate(d)) === day.weekday);
    case 'month_day':
      return [0, 1, 2, 3]
        .map((k) => monthsOn(year, month, k))
        .map((m) => isoDate(m.year, m.month, day.day, clock))
        .filter((d): d is string => d !== null && d >= start);
    default:
      return next(2);
  }
}

/** Where a repeat starts looking for its first date: today, or the day the text names ("starting monday"). */
function startDate(day: DayReading | undefined, clock: Clock): string | Timing {
  const first = today(clock);
  switch (day?.kind) {
    case undefined:
      return first;
    case 'past':
      return { kind: 'in_past' };
    case 'year': {
      const timing = yearAlone(day.year, clock);
      if (timing.kind !== 'ask_time') return timing;
      return `${day.year}-01-01` > first ? `${day.year}-01-01` : first;
    }
    case 'date': {
      const years = day.yearCertain ? [day.year] : [Number(first.slice(0, 4)), Number(first.slice(0, 4)) + 1];
      const dates = years.map((y) => isoDate(y, day.month, day.day, clock)).filter((d): d is string => d !== null);
      const date = day.yearCertain ? dates[0] : dates.find((d) => d >= first);
      if (!date) return ASK;
      return date < first ? { kind: 'in_past' } : date;
    }
    default:
      return candidateDays(day, clock)[0] ?? ASK;
  }
}
