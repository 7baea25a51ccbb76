import { fail } from './errors';
import { zoneOffsets, type ZoneOffsets } from './zone-offset';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function zoneOf(zone: string): ZoneOffsets {
  return zoneOffsets(zone) ?? fail('validation_failed', `Unknown time zone: ${zone}`);
}

/** 'YYYY-MM-DD' -> its parts, refusing dates that are not on the calendar (2026-02-30). */
export function parseLocalDate(date: string): { year: number; month: number; day: number } {
  const m = DATE.exec(date) ?? fail('validation_failed', `Not a date (YYYY-MM-DD): ${date}`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    fail('validation_failed', `Not a real date: ${date}`);
  return { year, month, day };
}

/** 'HH:MM' (00:00-23:59) -> minutes since midnight. */
export function parseWallTime(time: string): number {
  const m = TIME.exec(time) ?? fail('validation_failed', `Not a time (HH:MM): ${time}`);
  const [hour, minute] = [Number(m[1]), Number(m[2])];
  if (hour > 23 || minute > 59) fail('validation_failed', `Not a real time: ${time}`);
  return hour * 60 + minute;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** 28-31; month is 1-12. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!;
}

/** The wall time read as if it were UTC: the reference point every offset is subtracted from. */
function wallAsUtcMs(date: string, time: string): number {
  const { year, month, day } = parseLocalDate(date);
  const d = new Date(Date.UTC(2000, month - 1, day, 0, parseWallTime(time)));
  d.setUTCFullYear(year);
  return d.getTime();
}

/**
 * Every instant showing that wall time on that date in the zone: none when DST skips it, two when the
 * clocks fall back over it, one otherwise. Offsets a day either side cover every real transition.
 */
export function wallTimeInstants(date: string, time: string, zone: string): Date[] {
  const tz = zoneOf(zone);
  const wall = wallAsUtcMs(date, time);
  const offsets = new Set([tz.offset(wall - DAY_MS), tz.offset(wall), tz.offset(wall + DAY_MS)]);
  const instants = [...offsets]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((at) => wall - tz.offset(at) * MINUTE_MS === at);
  return [...new Set(instants)].sort((a, b) => a - b).map((at) => new Date(at));
}

/**
 * The UTC instant of a wall time in a zone on a date. A wall time skipped by DST moves to the next valid
 * minute (02:30 on the US spring-forward day is 03:00); an ambiguous one takes the first (the DST one).
 */
export function wallTimeToInstant(date: string, time: string, zone: string): Date {
  const [first] = wallTimeInstants(date, time, zone);
  if (first) return first;
  // Skipped: the clocks jumped over it. The first minute after the jump is the transition itself.
  const tz = zoneOf(zone);
  const wall = wallAsUtcMs(date, time);
  const before = tz.offset(wall - DAY_MS);
  let lo = Math.floor((wall - Math.max(before, tz.offset(wall + DAY_MS)) * MINUTE_MS) / MINUTE_MS);
  let hi = Math.ceil((wall - Math.min(before, tz.offset(wall + DAY_MS)) * MINUTE_MS) / MINUTE_MS);
  // Invariant: minute lo still has the old offset, minute hi already has the new one.
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (tz.offset(mid * MINUTE_MS) === before) lo = mid;
    else hi = mid;
  }
  return new Date(hi * MINUTE_MS);
}

/** The local date and wall time ('YYYY-MM-DD', 'HH:MM') an instant shows in a zone. */
export function instantToWallTime(at: Date, zone: string): { date: string; time: string } {
  const ms = at.getTime();
  if (Number.isNaN(ms)) fail('validation_failed', 'Not a valid instant');
  // The instant shifted by the zone's offset, read in UTC, is the local wall time.
  const local = new Date(ms + zoneOf(zone).offset(ms) * MINUTE_MS);
  return {
    date: `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}
