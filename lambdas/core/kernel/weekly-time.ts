import { instantToWallTime, parseLocalDate, wallTimeToInstant } from './wall-time';
import { isoWeekday } from './zoned-time';

/** Every week on `weekday` (ISO: 1 Monday ... 7 Sunday) at the wall time `time` ('HH:MM') in the IANA `zone`. */
export interface WeeklyWallTime {
  weekday: number;
  time: string;
  zone: string;
}

/** One firing of a weekly wall time: its local date and its instant (DST-correct, as wallTimeToInstant reads it). */
export interface WeeklyInstant {
  date: string;
  at: Date;
}

/** The local date as a UTC midnight (years below 100 kept as written, as wall-time reads them). */
function utcMidnight(date: string): Date {
  const { year, month, day } = parseLocalDate(date);
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year, month - 1, day);
  return d;
}

function shiftDate(date: string, days: number): string {
  const d = utcMidnight(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The latest firing at or before `atOrBefore`. */
export function latestWeeklyInstant(atOrBefore: Date, weekly: WeeklyWallTime): WeeklyInstant {
  const today = instantToWallTime(atOrBefore, weekly.zone).date;
  const date = shiftDate(today, -((isoWeekday(parseLocalDate(today)) - weekly.weekday + 7) % 7));
  const at = wallTimeToInstant(date, weekly.time, weekly.zone);
  if (at.getTime() <= atOrBefore.getTime()) return { date, at };
  const weekBefore = shiftDate(date, -7);
  return { date: weekBefore, at: wallTimeToInstant(weekBefore, weekly.time, weekly.zone) };
}

/** The first firing strictly after `after`. */
export function nextWeeklyInstant(after: Date, weekly: WeeklyWallTime): WeeklyInstant {
  const date = shiftDate(latestWeeklyInstant(after, weekly).date, 7);
  return { date, at: wallTimeToInstant(date, weekly.time, weekly.zone) };
}
