import type { Repeat } from '../../../../shared/contracts/tasks';
import { fail } from '../../kernel/errors';
import { daysInMonth, instantToWallTime, parseLocalDate, wallTimeToInstant } from '../../kernel/wall-time';

export type { Repeat };

/**
 * A reminder's schedule as wall-clock rules in the owner's zone (DST never shifts them). anchorDate is the
 * date the user picked; the series is anchorDate, then every day / 7 days / month after it. Monthly keeps the
 * anchor's day of month: anchored on the 31st it is Jan 31, Feb 28 (29 in leap years), Mar 31, Apr 30...
 * It returns to the 31st whenever the month has one, and never drifts.
 */
export interface RecurrenceRule {
  repeat: Repeat;
  anchorDate: string;
  wallTime: string;
}

export interface Occurrence {
  date: string;
  at: Date;
}

const DAY_MS = 86_400_000;
/** A bound no real series needs (at most a few steps follow the jump); it turns a bug into an error, not a hang. */
const MAX_STEPS = 64;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const formatDate = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Days since 1970-01-01 of a local calendar date (no zone involved: dates are labels here). */
function dayNumber(date: string): number {
  const { year, month, day } = parseLocalDate(date);
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return Math.round(d.getTime() / DAY_MS);
}

function dateOfDayNumber(n: number): string {
  const d = new Date(n * DAY_MS);
  return formatDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export const addDays = (date: string, days: number): string => dateOfDayNumber(dayNumber(date) + days);

const monthIndex = (date: string) => {
  const { year, month } = parseLocalDate(date);
  return year * 12 + (month - 1);
};

/** The monthly occurrence in a month: the anchor's day of month, or the month's last day when it is shorter. */
function monthlyDateIn(index: number, anchorDay: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatDate(year, month, Math.min(anchorDay, daysInMonth(year, month)));
}

/**
 * The first date of the series on or after `date` (the anchor itself when `date` is before it); null for a
 * one-time reminder once `date` is past its anchor.
 */
export function occurrenceDateOnOrAfter(rule: RecurrenceRule, date: string): string | null {
  const anchor = dayNumber(rule.anchorDate);
  const from = dayNumber(date);
  if (from <= anchor) return rule.anchorDate;
  switch (rule.repeat) {
    case 'once':
      return null;
    case 'daily':
      return date;
    case 'weekly':
      return dateOfDayNumber(anchor + Math.ceil((from - anchor) / 7) * 7);
    case 'monthly': {
      const anchorDay = parseLocalDate(rule.anchorDate).day;
      const inMonth = monthlyDateIn(monthIndex(date), anchorDay);
      return dayNumber(inMonth) >= from ? inMonth : monthlyDateIn(monthIndex(date) + 1, anchorDay);
    }
    default:
      return fail('validation_failed', `Unknown repeat: ${String(rule.repeat)}`);
  }
}

/**
 * The next local date of the series after currentDate (daily +1 day, weekly +7, monthly the anchor's day of
 * the next month), or null for a one-time reminder.
 */
export function occurrenceDateAfter(rule: RecurrenceRule, currentDate: string): string | null {
  if (rule.repeat === 'once') return null;
  return occurrenceDateOnOrAfter(rule, addDays(currentDate, 1));
}

const occurrenceOn = (rule: RecurrenceRule, date: string, zone: string): Occurrence => ({
  date,
  at: wallTimeToInstant(date, rule.wallTime, zone),
});

/** The occurrence after currentDate: its date and the instant its wall time falls on in the zone. */
export function nextOccurrence(rule: RecurrenceRule, currentDate: string, zone: string): Occurrence | null {
  const date = occurrenceDateAfter(rule, currentDate);
  return date ? occurrenceOn(rule, date, zone) : null;
}

/**
 * The first occurrence from fromDate on whose instant is not before notBefore. A one-time reminder has just
 * fromDate's occurrence, whatever notBefore is. A series years behind jumps to notBefore's local date first
 * (two days early: a wall time skipped by DST can land on the next local day), then steps.
 */
export function firstOccurrenceAtOrAfter(rule: RecurrenceRule, fromDate: string, zone: string, notBefore: Date): Occurrence {
  if (rule.repeat === 'once') return occurrenceOn(rule, fromDate, zone);
  const jumpTo = addDays(instantToWallTime(notBefore, zone).date, -2);
  let date = occurrenceDateOnOrAfter(rule, dayNumber(jumpTo) > dayNumber(fromDate) ? jumpTo : fromDate)!;
  for (let step = 0; step < MAX_STEPS; step++) {
    const occurrence = occurrenceOn(rule, date, zone);
    if (occurrence.at.getTime() >= notBefore.getTime()) return occurrence;
    date = occurrenceDateAfter(rule, date)!;
  }
  return fail('validation_failed', `No occurrence of the ${rule.repeat} reminder found after ${notBefore.toISOString()}`);
}
