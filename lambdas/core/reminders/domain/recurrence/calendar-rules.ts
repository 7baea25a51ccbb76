import { formatRrule, WEEKDAYS, weekdayIndexOf, type Rrule } from '#shared/recurrence/rrule';
import { parseLocalDate, wallTimeInstants, wallTimeToInstant } from '../../../kernel/wall-time';
import { addDays, type RecurrenceRule, type Repeat } from './occurrences';
import { monthEndDifferences, periodDatesOf, rruleCountBefore, rruleCountEndBy, rruleFirstDate } from './series-dates';

/**
 * A series as calendars read it (RFC 5545), saying exactly the dates the texts go on. Our rules differ from the RFC
 * in two ways, both written out here: what a rule leaves to its start (the weekday, the day of the month, a yearly
 * rule's month) is named in the rule, so any later DTSTART keeps it; and a month day past a month's end, which the
 * RFC skips and we move to the month's last day, is said in the RFC's own terms when it can be (the 31st is
 * BYMONTHDAY=-1; the 30th alone is the last of 28..30, BYSETPOS=-1), else date by date (RDATE for the dates only we
 * name, EXDATE for the ones only the RFC names), which a series can only be told when it ends: such a rule is
 * refused when it does not (calendarRuleIssue).
 */

/** Every month has these days: a month day up to here needs no fallback. */
const DAYS_EVERY_MONTH_HAS = 28;
/** The month lengths a month can have (February's two). */
const LENGTHS_OF_MONTH = (month: number) => (month === 2 ? [28, 29] : [4, 6, 9, 11].includes(month) ? [30] : [31]);
/** Month days we may write in place of ours: the high days and the last few counted from the end. */
const SUBSTITUTES = [29, 30, 31, -1, -2, -3];
/**
 * A rule whose fallback can only be said date by date is accepted when it ends within this many years of its first
 * date, with at most MAX_LISTED_DATES such dates: the feed lists them on every request.
 */
export const LISTED_SPAN_YEARS = 10;
export const MAX_LISTED_DATES = 100;
/** An UNTIL on a day whose wall time DST skips or repeats: calendars place that occurrence up to this late (RFC 5545 moves a skipped time by the gap). */
const UNTIL_DST_MARGIN_MS = 3 * 3_600_000;

/** A series as a calendar is told it: its RRULE, and the dates the RRULE alone would get wrong. */
export interface CalendarSeries {
  /** DTSTART's date: the series' first shown date, or the first of its week when that is needed (see firstWeekRead). */
  dtstart: string;
  /** The RRULE value (no `RRULE:` prefix), UNTIL as a UTC instant. */
  rrule: string;
  /** Dates (YYYY-MM-DD) of the series the RRULE does not name: RDATE. */
  extraDates: string[];
  /** Dates the RRULE names that are not the series': EXDATE. */
  missingDates: string[];
}

/** The rule of one of the spec's repeats, in RRULE terms, from its anchor. */
function ruleOfRepeat(repeat: Exclude<Repeat, 'once'>, anchorDate: string): Rrule {
  switch (repeat) {
    case 'daily':
      return { freq: 'DAILY', interval: 1 };
    case 'weekly':
      return { freq: 'WEEKLY', interval: 1, byDay: [{ weekday: WEEKDAYS[weekdayIndexOf(anchorDate)]! }] };
    case 'monthly':
      return { freq: 'MONTHLY', interval: 1, byMonthDay: [parseLocalDate(anchorDate).day] };
  }
}

/** The rule with what its anchor implied written out (the weekday, the day of the month, the month), so any start works. */
function withoutAnchor(rule: Rrule, anchorDate: string): Rrule {
  const { month, day } = parseLocalDate(anchorDate);
  const explicit: Rrule = { ...rule };
  if (rule.freq === 'WEEKLY' && !rule.byDay) explicit.byDay = [{ weekday: WEEKDAYS[weekdayIndexOf(anchorDate)]! }];
  if (rule.freq === 'YEARLY' && !rule.byMonth) explicit.byMonth = [month];
  if ((rule.freq === 'MONTHLY' || rule.freq === 'YEARLY') && !rule.byDay && !rule.byMonthDay)
    explicit.byMonthDay = [day];
  return explicit;
}

/**
 * A rule restarted on `start`, one of its own dates: the same dates from there on, with what the anchor implied
 * written out and COUNT less the dates left behind (what a calendar needs when a feed shows a long series from a
 * later date). UNTIL, when set, is the rule's last local date.
 */
export function restartedRule(rule: Rrule, anchorDate: string, start: string): Rrule {
  const restarted = withoutAnchor(rule, anchorDate);
  if (rule.count !== undefined && start !== rruleFirstDate(rule, anchorDate))
    restarted.count = rule.count - rruleCountBefore(rule, anchorDate, start);
  return restarted;
}

/** The month lengths the rule's months can have. */
function lengthsOf(rule: Rrule): number[] {
  return [...new Set((rule.byMonth ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]).flatMap(LENGTHS_OF_MONTH))];
}

/** A month's days (of a month so long) that BYMONTHDAY values name: ours (past the end: the last day) or the RFC's. */
function monthDays(values: readonly number[], length: number, fallback: boolean): string {
  const days = values.flatMap((v) =>
    v > 0 ? (v <= length ? [v] : fallback ? [length] : []) : -v <= length ? [length + 1 + v] : [],
  );
  return [...new Set(days)].sort((a, b) => a - b).join(',');
}

/** BYSETPOS picked from the RFC's set of those days. */
function pickedDays(values: readonly number[], positions: readonly number[], length: number): string {
  const days = monthDays(values, length, false).split(',').filter(Boolean).map(Number);
  const picked = positions
    .map((p) => days[p > 0 ? p - 1 : days.length + p])
    .filter((d): d is number => d !== undefined);
  return [...new Set(picked)].sort((a, b) => a - b).join(',');
}

/** Whether BYMONTHDAY names the same days read as the RFC reads it as ours does, in every month the rule has. */
const sameEveryMonth = (ours: readonly number[], rfc: readonly number[], lengths: readonly number[]) =>
  lengths.every((length) => monthDays(ours, length, true) === monthDays(rfc, length, false));

/** Subsets of SUBSTITUTES, fewest values first (then in the list's order): the simplest that works is written. */
const SUBSTITUTE_SETS: number[][] = Array.from({ length: 1 << SUBSTITUTES.length }, (_, mask) =>
  SUBSTITUTES.filter((_, i) => mask & (1 << i)),
).sort((a, b) => a.length - b.length);

/**
 * BYMONTHDAY in the RFC's terms naming, in every month, the days ours names (the 31st and the 30th together are
 * BYMONTHDAY=30,-1); null when no such list exists (the 30th alone is the 30th in March and the 28th in February).
 */
function rfcMonthDays(values: readonly number[], lengths: readonly number[]): number[] | null {
  const kept = values.filter((v) => v < 0 || v <= DAYS_EVERY_MONTH_HAS);
  for (const extra of SUBSTITUTE_SETS) {
    const candidate = [...new Set([...kept, ...extra])].sort((a, b) => a - b);
    if (sameEveryMonth(values, candidate, lengths)) return candidate;
  }
  return null;
}

/**
 * A period that is one month (a monthly rule, or a daily or yearly one every 1 that names no weekday, which are
 * the same monthly rule): there BYSETPOS can say "the 30th, or the last day when the month is shorter", as the last
 * of 28..30.
 */
function asMonthlyRule(rule: Rrule): Rrule | null {
  if (rule.byDay || rule.bySetPos) return null;
  if (rule.freq === 'MONTHLY') return rule;
  if (rule.interval !== 1) return rule.freq === 'YEARLY' && rule.byMonth?.length === 1 ? rule : null;
  return rule.freq === 'DAILY' || rule.freq === 'YEARLY' ? { ...rule, freq: 'MONTHLY' } : null;
}

/** The days below the 28th as they are, the one high day as the last of 28..it: BYMONTHDAY and BYSETPOS. */
function setPositionForm(rule: Rrule, lengths: readonly number[]): Rrule | null {
  const monthly = asMonthlyRule(rule);
  const values = rule.byMonthDay!;
  if (!monthly || values.some((v) => v < 0)) return null;
  const low = values.filter((v) => v <= DAYS_EVERY_MONTH_HAS);
  const high = values.filter((v) => v > DAYS_EVERY_MONTH_HAS);
  if (high.length !== 1) return null;
  const between = Array.from({ length: high[0]! - DAYS_EVERY_MONTH_HAS + 1 }, (_, i) => DAYS_EVERY_MONTH_HAS + i);
  const days = [...new Set([...low, ...between])].sort((a, b) => a - b);
  const positions = [...low.map((_, i) => i + 1), -1].sort((a, b) => a - b);
  if (!lengths.every((length) => monthDays(values, length, true) === pickedDays(days, positions, length))) return null;
  return { ...monthly, byMonthDay: days, bySetPos: positions };
}

/**
 * The rule in RFC 5545's terms naming exactly our dates, month-end fallback included; null when the fallback can
 * only be said date by date.
 */
function exactRfcRule(rule: Rrule): Rrule | null {
  if (!rule.byMonthDay) return rule;
  const lengths = lengthsOf(rule);
  if (sameEveryMonth(rule.byMonthDay, rule.byMonthDay, lengths)) return rule;
  const days = rfcMonthDays(rule.byMonthDay, lengths);
  if (days) return { ...rule, byMonthDay: days };
  return setPositionForm(rule, lengths);
}

const compactUtc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

/**
 * UNTIL as calendars need it when DTSTART has a zone (RFC 5545: a UTC instant): the instant of the last date's wall
 * time, a little later when DST skips or repeats that wall time (a calendar may place it up to an hour later
 * than we do), always before the next date's.
 */
function untilInstant(lastDate: string, wallTime: string, zone: string): string {
  const at = wallTimeToInstant(lastDate, wallTime, zone).getTime();
  const shifted = wallTimeInstants(lastDate, wallTime, zone).length === 1 ? 0 : UNTIL_DST_MARGIN_MS;
  return compactUtc(new Date(at + shifted));
}

/** The RRULE text of a rule whose UNTIL is a local last date, in the zone's UTC instant. */
function rruleText(rule: Rrule, wallTime: string, zone: string): string {
  const { until, ...rest } = rule;
  const text = formatRrule(rest);
  return until ? `${text};UNTIL=${untilInstant(until, wallTime, zone)}` : text;
}

/**
 * The last date of a series that ends (COUNT or UNTIL) by `through`: null when it runs on past it. COUNT is walked
 * from the start, never past `through`.
 */
function lastDateBy(rule: Rrule, anchorDate: string, through: string): string | null {
  if (rule.until) return rule.until <= through ? rule.until : null;
  return rule.count === undefined ? null : rruleCountEndBy(rule, anchorDate, through);
}

/**
 * The rule in the terms calendars read most alike, naming the same dates: a weekly BYSETPOS without BYMONTH always
 * picks the same weekdays (its week's set never changes), so it is those weekdays.
 */
function plainestForm(rule: Rrule): Rrule {
  if (rule.freq === 'WEEKLY' && rule.bySetPos && !rule.byMonth) {
    const weekStart = WEEKDAYS.indexOf(rule.wkst ?? 'MO');
    const days = rule
      .byDay!.map((d) => d.weekday)
      .sort((a, b) => ((WEEKDAYS.indexOf(a) - weekStart + 7) % 7) - ((WEEKDAYS.indexOf(b) - weekStart + 7) % 7));
    const picked = new Set(
      rule.bySetPos.map((p) => days[p > 0 ? p - 1 : days.length + p]).filter((d) => d !== undefined),
    );
    const { bySetPos: _p, ...rest } = rule;
    return { ...rest, byDay: WEEKDAYS.filter((d) => picked.has(d)).map((weekday) => ({ weekday })) };
  }
  return rule;
}

/**
 * A weekly BYSETPOS in BYMONTH's months picks among its week's dates, days before DTSTART included (RFC 5545, and
 * our reading); python-dateutil counts the first week from DTSTART on. When the two would pick differently, DTSTART
 * moves to the first date of that week's set, and what is not the series' in between is excluded (COUNT becomes
 * UNTIL: a DTSTART the rule does not pick counts as an instance in some calendars).
 */
function firstWeekRead(rule: Rrule, start: string): { dtstart: string; excluded: string[] } | null {
  if (rule.freq !== 'WEEKLY' || !rule.bySetPos) return null;
  const { named, picked } = periodDatesOf(rule, start, start);
  const fromStart = named.filter((date) => date >= start);
  const positions = rule.bySetPos
    .map((p) => fromStart[p > 0 ? p - 1 : fromStart.length + p])
    .filter((d): d is string => d !== undefined);
  const ours = picked.filter((date) => date >= start);
  if (positions.length === ours.length && [...new Set(positions)].sort().every((date, i) => date === ours[i]))
    return null;
  const dtstart = named[0]!;
  return { dtstart, excluded: [...new Set([dtstart, ...picked])].filter((date) => date < start).sort() };
}

const yearsAfter = (date: string, years: number) =>
  `${String(Number(date.slice(0, 4)) + years).padStart(4, '0')}${date.slice(4)}`;

/**
 * The series of a repeating reminder as a calendar is told it, shown from `start` (one of its dates): the RRULE in
 * the RFC's terms, and the dates it alone would get wrong. Those are listed through the series' end; for a rule
 * stored before such rules were refused, which runs on, through `through` (the feed's last year).
 */
export function calendarSeriesOf(
  recurrence: RecurrenceRule,
  zone: string,
  start: string,
  through: string,
): CalendarSeries {
  const { anchorDate, wallTime } = recurrence;
  const rule =
    recurrence.repeat === 'custom'
      ? recurrence.rrule!
      : ruleOfRepeat(recurrence.repeat as Exclude<Repeat, 'once'>, anchorDate);
  const restarted = plainestForm(restartedRule(rule, anchorDate, start));
  const exact = exactRfcRule(restarted);
  if (exact) {
    const moved = firstWeekRead(exact, start);
    if (!moved) return { dtstart: start, rrule: rruleText(exact, wallTime, zone), extraDates: [], missingDates: [] };
    const last = rule.until ?? (rule.count === undefined ? null : rruleCountEndBy(rule, anchorDate, '9999-12-31'));
    const { count: _count, until: _until, ...open } = exact;
    return {
      dtstart: moved.dtstart,
      rrule: rruleText(last ? { ...open, until: last } : open, wallTime, zone),
      extraDates: [],
      missingDates: moved.excluded,
    };
  }
  // Said date by date: the rule ends at our last date (UNTIL, not COUNT: COUNT would count the RFC's dates); one
  // stored before such rules were refused may run on past `through`, and is listed only that far.
  const last = lastDateBy(rule, anchorDate, through);
  const { count: _count, until: _until, ...open } = restarted;
  const listedThrough = last ?? through;
  const differences = monthEndDifferences(open, start, start, listedThrough);
  return {
    dtstart: start,
    rrule: rruleText(last ? { ...open, until: last } : open, wallTime, zone),
    extraDates: differences.ours,
    missingDates: differences.rfc,
  };
}

/**
 * Why a calendar cannot be told a rule exactly, naming the part, or null when it can: a month day past a short
 * month's end that only a list of dates can say (RDATE) in a series that never ends, or ends too far out, or needs
 * too many of them.
 */
export function calendarRuleIssue(rule: Rrule, anchorDate: string): string | null {
  const first = rruleFirstDate(rule, anchorDate);
  if (first === null || exactRfcRule(withoutAnchor(rule, anchorDate))) return null;
  const days = rule.byMonthDay
    ? `BYMONTHDAY=${rule.byMonthDay.join(',')}`
    : `the start's day (${parseLocalDate(anchorDate).day})`;
  const why = `${days} falls back to a shorter month's last day in a way calendars can only be told date by date`;
  if (rule.count === undefined && !rule.until)
    return `${why}: end the series with COUNT or UNTIL within ${LISTED_SPAN_YEARS} years, or use days every month has (1-28, or -1 for the last day)`;
  const last = lastDateBy(rule, anchorDate, yearsAfter(first, LISTED_SPAN_YEARS));
  if (last === null)
    return `${why}: end it within ${LISTED_SPAN_YEARS} years of its first date (${first}), or use days every month has (1-28, or -1 for the last day)`;
  const { count: _count, until: _until, ...open } = withoutAnchor(rule, anchorDate);
  const differences = monthEndDifferences(open, anchorDate, first, last);
  const listed = differences.ours.length + differences.rfc.length;
  if (listed > MAX_LISTED_DATES)
    return `${why}, and this series has ${listed} such dates (at most ${MAX_LISTED_DATES}): end it sooner, or use days every month has (1-28, or -1 for the last day)`;
  return null;
}

/** The RRULE value (no prefix) of one of the spec's repeats from its anchor, as calendarSeriesOf writes it. */
export function rruleOf(repeat: Repeat, anchorDate: string): string | undefined {
  if (repeat === 'once') return undefined;
  return formatRrule(exactRfcRule(ruleOfRepeat(repeat, anchorDate))!);
}

/** Month days every month has, from either end: a shifted BYMONTHDAY must stay among them. */
const isEveryMonthDay = (v: number) => (v >= 1 && v <= DAYS_EVERY_MONTH_HAS) || (v <= -1 && v >= -DAYS_EVERY_MONTH_HAS);
const previousMonth = (month: number) => (month === 1 ? 12 : month - 1);

/**
 * The rule naming each of `rule`'s dates `days` earlier, when RFC 5545 can say that exactly; null when it cannot.
 * DAILY without BY parts is the same rule. WEEKLY with plain weekdays moves each weekday back, and its week start
 * with them (so INTERVAL's weeks are the same weeks, moved). MONTHLY and YEARLY with month days every month has move
 * each day back, into the previous month from its end when it crosses (the 1st, 3 days back, is BYMONTHDAY=-3: the
 * last day but two) and BYMONTH with it; a list whose days land in two months is exact only every month. A weekday
 * in a month (2TU: the Tuesday before it is not a position), a month-end fallback, BYSETPOS and an UNTIL with a
 * time are null: the feed lists those dates instead.
 */
export function shiftedEarlier(rule: Rrule, days: number): Rrule | null {
  if (rule.bySetPos || rule.untilTime) return null;
  const until = rule.until ? { until: addDays(rule.until, -days) } : {};
  const base: Rrule = {
    freq: rule.freq,
    interval: rule.interval,
    ...(rule.count ? { count: rule.count } : {}),
    ...until,
  };
  if (rule.freq === 'DAILY') return rule.byDay || rule.byMonthDay || rule.byMonth ? null : base;
  if (rule.freq === 'WEEKLY') {
    if (rule.byMonth || rule.byMonthDay || !rule.byDay || rule.byDay.some((d) => d.ordinal !== undefined)) return null;
    const back = (weekday: (typeof WEEKDAYS)[number]) => WEEKDAYS[(((WEEKDAYS.indexOf(weekday) - days) % 7) + 7) % 7]!;
    const wkst = back(rule.wkst ?? 'MO');
    return {
      ...base,
      byDay: rule.byDay.map((d) => ({ weekday: back(d.weekday) })),
      ...(rule.interval > 1 && wkst !== 'MO' ? { wkst } : {}),
    };
  }
  if (rule.byDay || !rule.byMonthDay || !rule.byMonthDay.every(isEveryMonthDay)) return null;
  if (rule.freq === 'YEARLY' && !rule.byMonth) return null;
  const moved = rule.byMonthDay.map((v) =>
    v > 0 && v - days < 1 ? { day: v - days - 1, crossed: true } : { day: v - days, crossed: false },
  );
  if (!moved.every((m) => isEveryMonthDay(m.day))) return null;
  const crossed = moved.filter((m) => m.crossed).length;
  const mixed = crossed > 0 && crossed < moved.length;
  if (mixed && (rule.freq !== 'MONTHLY' || rule.interval !== 1 || rule.byMonth)) return null;
  const byMonth = rule.byMonth && (crossed ? rule.byMonth.map(previousMonth) : rule.byMonth);
  // Every year in those months is every month in them: the form calendars read alike (ical.js 2.2.1 counts a
  // yearly rule's days from the end by DTSTART's month).
  const freq = rule.freq === 'YEARLY' && rule.interval === 1 && moved.some((m) => m.day < 0) ? 'MONTHLY' : rule.freq;
  return {
    ...base,
    freq,
    byMonthDay: [...new Set(moved.map((m) => m.day))].sort((a, b) => a - b),
    ...(byMonth ? { byMonth: [...new Set(byMonth)].sort((a, b) => a - b) } : {}),
  };
}

/**
 * A deadline window's series as a calendar is told it (issue 36: a multi-day event from each window's first day to
 * its deadline): the series of calendarSeriesOf moved `windowDays` earlier, DTSTART on the first window's first day,
 * when RFC 5545 can say that exactly (shiftedEarlier; the event's DURATION then reaches each deadline). Null when it
 * cannot, or when the deadlines' own rule already needs a list or a moved DTSTART: the feed lists each window then.
 */
export function windowCalendarSeriesOf(
  recurrence: RecurrenceRule,
  zone: string,
  start: string,
  windowDays: number,
): CalendarSeries | null {
  const { anchorDate, wallTime } = recurrence;
  const rule =
    recurrence.repeat === 'custom'
      ? recurrence.rrule!
      : ruleOfRepeat(recurrence.repeat as Exclude<Repeat, 'once'>, anchorDate);
  const exact = exactRfcRule(plainestForm(restartedRule(rule, anchorDate, start)));
  if (!exact || firstWeekRead(exact, start)) return null;
  const shifted = shiftedEarlier(exact, windowDays);
  if (!shifted) return null;
  return {
    dtstart: addDays(start, -windowDays),
    rrule: rruleText(shifted, wallTime, zone),
    extraDates: [],
    missingDates: [],
  };
}
