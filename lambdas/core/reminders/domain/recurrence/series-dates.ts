import { formatIsoDate, WEEKDAYS, type ByDay, type Rrule } from '#shared/recurrence/rrule';
import { daysInMonth, parseLocalDate } from '../../../kernel/wall-time';

/**
 * The local dates of an RRULE series started on anchorDate, as labels (no zone: the wall time is applied after,
 * so DST never moves an occurrence). The series' first date is the first date on or after the anchor that the
 * rule names ("every weekday" started on a Saturday begins on Monday); COUNT counts from there.
 *
 * Cost: a question about a date jumps straight to that date's period and works forward, so it never depends on
 * how long ago the series started; only COUNT has to count from the start, and it stops after COUNT dates.
 * Months and weeks a rule cannot name (BYMONTH) are skipped whole, never walked a day at a time.
 */

/** A gap longer than this (and than INTERVAL) ends a series: the search for the next date stops (leap-day rules need 8 years). */
const SEARCH_YEARS = 30;
/** Periods (of the rule's FREQ) the search looks through, counted from the period it starts in. */
const SEARCH_PERIODS = { DAILY: 366, WEEKLY: 53, MONTHLY: 12, YEARLY: 1 } as const;

const mod = (a: number, n: number) => ((a % n) + n) % n;

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function civilFromDays(n: number): { year: number; month: number; day: number } {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const month = mp + (mp < 10 ? 3 : -9);
  return {
    year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0),
    month,
    day: dayOfYear - Math.floor((153 * mp + 2) / 5) + 1,
  };
}

export function dayNumber(date: string): number {
  const { year, month, day } = parseLocalDate(date);
  return daysFromCivil(year, month, day);
}

export function dateOfDayNumber(n: number): string {
  const { year, month, day } = civilFromDays(n);
  return formatIsoDate(year, month, day);
}

/** Monday 0 ... Sunday 6 (1970-01-01 was a Thursday). */
const weekdayOfDay = (n: number) => mod(n + 3, 7);
/** The number of the week holding day n, weeks starting on `weekStart` (Monday 0 ... Sunday 6: WKST). */
const weekIndexOf = (n: number, weekStart: number) => Math.floor((n + 3 - weekStart) / 7);
/** The first day of a week so numbered. */
const firstDayOfWeek = (week: number, weekStart: number) => week * 7 - 3 + weekStart;
const monthIndexOfDay = (n: number) => {
  const { year, month } = civilFromDays(n);
  return year * 12 + (month - 1);
};
const yearOfMonthIndex = (index: number) => Math.floor(index / 12);
const monthOfMonthIndex = (index: number) => mod(index, 12) + 1;

/**
 * A BYMONTHDAY value's day in a month: past the month's end falls back to its last day (as RFC 5545 has it, with
 * `strict`, the month has no such day); -1 is the last day.
 */
function monthDayIn(year: number, month: number, value: number, strict = false): number | null {
  const length = daysInMonth(year, month);
  if (value > 0) return value <= length || !strict ? Math.min(value, length) : null;
  return -value <= length ? length + 1 + value : null;
}

function byDayDaysIn(year: number, month: number, byDay: readonly ByDay[]): number[] {
  const length = daysInMonth(year, month);
  const firstWeekday = weekdayOfDay(daysFromCivil(year, month, 1));
  const days: number[] = [];
  for (const { weekday, ordinal } of byDay) {
    const first = 1 + mod(WEEKDAYS.indexOf(weekday) - firstWeekday, 7);
    const count = Math.floor((length - first) / 7) + 1;
    if (ordinal === undefined) for (let i = 0; i < count; i++) days.push(first + 7 * i);
    else {
      const index = ordinal > 0 ? ordinal - 1 : count + ordinal;
      if (index >= 0 && index < count) days.push(first + 7 * index);
    }
  }
  return days;
}

const ascendingUnique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

/** The days of one month a monthly (or yearly) rule names; the anchor's day when it names none. */
function daysOfMonth(s: Series, year: number, month: number): number[] {
  const { rule, anchorDay, strict } = s;
  const byMonthDay = rule.byMonthDay
    ?.map((v) => monthDayIn(year, month, v, strict))
    .filter((d): d is number => d !== null);
  const byDay = rule.byDay ? byDayDaysIn(year, month, rule.byDay) : undefined;
  if (byMonthDay && byDay) return ascendingUnique(byMonthDay.filter((d) => byDay.includes(d)));
  const anchored = monthDayIn(year, month, anchorDay, strict);
  return ascendingUnique(byMonthDay ?? byDay ?? (anchored === null ? [] : [anchored]));
}

/** BYSETPOS: of a period's dates (ascending), those at its positions (1 the first, -1 the last), ascending. */
function atPositions(dates: number[], positions: readonly number[]): number[] {
  const picked = positions
    .map((p) => dates[p > 0 ? p - 1 : dates.length + p])
    .filter((n): n is number => n !== undefined);
  return ascendingUnique(picked);
}

const inMonths = (rule: Rrule, month: number) => !rule.byMonth || rule.byMonth.includes(month);

interface Series {
  rule: Rrule;
  anchor: number;
  anchorDay: number;
  anchorMonth: number;
  anchorWeekday: number;
  /** WKST: the weekday weeks start on (Monday 0 ... Sunday 6). */
  weekStart: number;
  /** The anchor's period (day, week, month or year number), from which INTERVAL counts. */
  anchorPeriod: number;
  /** RFC 5545's month days: a day past a month's end names nothing there (no fallback to its last day). */
  strict: boolean;
}

/** How the dates are read: ours (a month day past the month's end falls back to its last day), or RFC 5545's. */
export type MonthEnd = 'fallback' | 'rfc';

function seriesOf(rule: Rrule, anchorDate: string, monthEnd: MonthEnd = 'fallback'): Series {
  // An UNTIL instant ends a series where the reminder's zone puts it: occurrences.ts's untilAsLastDate says which date.
  if (rule.untilTime) throw new Error(`UNTIL with a time reaches the dates unread: ${rule.until}T${rule.untilTime}`);
  const anchor = dayNumber(anchorDate);
  const { year, month, day } = parseLocalDate(anchorDate);
  const weekStart = WEEKDAYS.indexOf(rule.wkst ?? 'MO');
  const anchorPeriod = {
    DAILY: anchor,
    WEEKLY: weekIndexOf(anchor, weekStart),
    MONTHLY: year * 12 + (month - 1),
    YEARLY: year,
  }[rule.freq];
  return {
    rule,
    anchor,
    anchorDay: day,
    anchorMonth: month,
    anchorWeekday: weekdayOfDay(anchor),
    weekStart,
    anchorPeriod,
    strict: monthEnd === 'rfc',
  };
}

const periodOfDay = (s: Series, n: number): number => {
  switch (s.rule.freq) {
    case 'DAILY':
      return n;
    case 'WEEKLY':
      return weekIndexOf(n, s.weekStart);
    case 'MONTHLY':
      return monthIndexOfDay(n);
    case 'YEARLY':
      return civilFromDays(n).year;
  }
};

/** The first period at or after `period` that INTERVAL counts (from the anchor's). */
const inPhase = (s: Series, period: number) => period + mod(s.anchorPeriod - period, s.rule.interval);

/** A daily rule's dates in one month (day numbers, ascending): the days INTERVAL counts that pass its limits. */
function dailyDatesInMonth(s: Series, monthIndex: number): number[] {
  const { rule } = s;
  const year = yearOfMonthIndex(monthIndex);
  const month = monthOfMonthIndex(monthIndex);
  const first = daysFromCivil(year, month, 1);
  const inPhaseDay = (n: number) => mod(n - s.anchor, rule.interval) === 0;
  let days: number[];
  if (rule.byMonthDay) {
    const weekdays = rule.byDay?.map((d) => WEEKDAYS.indexOf(d.weekday));
    days = ascendingUnique(
      rule.byMonthDay.map((v) => monthDayIn(year, month, v, s.strict)).filter((d): d is number => d !== null),
    )
      .map((d) => first + d - 1)
      .filter((n) => !weekdays || weekdays.includes(weekdayOfDay(n)));
  } else if (rule.byDay) days = ascendingUnique(byDayDaysIn(year, month, rule.byDay)).map((d) => first + d - 1);
  else {
    const end = first + daysInMonth(year, month);
    days = [];
    for (let n = first + mod(s.anchor - first, rule.interval); n < end; n += rule.interval) days.push(n);
    return days;
  }
  return rule.interval === 1 ? days : days.filter(inPhaseDay);
}

/**
 * Every date (day number, ascending) the rule names in one period, BYSETPOS applied, before the anchor, COUNT and
 * UNTIL apply. A daily rule's period is a month here (its INTERVAL is applied to the days within it; BYSETPOS is
 * refused in daily rules).
 */
function datesInPeriod(s: Series, period: number): number[] {
  const dates = periodSet(s, period);
  return s.rule.bySetPos && dates.length ? atPositions(dates, s.rule.bySetPos) : dates;
}

function periodSet(s: Series, period: number): number[] {
  const { rule } = s;
  switch (rule.freq) {
    case 'DAILY':
      return inMonths(rule, monthOfMonthIndex(period)) ? dailyDatesInMonth(s, period) : [];
    case 'WEEKLY': {
      const start = firstDayOfWeek(period, s.weekStart);
      const weekdays = rule.byDay ? rule.byDay.map((d) => WEEKDAYS.indexOf(d.weekday)) : [s.anchorWeekday];
      return ascendingUnique(weekdays.map((w) => start + mod(w - s.weekStart, 7))).filter((n) =>
        inMonths(rule, civilFromDays(n).month),
      );
    }
    case 'MONTHLY': {
      const year = yearOfMonthIndex(period);
      const month = monthOfMonthIndex(period);
      if (!inMonths(rule, month)) return [];
      const first = daysFromCivil(year, month, 1);
      return daysOfMonth(s, year, month).map((d) => first + d - 1);
    }
    case 'YEARLY': {
      const months = rule.byMonth ?? [s.anchorMonth];
      return months.flatMap((month) => {
        const first = daysFromCivil(period, month, 1);
        return daysOfMonth(s, period, month).map((d) => first + d - 1);
      });
    }
  }
}

/** The period to look at after `period` (a whole INTERVAL on, or, for weeks outside BYMONTH, the next month it names). */
function nextPeriod(s: Series, period: number): number {
  const { rule } = s;
  if (rule.freq === 'DAILY') {
    // INTERVAL counts days: a long one jumps to the month of the next day it counts, then BYMONTH to a month it names.
    let next = period + 1;
    if (rule.interval > 28) {
      const first = daysFromCivil(yearOfMonthIndex(next), monthOfMonthIndex(next), 1);
      next = monthIndexOfDay(first + mod(s.anchor - first, rule.interval));
    }
    for (let ahead = 0; ahead < 12 && !inMonths(rule, monthOfMonthIndex(next)); ahead++) next++;
    return next;
  }
  if (rule.freq !== 'WEEKLY' || !rule.byMonth) return period + rule.interval;
  const lastDay = firstDayOfWeek(period, s.weekStart) + 6;
  const { year, month } = civilFromDays(lastDay + 1);
  for (let ahead = 0; ahead < 12; ahead++) {
    const index = year * 12 + (month - 1) + ahead;
    if (!inMonths(rule, monthOfMonthIndex(index))) continue;
    const start = daysFromCivil(yearOfMonthIndex(index), monthOfMonthIndex(index), 1);
    // The week holding that month's first day may still hold days of an earlier month: start from that week.
    return inPhase(s, Math.max(period + 1, weekIndexOf(start, s.weekStart)));
  }
  return period + rule.interval;
}

/**
 * The rule's dates from day `start` on (never before the anchor), ascending, a period's at a time, ignoring COUNT
 * and UNTIL; it stops once SEARCH_YEARS (or INTERVAL, when longer) pass without a date.
 */
function* ruleDatePeriods(s: Series, start: number): Generator<number[]> {
  const from = Math.max(start, s.anchor);
  // At least one INTERVAL on, however long: "every 40 years" is a series, not one date.
  const searchPeriods = Math.max(SEARCH_PERIODS[s.rule.freq] * SEARCH_YEARS, s.rule.interval);
  const daily = s.rule.freq === 'DAILY';
  // A daily rule's search is bounded in days; the others' in their own periods.
  const boundFrom = (n: number) =>
    (daily ? n + mod(s.anchor - n, s.rule.interval) : inPhase(s, periodOfDay(s, n))) + searchPeriods;
  let bound = boundFrom(from);
  let period = daily ? monthIndexOfDay(from) : inPhase(s, periodOfDay(s, from));
  for (;;) {
    if (daily ? daysFromCivil(yearOfMonthIndex(period), monthOfMonthIndex(period), 1) > bound : period > bound) return;
    let dates = datesInPeriod(s, period);
    if (dates.length && dates[0]! < from) dates = dates.filter((n) => n >= from);
    if (dates.length) {
      // Within a month, only the first date can lie past a daily rule's bound: each date moves the bound on.
      if (daily && dates[0]! > bound) return;
      yield dates;
      bound = boundFrom(dates.at(-1)! + 1);
    }
    period = nextPeriod(s, period);
  }
}

function* ruleDates(s: Series, start: number): Generator<number> {
  for (const dates of ruleDatePeriods(s, start)) yield* dates;
}

/** The series' dates (day numbers) from `from` on, COUNT and UNTIL applied; COUNT walks from the series' start. */
function* seriesDates(rule: Rrule, anchorDate: string, from: number, monthEnd?: MonthEnd): Generator<number> {
  const s = seriesOf(rule, anchorDate, monthEnd);
  const until = rule.until ? dayNumber(rule.until) : Infinity;
  let index = 0;
  for (const n of ruleDates(s, rule.count === undefined ? from : s.anchor)) {
    if (n > until || (rule.count !== undefined && index >= rule.count)) return;
    index++;
    if (n >= from) yield n;
  }
}

/**
 * The series' first date on or after `date` (the first date of all when `date` is before it); null once the
 * series has ended (COUNT or UNTIL) or when the rule names no date at all.
 */
export function rruleDateOnOrAfter(rule: Rrule, anchorDate: string, date: string): string | null {
  const first = seriesDates(rule, anchorDate, dayNumber(date)).next();
  return first.done ? null : dateOfDayNumber(first.value);
}

/**
 * The series' dates on or after `date`, ascending, until COUNT or UNTIL ends it (one walk, however many are read).
 * `monthEnd: 'rfc'` reads the rule as RFC 5545 does (what a calendar shows of it), without our month-end fallback.
 */
export function* rruleDatesFrom(rule: Rrule, anchorDate: string, date: string, monthEnd?: MonthEnd): Generator<string> {
  for (const n of seriesDates(rule, anchorDate, dayNumber(date), monthEnd)) yield dateOfDayNumber(n);
}

/** How many of the series' dates fall before `date` (at most COUNT): what a series restarted at `date` leaves out. */
export function rruleCountBefore(rule: Rrule, anchorDate: string, date: string): number {
  const before = dayNumber(date);
  let count = 0;
  for (const n of seriesDates(rule, anchorDate, -Infinity)) {
    if (n >= before) break;
    count++;
  }
  return count;
}

/**
 * Whether the rule names `date` from its anchor on, COUNT aside (UNTIL applies): one period looked at, never a
 * search, however sparse the rule.
 */
export function rruleNamesDate(rule: Rrule, anchorDate: string, date: string): boolean {
  const s = seriesOf(rule, anchorDate);
  const n = dayNumber(date);
  if (n < s.anchor || (rule.until !== undefined && date > rule.until)) return false;
  const { year, month, day } = civilFromDays(n);
  if (!inMonths(rule, month)) return false;
  if (rule.freq === 'DAILY') {
    return (
      mod(n - s.anchor, rule.interval) === 0 &&
      (!rule.byMonthDay || rule.byMonthDay.some((v) => monthDayIn(year, month, v) === day)) &&
      (!rule.byDay || rule.byDay.some((d) => WEEKDAYS.indexOf(d.weekday) === weekdayOfDay(n)))
    );
  }
  const period = periodOfDay(s, n);
  if (inPhase(s, period) !== period) return false;
  // BYSETPOS picks among the whole period's dates: that one period is read.
  if (rule.bySetPos) return datesInPeriod(s, period).includes(n);
  switch (rule.freq) {
    case 'WEEKLY':
      return rule.byDay
        ? rule.byDay.some((d) => WEEKDAYS.indexOf(d.weekday) === weekdayOfDay(n))
        : weekdayOfDay(n) === s.anchorWeekday;
    case 'MONTHLY':
      return daysOfMonth(s, year, month).includes(day);
    case 'YEARLY':
      return (rule.byMonth ?? [s.anchorMonth]).includes(month) && daysOfMonth(s, year, month).includes(day);
  }
}

/**
 * The last date of a COUNT series when it ends on or before `through`; null when it has no COUNT or runs on past
 * `through`. Walked from the series' start (numbers, no dates written), never past `through` or COUNT.
 */
export function rruleCountEndBy(rule: Rrule, anchorDate: string, through: string): string | null {
  if (rule.count === undefined) return null;
  const limit = dayNumber(through);
  let counted = 0;
  let last: number | null = null;
  // COUNT and UNTIL never come together (parseRrule refuses it).
  for (const dates of ruleDatePeriods(seriesOf(rule, anchorDate), -Infinity)) {
    last = counted + dates.length >= rule.count ? dates[rule.count - counted - 1]! : dates.at(-1)!;
    if (last > limit) return null;
    counted += dates.length;
    if (counted >= rule.count) break;
  }
  // Ended by COUNT, or by a gap longer than the search (then its last date is the last found).
  return last === null ? null : dateOfDayNumber(last);
}

/** The first day of a period (a daily rule's period is a month here). */
function periodStartDay(s: Series, period: number): number {
  switch (s.rule.freq) {
    case 'DAILY':
    case 'MONTHLY':
      return daysFromCivil(yearOfMonthIndex(period), monthOfMonthIndex(period), 1);
    case 'WEEKLY':
      return firstDayOfWeek(period, s.weekStart);
    case 'YEARLY':
      return daysFromCivil(period, 1, 1);
  }
}

/**
 * Where reading the rule as RFC 5545 does (a month day past a month's end names nothing there) and as we do (it
 * falls back to the month's last day) part, from `from` through `through` (from the anchor on, COUNT and UNTIL
 * aside): the dates only we name and those only RFC 5545 names (BYSETPOS may then pick another). One walk of the
 * periods in between: callers keep that span short.
 */
export function monthEndDifferences(
  rule: Rrule,
  anchorDate: string,
  from: string,
  through: string,
): { ours: string[]; rfc: string[] } {
  const ours = seriesOf(rule, anchorDate);
  const rfc = seriesOf(rule, anchorDate, 'rfc');
  const start = Math.max(dayNumber(from), ours.anchor);
  const end = dayNumber(through);
  const found = { ours: [] as string[], rfc: [] as string[] };
  const within = (n: number) => n >= start && n <= end;
  let period = rule.freq === 'DAILY' ? monthIndexOfDay(start) : inPhase(ours, periodOfDay(ours, start));
  while (periodStartDay(ours, period) <= end) {
    const mine = datesInPeriod(ours, period).filter(within);
    const theirs = datesInPeriod(rfc, period).filter(within);
    for (const n of mine) if (!theirs.includes(n)) found.ours.push(dateOfDayNumber(n));
    for (const n of theirs) if (!mine.includes(n)) found.rfc.push(dateOfDayNumber(n));
    period = nextPeriod(ours, period);
  }
  return found;
}

/**
 * The period (of the rule's FREQ) holding `date`: every date the rule names in it before BYSETPOS picks, and those
 * it picks (ascending, the anchor, COUNT and UNTIL aside).
 */
export function periodDatesOf(rule: Rrule, anchorDate: string, date: string): { named: string[]; picked: string[] } {
  const s = seriesOf(rule, anchorDate);
  const period = rule.freq === 'DAILY' ? monthIndexOfDay(dayNumber(date)) : periodOfDay(s, dayNumber(date));
  return { named: periodSet(s, period).map(dateOfDayNumber), picked: datesInPeriod(s, period).map(dateOfDayNumber) };
}

/** The series' first date: null when the rule, from this anchor, never names a date (a contradictory rule). */
export const rruleFirstDate = (rule: Rrule, anchorDate: string): string | null =>
  rruleDateOnOrAfter(rule, anchorDate, anchorDate);

/** The date INTERVAL x FREQ after `date` (a month or year later keeps the day, or the month's last day). */
export function dateAfterInterval(rule: Pick<Rrule, 'freq' | 'interval'>, date: string): string {
  const { year, month, day } = parseLocalDate(date);
  switch (rule.freq) {
    case 'DAILY':
      return dateOfDayNumber(dayNumber(date) + rule.interval);
    case 'WEEKLY':
      return dateOfDayNumber(dayNumber(date) + 7 * rule.interval);
    case 'MONTHLY':
    case 'YEARLY': {
      const index = year * 12 + (month - 1) + (rule.freq === 'MONTHLY' ? rule.interval : 12 * rule.interval);
      const y = Math.floor(index / 12);
      const m = (index % 12) + 1;
      return formatIsoDate(y, m, Math.min(day, daysInMonth(y, m)));
    }
  }
}
