import { daysInMonth } from './wall-time';
import type { ZoneOffsets } from './zone-offset';

/**
 * An instant read in a zone, and the few calendar steps the reply parsers take from it, by luxon's DateTime rules
 * exactly (fromJSDate, fromObject, plus, startOf, endOf, toISODate) without luxon, which is about 22 KB gzip of
 * the inbound SMS function: what a reply means across a DST change must not move. Where this differs from
 * wall-time.ts, on purpose: a wall time the clocks skip moves on by the length of the gap (02:30 on the US
 * spring-forward day is 03:30, not 03:00), and one they repeat takes the reading at the offset guessed first
 * (luxon guesses the zone's offset at the machine's clock; the parsers pass the one at their `now`).
 */

/** A wall clock's parts (month 1-12); the time of day defaults to midnight. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
  millisecond?: number;
}

/** What a valid luxon DateTime holds: the instant, the offset its wall clock is read at, and that wall clock. */
export interface ZonedTime extends Required<WallClock> {
  ms: number;
  offset: number;
  zone: ZoneOffsets;
}

const MINUTE_MS = 60_000;

const between = (n: number, lo: number, hi: number) => Number.isInteger(n) && n >= lo && n <= hi;

/** The wall clock read as if it were UTC; days past the month's end carry over (luxon's objToLocalTS). */
function wallMs(w: Required<WallClock>): number {
  const ms = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);
  if (w.year < 0 || w.year >= 100) return ms;
  // Date.UTC reads years 0-99 as 1900-1999.
  const d = new Date(ms);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  return d.getTime();
}

/** The instant of a wall clock from a guessed offset, and the offset it is read at (luxon's fixOffset). */
function fixOffset(local: number, guess: number, zone: ZoneOffsets): [number, number] {
  let at = local - guess * MINUTE_MS;
  const o2 = zone.offset(at);
  if (o2 === guess) return [at, guess];
  at -= (o2 - guess) * MINUTE_MS;
  const o3 = zone.offset(at);
  if (o2 === o3) return [at, o2];
  // Neither offset fits: the clocks skip this wall time. Read it at the offset before the change.
  return [local - Math.min(o2, o3) * MINUTE_MS, Math.max(o2, o3)];
}

/** null when the instant, or its wall clock, is outside what a Date holds (luxon: an invalid DateTime). */
function zoned(ms: number, offset: number, zone: ZoneOffsets): ZonedTime | null {
  const local = new Date(ms + offset * MINUTE_MS);
  if (Number.isNaN(ms) || Number.isNaN(local.getTime())) return null;
  return {
    ms,
    offset,
    zone,
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    millisecond: local.getUTCMilliseconds(),
  };
}

/** A step that lands on the same instant keeps its reading; any other is read at the zone's offset there. */
const movedTo = (from: ZonedTime, ms: number) => (ms === from.ms ? from : zoned(ms, from.zone.offset(ms), from.zone));

/** The instant in the zone (DateTime.fromJSDate); null for an invalid one. */
export function zonedAt(ms: number, zone: ZoneOffsets): ZonedTime | null {
  return zoned(ms, zone.offset(ms), zone);
}

/** The wall clock in the zone, `guess` standing for luxon's offset at the machine's clock (DateTime.fromObject); null when it is not a real date and time. */
export function zonedFromWall(wall: WallClock, zone: ZoneOffsets, guess: number): ZonedTime | null {
  const w = {
    ...wall,
    hour: wall.hour ?? 0,
    minute: wall.minute ?? 0,
    second: wall.second ?? 0,
    millisecond: wall.millisecond ?? 0,
  };
  const realDate =
    Number.isInteger(w.year) && between(w.month, 1, 12) && between(w.day, 1, daysInMonth(w.year, w.month));
  const endOfDay = w.hour === 24 && w.minute === 0 && w.second === 0 && w.millisecond === 0;
  const realTime =
    (between(w.hour, 0, 23) || endOfDay) &&
    between(w.minute, 0, 59) &&
    between(w.second, 0, 59) &&
    between(w.millisecond, 0, 999);
  if (!realDate || !realTime) return null;
  const [ms, offset] = fixOffset(wallMs(w), guess, zone);
  return zoned(ms, offset, zone);
}

/** Whole years and days on (plus): the calendar moves, Feb 29 becomes Feb 28, the time of day stays where the zone allows. */
export function plusCalendar(
  from: ZonedTime,
  { years = 0, days = 0 }: { years?: number; days?: number },
): ZonedTime | null {
  const year = from.year + years;
  const local = wallMs({ ...from, year, day: Math.min(from.day, daysInMonth(year, from.month)) + days });
  return movedTo(from, fixOffset(local, from.offset, from.zone)[0]);
}

/** The day's first instant (startOf('day')). */
export function startOfDay(from: ZonedTime): ZonedTime | null {
  const local = wallMs({
    year: from.year,
    month: from.month,
    day: from.day,
    hour: 0,
    minute: 0,
    second: 0,
    millisecond: 0,
  });
  return movedTo(from, fixOffset(local, from.offset, from.zone)[0]);
}

/** The day's last millisecond, epoch ms (endOf('day')); NaN when the next day is out of range. */
export function endOfDay(from: ZonedTime): number {
  const next = plusCalendar(from, { days: 1 });
  const start = next && startOfDay(next);
  return start ? start.ms - 1 : NaN;
}

/** 1 Monday ... 7 Sunday. */
export function isoWeekday({ year, month, day }: WallClock): number {
  return new Date(wallMs({ year, month, day, hour: 0, minute: 0, second: 0, millisecond: 0 })).getUTCDay() || 7;
}

/** 'YYYY-MM-DD' of its wall clock (toISODate: years past 9999 or before 0 as +/-YYYYYY). */
export function isoDateOf({ year, month, day }: WallClock): string {
  const long = year > 9999 || year < 0;
  const sign = year < 0 ? '-' : long ? '+' : '';
  return `${sign}${String(Math.abs(year)).padStart(long ? 6 : 4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
