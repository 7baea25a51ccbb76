import { formatIsoDate, WEEKDAYS, weekdayIndexOf, type ByDay, type Rrule } from '../../../../shared/recurrence/rrule';
import { daysInMonth, parseLocalDate } from '../../kernel/wall-time';

/**
 * The local dates of an RRULE series started on anchorDate, as labels (no zone: the wall time is applied after,
 * so DST never moves an occurrence). The series' first date is the first date on or after the anchor that the
 * rule names ("every weekday" started on a Saturday begins on Monday); COUNT counts from there.
 */

const DAY_MS = 86_400_000;
/** How far a search looks for the rule's next date before calling it impossible (leap-day rules need 8 years). */
const SEARCH_YEARS = 30;

export function dayNumber(date: string): number {
  const { year, month, day } = parseLocalDate(date);
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return Math.round(d.getTime() / DAY_MS);
}

export function dateOfDayNumber(n: number): string {
  const d = new Date(n * DAY_MS);
  return formatIsoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

const monthIndexOf = (date: string) => {
  const { year, month } = parseLocalDate(date);
  return year * 12 + (month - 1);
};
/** Monday-based week number (1970-01-01 was a Thursday). */
const weekIndexOf = (n: number) => Math.floor((n + 3) / 7);

/** A BYMONTHDAY value's date in a month: past the month's end falls back to its last day; -1 is the last day. */
function monthDayIn(year: number, month: number, value: number): number | null {
  const length = daysInMonth(year, month);
  if (value > 0) return Math.min(value, length);
  return -value <= length ? length + 1 + value : null;
}

function byDayDatesIn(year: number, month: number, byDay: ByDay[]): number[] {
  const length = daysInMonth(year, month);
  const firstWeekday = weekdayIndexOf(formatIsoDate(year, month, 1));
  const days: number[] = [];
  for (const { weekday, ordinal } of byDay) {
    const first = 1 + ((WEEKDAYS.indexOf(weekday) - firstWeekday + 7) % 7);
    const all: number[] = [];
    for (let day = first; day <= length; day += 7) all.push(day);
    if (ordinal === undefined) days.push(...all);
    else {
      const pick = ordinal > 0 ? all[ordinal - 1] : all[all.length + ordinal];
      if (pick !== undefined) days.push(pick);
    }
  }
  return days;
}

/** The days of one month a monthly (or yearly) rule names; the anchor's day when it names none. */
function daysOfMonth(rule: Rrule, anchorDay: number, year: number, month: number): number[] {
  const byMonthDay = rule.byMonthDay?.map((v) => monthDayIn(year, month, v)).filter((d): d is number => d !== null);
  const byDay = rule.byDay ? byDayDatesIn(year, month, rule.byDay) : undefined;
  let days: number[];
  if (byMonthDay && byDay) days = byMonthDay.filter((d) => byDay.includes(d));
  else days = byMonthDay ?? byDay ?? [Math.min(anchorDay, daysInMonth(year, month))];
  return [...new Set(days)].sort((a, b) => a - b);
}

const inMonths = (rule: Rrule, month: number) => !rule.byMonth || rule.byMonth.includes(month);

/** Whether one date passes a daily rule's limits (BYMONTH, BYMONTHDAY, BYDAY). */
function dailyMatch(rule: Rrule, n: number): boolean {
  const date = dateOfDayNumber(n);
  const { year, month, day } = parseLocalDate(date);
  if (!inMonths(rule, month)) return false;
  if (rule.byMonthDay && !rule.byMonthDay.some((v) => monthDayIn(year, month, v) === day)) return false;
  return !rule.byDay || rule.byDay.some((d) => WEEKDAYS.indexOf(d.weekday) === weekdayIndexOf(date));
}

interface Series {
  rule: Rrule;
  anchor: number;
  anchorDay: number;
  anchorMonth: number;
  anchorWeekday: number;
  /** The anchor's period (day, week, month or year number), from which INTERVAL counts. */
  anchorPeriod: number;
}

function seriesOf(rule: Rrule, anchorDate: string): Series {
  const anchor = dayNumber(anchorDate);
  const { year, month, day } = parseLocalDate(anchorDate);
  const anchorPeriod = { DAILY: anchor, WEEKLY: weekIndexOf(anchor), MONTHLY: monthIndexOf(anchorDate), YEARLY: year }[rule.freq];
  return { rule, anchor, anchorDay: day, anchorMonth: month, anchorWeekday: weekdayIndexOf(anchorDate), anchorPeriod };
}

const periodOf = (s: Series, n: number): number => {
  switch (s.rule.freq) {
    case 'DAILY': return n;
    case 'WEEKLY': return weekIndexOf(n);
    case 'MONTHLY': return monthIndexOf(dateOfDayNumber(n));
    case 'YEARLY': return parseLocalDate(dateOfDayNumber(n)).year;
  }
};

/** Every date (day number) the rule names in one period, ascending, before the anchor, COUNT and UNTIL apply. */
function datesInPeriod(s: Series, period: number): number[] {
  const { rule } = s;
  switch (rule.freq) {
    case 'DAILY':
      return dailyMatch(rule, period) ? [period] : [];
    case 'WEEKLY': {
      const monday = period * 7 - 3;
      const weekdays = rule.byDay ? rule.byDay.map((d) => WEEKDAYS.indexOf(d.weekday)) : [s.anchorWeekday];
      return [...new Set(weekdays)].sort((a, b) => a - b).map((w) => monday + w)
        .filter((n) => inMonths(rule, parseLocalDate(dateOfDayNumber(n)).month));
    }
    case 'MONTHLY': {
      const year = Math.floor(period / 12);
      const month = (period % 12) + 1;
      if (!inMonths(rule, month)) return [];
      return daysOfMonth(rule, s.anchorDay, year, month).map((d) => dayNumber(formatIsoDate(year, month, d)));
    }
    case 'YEARLY': {
      const months = rule.byMonth ?? [s.anchorMonth];
      return months.flatMap((month) => daysOfMonth(rule, s.anchorDay, period, month).map((d) => dayNumber(formatIsoDate(period, month, d))));
    }
  }
}

const searchPeriods = (s: Series) => ({ DAILY: 366, WEEKLY: 53, MONTHLY: 12, YEARLY: 1 })[s.rule.freq] * SEARCH_YEARS;

/** The rule's first date on or after day `from` (ignoring COUNT and UNTIL), or null if none within the search. */
function nextRuleDate(s: Series, from: number): number | null {
  const start = Math.max(from, s.anchor);
  let period = periodOf(s, start);
  const offset = (((period - s.anchorPeriod) % s.rule.interval) + s.rule.interval) % s.rule.interval;
  if (offset) period += s.rule.interval - offset;
  for (let step = 0; step * s.rule.interval <= searchPeriods(s); step++, period += s.rule.interval) {
    const found = datesInPeriod(s, period).find((n) => n >= start);
    if (found !== undefined) return found;
  }
  return null;
}

/**
 * The series' first date on or after `date` (the first date of all when `date` is before it); null once the
 * series has ended (COUNT or UNTIL) or when the rule names no date at all.
 */
export function rruleDateOnOrAfter(rule: Rrule, anchorDate: string, date: string): string | null {
  const s = seriesOf(rule, anchorDate);
  const from = dayNumber(date);
  let found: number | null;
  if (rule.count !== undefined) {
    // COUNT: walk the series from its start (at most COUNT dates).
    found = null;
    let cursor = s.anchor;
    for (let index = 0; index < rule.count; index++) {
      const next = nextRuleDate(s, cursor);
      if (next === null) break;
      if (next >= from) {
        found = next;
        break;
      }
      cursor = next + 1;
    }
  } else found = nextRuleDate(s, from);
  if (found === null) return null;
  const result = dateOfDayNumber(found);
  return rule.until && result > rule.until ? null : result;
}

/** The series' first date: null when the rule, from this anchor, never names a date (a contradictory rule). */
export const rruleFirstDate = (rule: Rrule, anchorDate: string): string | null => rruleDateOnOrAfter(rule, anchorDate, anchorDate);

/** The date INTERVAL x FREQ after `date` (a month or year later keeps the day, or the month's last day). */
export function dateAfterInterval(rule: Pick<Rrule, 'freq' | 'interval'>, date: string): string {
  const { year, month, day } = parseLocalDate(date);
  switch (rule.freq) {
    case 'DAILY': return dateOfDayNumber(dayNumber(date) + rule.interval);
    case 'WEEKLY': return dateOfDayNumber(dayNumber(date) + 7 * rule.interval);
    case 'MONTHLY':
    case 'YEARLY': {
      const index = year * 12 + (month - 1) + (rule.freq === 'MONTHLY' ? rule.interval : 12 * rule.interval);
      const y = Math.floor(index / 12);
      const m = (index % 12) + 1;
      return formatIsoDate(y, m, Math.min(day, daysInMonth(y, m)));
    }
  }
}
