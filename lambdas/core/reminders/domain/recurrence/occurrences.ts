import type { Repeat, RepeatKind } from '#shared/vocabulary';
import type { Rrule } from '#shared/recurrence/rrule';
import { fail } from '../../../kernel/errors';
import { daysInMonth, instantToWallTime, parseLocalDate, wallTimeToInstant } from '../../../kernel/wall-time';
import { formatIsoDate } from '#shared/recurrence/rrule';
import { dateOfDayNumber, dayNumber, rruleDateOnOrAfter, rruleDatesFrom } from './series-dates';

export type { Repeat, RepeatKind };

/**
 * A reminder's schedule as wall-clock rules in the owner's zone (DST never shifts them). anchorDate is the
 * date the user picked; the series is anchorDate, then every day / 7 days / month after it. Monthly keeps the
 * anchor's day of month: anchored on the 31st it is Jan 31, Feb 28 (29 in leap years), Mar 31, Apr 30...
 * It returns to the 31st whenever the month has one, and never drifts.
 */
export interface RecurrenceRule {
  repeat: RepeatKind;
  anchorDate: string;
  wallTime: string;
  /**
   * A custom repeat's rule (its series starts on the first date on or after anchorDate that it names), its UNTIL
   * the last local date (withLastDate).
   */
  rrule?: Rrule;
}

export interface Occurrence {
  date: string;
  at: Date;
}

/** A bound no real series needs (at most a few steps follow the jump); it turns a bug into an error, not a hang. */
const MAX_STEPS = 64;

export const addDays = (date: string, days: number): string => dateOfDayNumber(dayNumber(date) + days);

/**
 * A rule as the dates engine counts it: an UNTIL with a time (RFC 5545: an instant, inclusive; UTC in the Z form)
 * becomes the last local date whose occurrence, at the reminder's wall time in its zone, is at or before it. A
 * wall-clock UNTIL (no Z) is compared on the wall clock. An UNTIL that is a date already is that last date.
 */
export function withLastDate(rule: Rrule, wallTime: string, zone: string): Rrule {
  const { untilTime, untilUtc, ...rest } = rule;
  if (!rule.until || !untilTime) return rule;
  if (!untilUtc) return { ...rest, until: `${wallTime}:00` <= untilTime ? rule.until : addDays(rule.until, -1) };
  const limit = Date.parse(`${rule.until}T${untilTime}Z`);
  const localDate = instantToWallTime(new Date(limit), zone).date;
  return {
    ...rest,
    until: wallTimeToInstant(localDate, wallTime, zone).getTime() <= limit ? localDate : addDays(localDate, -1),
  };
}

const monthIndex = (date: string) => {
  const { year, month } = parseLocalDate(date);
  return year * 12 + (month - 1);
};

/** The monthly occurrence in a month: the anchor's day of month, or the month's last day when it is shorter. */
function monthlyDateIn(index: number, anchorDay: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatIsoDate(year, month, Math.min(anchorDay, daysInMonth(year, month)));
}

/**
 * The first date of the series on or after `date` (the anchor itself when `date` is before it); null for a
 * one-time reminder once `date` is past its anchor, and for a custom rule once its COUNT or UNTIL has ended it.
 */
export function occurrenceDateOnOrAfter(rule: RecurrenceRule, date: string): string | null {
  if (rule.repeat === 'custom') {
    return rule.rrule
      ? rruleDateOnOrAfter(rule.rrule, rule.anchorDate, date)
      : fail('validation_failed', 'A custom repeat needs its rule');
  }
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

/** The series' dates from `date` on, ascending: one walk for a custom rule, however many are read. */
export function* occurrenceDatesFrom(rule: RecurrenceRule, date: string): Generator<string> {
  if (rule.repeat === 'custom') {
    yield* rule.rrule
      ? rruleDatesFrom(rule.rrule, rule.anchorDate, date)
      : fail('validation_failed', 'A custom repeat needs its rule');
    return;
  }
  for (let next = occurrenceDateOnOrAfter(rule, date); next !== null; next = occurrenceDateAfter(rule, next))
    yield next;
}

/**
 * The first occurrence from fromDate on whose instant is not before notBefore. A one-time reminder has just
 * fromDate's occurrence, whatever notBefore is. A series years behind jumps to notBefore's local date first
 * (two days early: a wall time skipped by DST can land on the next local day), then steps. Null once a rule's
 * COUNT or UNTIL has ended the series.
 */
export function firstOccurrenceAtOrAfter(
  rule: RecurrenceRule,
  fromDate: string,
  zone: string,
  notBefore: Date,
): Occurrence | null {
  if (rule.repeat === 'once') return occurrenceOn(rule, fromDate, zone);
  const jumpTo = addDays(instantToWallTime(notBefore, zone).date, -2);
  let steps = 0;
  for (const date of occurrenceDatesFrom(rule, dayNumber(jumpTo) > dayNumber(fromDate) ? jumpTo : fromDate)) {
    const occurrence = occurrenceOn(rule, date, zone);
    if (occurrence.at.getTime() >= notBefore.getTime()) return occurrence;
    if (++steps >= MAX_STEPS) break;
  }
  if (steps < MAX_STEPS) return null;
  return fail(
    'validation_failed',
    `No occurrence of the ${rule.repeat} reminder found after ${notBefore.toISOString()}`,
  );
}
