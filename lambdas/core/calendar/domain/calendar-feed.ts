import { parseWallTime, wallTimeInstants, wallTimeToInstant } from '../../kernel/wall-time';
import { fail } from '../../kernel/errors';
import type { ReminderStatus } from '#shared/vocabulary';
import {
  addDays,
  calendarSeriesOf,
  occurrenceDateOnOrAfter,
  occurrenceDatesFrom,
  type RecurrenceRule,
  recurrenceRuleOf,
  rruleCountEndBy,
  rruleNamesDate,
  type RepeatKind,
  windowCalendarSeriesOf,
} from '../../reminders/domain/recurrence';
import { contentLines, escapeText } from './ical-text';
import { describeZone, RULE_CHECK_YEARS, zoneTransitions, type ZoneTransition } from './vtimezone';

export interface FeedReminder {
  id: string;
  ref: string;
  task: string;
  repeat: RepeatKind;
  /** A custom repeat's rule. */
  recurrence?: string;
  /** Repeating from completion: the next date is unknown until it is done, so only the current one is shown. */
  repeatFrom?: 'completion';
  /** The date the user chose (YYYY-MM-DD): the series starts there. */
  anchorDate: string;
  /** 'HH:MM' every occurrence's wall time in its zone (`zone`, else the feed's). */
  wallTime: string;
  /** The zone of a reminder on a fixed clock ("3 PM New York time"); absent: the feed's (the account's) zone. */
  zone?: string;
  /** A where-I-am reminder: written in floating time (no zone), at its wall time wherever the calendar is. */
  floating?: true;
  status: ReminderStatus;
  /** The current occurrence (YYYY-MM-DD) and its instant (UTC ISO). */
  occurrenceDate: string;
  occurrenceAt: string;
  /** Occurrence dates (YYYY-MM-DD) that were closed (done or skipped), most recent last; may be empty. */
  closedDates: string[];
  /** Those of the closed dates that were done (not skipped): they stay in the calendar, marked done. */
  doneDates?: string[];
  /**
   * A deadline window's days (issue 36): each occurrence is a deadline, shown as one event from the window's first
   * day at the reminder's time to the deadline.
   */
  windowDays?: number;
  /** For someone else (a joined person): the title says who, and their own number for it is the one they reply with. */
  forPerson?: { firstName: string; ref: string };
  /** A household's chore: how it goes round, and its members' first names (the owner's own among them). */
  shared?: { mode: 'rotate' | 'anyone'; names: string[] };
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface CalendarFeedInput {
  reminders: FeedReminder[];
  timezone: string;
  calendarName: string;
}

/**
 * What a feed shows, so that its cost follows what it shows and never how long ago a series began. "Now" is the
 * latest edit among the reminders (the text must be the same for the same reminders: its hash is the ETag). A
 * series is shown from the year before that on (restarted there when it began earlier); the VTIMEZONE lists the
 * zone's changes from the year before that, then its current rules as RRULEs, which hold for every later year; the
 * occurrences whose wall time a DST change skips or repeats are pinned to our instant through this many years after
 * (calendars place those differently; past that, a series' rule and the zone's rules speak alone). A one-time event
 * before the VTIMEZONE (or after what it says exactly, in a zone without rules) is written in UTC.
 */
const SHOWN_YEARS_BEFORE = 1;
const ZONE_YEARS_BEFORE = 1;
const ZONE_YEARS_AFTER = 12;
const MINUTE_MS = 60_000;
const DONE_MARK = '✓ ';

const compactDate = (date: string) => date.replaceAll('-', '');
const floatingDateTime = (date: string, wallTime: string) => `${compactDate(date)}T${wallTime.replace(':', '')}00`;
const utcDateTime = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
const yearOf = (dateOrInstant: string) => Number(dateOrInstant.slice(0, 4));
const isoDateOf = (atMs: number) => new Date(atMs).toISOString().slice(0, 10);
const pad4 = (year: number) => String(year).padStart(4, '0');

function utcStamp(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) fail('validation_failed', `Not an instant: ${iso}`);
  return utcDateTime(at);
}

const ruleOf = (reminder: FeedReminder, zone: string): RecurrenceRule => recurrenceRuleOf(reminder, zone);
/** Shown as a single event: a one-time reminder, and one repeating from completion. */
const isSingle = (reminder: FeedReminder) => reminder.repeat === 'once' || reminder.repeatFrom === 'completion';

interface FeedWindow {
  /** The first date a series is shown from (YYYY-MM-DD). */
  shownFrom: string;
  /** The years whose DST changes get overrides (UTC years, inclusive); the VTIMEZONE starts with fromYear. */
  fromYear: number;
  toYear: number;
}

/** The feed's window, from the latest edit among the reminders; null without reminders. */
function feedWindow(reminders: readonly FeedReminder[]): FeedWindow | null {
  if (!reminders.length) return null;
  const nowYear = Math.max(...reminders.map((r) => yearOf(utcStamp(r.updatedAt))));
  const shownFromYear = nowYear - SHOWN_YEARS_BEFORE;
  return {
    shownFrom: `${pad4(shownFromYear)}-01-01`,
    fromYear: shownFromYear - ZONE_YEARS_BEFORE,
    toYear: nowYear + ZONE_YEARS_AFTER,
  };
}

/** A repeating reminder as the feed shows it: from its first date in the window, its rule restarted there. */
interface ShownSeries {
  reminder: FeedReminder;
  start: string;
  /** DTSTART's date: `start`, or the first date of its week when a weekly BYSETPOS needs it (excluded then). */
  dtstart: string;
  rrule: string;
  /** Dates of the series the RRULE cannot name (a month-end fallback said date by date): RDATE. */
  extraDates: string[];
  /** Dates the RRULE names that are not the series': EXDATE. */
  missingDates: string[];
  /** A deadline window's series told date by date: no RRULE, every date after DTSTART an RDATE. */
  listed?: true;
  /** How long each event lasts: a deadline window's days (P6D), else a quarter of an hour. */
  duration: string;
  /** Whether a date from `start` to the window's end is one of the series'. */
  isInSeries: (date: string) => boolean;
  /** A deadline window's series: its deadlines as they are (the events end there), for their DST overrides. */
  deadlines?: SeriesDates;
}

/** What dstAffectedDates asks of a series. */
type SeriesDates = Pick<ShownSeries, 'reminder' | 'start' | 'isInSeries'>;

/**
 * Membership of the series' dates in the window, a jump to the date: COUNT only says where the series ends, which
 * is found once (walked from its start, never past the window) instead of counted again for each date.
 */
function membershipOf(rule: RecurrenceRule, window: FeedWindow): (date: string) => boolean {
  const { rrule } = rule;
  if (!rrule) return (date) => occurrenceDateOnOrAfter(rule, date) === date;
  // Found on the first date the rule names (most DST-day candidates of a sparse rule are not): null runs past the window.
  let end: string | null | undefined;
  return (date) => {
    if (!rruleNamesDate(rrule, rule.anchorDate, date)) return false;
    if (end === undefined) end = rruleCountEndBy(rrule, rule.anchorDate, `${pad4(window.toYear)}-12-31`);
    return end === null || date <= end;
  };
}

function shownSeries(reminder: FeedReminder, zone: string, window: FeedWindow): ShownSeries | null {
  const rule = ruleOf(reminder, zone);
  const from = reminder.anchorDate > window.shownFrom ? reminder.anchorDate : window.shownFrom;
  const dates = occurrenceDatesFrom(rule, from);
  let start = dates.next();
  // The first real occurrence: a date whose time had already passed when the reminder was made was never texted.
  const createdMs = Date.parse(reminder.createdAt);
  while (!start.done && wallTimeToInstant(start.value, reminder.wallTime, zone).getTime() < createdMs)
    start = dates.next();
  // A series that ended before the window shows from its start, as it always did: the calendar keeps its history.
  const shownStart = start.done ? occurrenceDateOnOrAfter(rule, reminder.anchorDate) : start.value;
  if (shownStart === null) return null;
  const through = `${pad4(window.toYear)}-12-31`;
  const isInSeries = membershipOf(rule, window);
  if (reminder.windowDays)
    return windowSeries(reminder, reminder.windowDays, rule, zone, shownStart, through, isInSeries);
  const told = calendarSeriesOf(rule, zone, shownStart, through);
  return { reminder, start: shownStart, ...told, duration: EVENT_DURATION, isInSeries };
}

/**
 * A deadline window's series (issue 36): each event spans its window, from `windowDays` before a deadline at the
 * reminder's time to the deadline (DURATION in days: a wall-clock day, so the end is the deadline's wall time across
 * a DST change). A VEVENT's span starts at DTSTART, so the series is told by its windows' first days: its dates
 * moved back, with the closed deadlines' dates moved the same way (EXDATE, done overrides) and membership asked of
 * the deadline. Where RFC 5545 can move the rule exactly (windowCalendarSeriesOf) it is that RRULE; otherwise (a
 * weekday in a month: the Tuesday 3 days before the 2nd Tuesday is no position of its own) every window's first day
 * through the feed's last year is listed (DTSTART and RDATEs), as the feed lists the dates a month-end fallback
 * leaves to a list: a calendar cannot be given a rule whose dates are another rule's moved.
 */
function windowSeries(
  reminder: FeedReminder,
  days: number,
  rule: RecurrenceRule,
  zone: string,
  deadline: string,
  through: string,
  isDeadline: (date: string) => boolean,
): ShownSeries {
  const back = (date: string) => addDays(date, -days);
  const moved: FeedReminder = {
    ...reminder,
    closedDates: reminder.closedDates.map(back),
    ...(reminder.doneDates ? { doneDates: reminder.doneDates.map(back) } : {}),
  };
  const shown = { reminder: moved, start: back(deadline), duration: `P${days}D`, extraDates: [], missingDates: [] };
  const isInSeries = (date: string) => isDeadline(addDays(date, days));
  const ends = { deadlines: { reminder, start: deadline, isInSeries: isDeadline } };
  const exact = windowCalendarSeriesOf(rule, zone, deadline, days);
  if (exact) return { ...shown, ...ends, ...exact, isInSeries };
  const deadlines: string[] = [];
  for (const date of occurrenceDatesFrom(rule, deadline)) {
    if (date > through) break;
    deadlines.push(date);
  }
  // DTSTART is listed too: RFC 5545 counts it once, and ical.js reads a series without RRULE from its RDATEs alone.
  return {
    ...shown,
    ...ends,
    dtstart: back(deadline),
    rrule: '',
    listed: true,
    extraDates: deadlines.map(back),
    isInSeries,
  };
}

/**
 * A start on the zone's wall clock when that names exactly our instant, else in UTC: when DST skips the wall
 * time (we take the first minute after the jump, 02:30 -> 03:00; RFC 5545 moves it by the gap, to 03:30, and
 * ical.js back, to 01:30) or repeats it (we and RFC 5545 take the first; ical.js takes the second).
 */
function occurrenceStart(date: string, wallTime: string, zone: string, window: FeedWindow): string {
  const inZoneSpan =
    yearOf(date) > window.fromYear &&
    yearOf(date) < describeZone(zone, window.fromYear, window.toYear).exactThroughYear;
  if (inZoneSpan && wallTimeInstants(date, wallTime, zone).length === 1)
    return `DTSTART;TZID=${zone}:${floatingDateTime(date, wallTime)}`;
  return `DTSTART:${utcDateTime(wallTimeToInstant(date, wallTime, zone))}`;
}

/**
 * A date on which a DST change skips or repeats part of the wall clock: from t+min(a,b) to t+max(a,b) for a change
 * from offset a to b at instant t, read as UTC milliseconds (so a wall time is that day's midnight plus its minutes).
 */
interface DstDay {
  date: string;
  midnight: number;
  from: number;
  to: number;
  transition: ZoneTransition;
}

/** The days the zone's changes touch, once per feed: each series only asks which of them its wall time falls in. */
function dstDaysOf(transitions: readonly ZoneTransition[]): DstDay[] {
  return transitions.flatMap((transition) => {
    const from = transition.at + Math.min(transition.offsetFrom, transition.offsetTo) * MINUTE_MS;
    const to = transition.at + Math.max(transition.offsetFrom, transition.offsetTo) * MINUTE_MS;
    return [...new Set([isoDateOf(from), isoDateOf(to - 1)])].map((date) => ({
      date,
      midnight: Date.parse(`${date}T00:00:00Z`),
      from,
      to,
      transition,
    }));
  });
}

/**
 * The series' dates whose wall time a DST change skips or repeats, not closed, each with our instant: a skipped
 * wall time is sent at the first minute after the jump, t itself; a repeated one at its first pass, on the offset
 * before the change (wall-time.ts wallTimeToInstant, without asking the zone again).
 */
function dstAffectedDates(series: SeriesDates, dstDays: readonly DstDay[]): { date: string; at: Date }[] {
  const { reminder, start } = series;
  const closed = new Set(reminder.closedDates);
  const wallOffsetMs = parseWallTime(reminder.wallTime) * MINUTE_MS;
  const affected = new Map<string, Date>();
  for (const { date, midnight, from, to, transition: t } of dstDays) {
    const wall = midnight + wallOffsetMs;
    if (wall < from || wall >= to || date < start || affected.has(date) || closed.has(date) || !series.isInSeries(date))
      continue;
    affected.set(date, new Date(t.offsetTo > t.offsetFrom ? t.at : wall - t.offsetFrom * MINUTE_MS));
  }
  return [...affected].map(([date, at]) => ({ date, at }));
}

/** Its title, and how to finish it while it is open: a done one is marked and asks nothing more. */
function describedAs(
  reminder: FeedReminder,
  done = reminder.repeat === 'once' && reminder.status === 'done',
): string[] {
  const person = reminder.forPerson;
  const shared = reminder.shared;
  const title = shared
    ? `Household: ${reminder.task}`
    : person
      ? `For ${person.firstName}: ${reminder.task}`
      : reminder.task;
  if (done) return [`SUMMARY:${escapeText(DONE_MARK + title)}`];
  const howToFinish = shared
    ? shared.mode === 'anyone'
      ? `Shared by ${shared.names.join(', ')}: the first to reply DONE to the nag text closes it for all.`
      : `Taken in turns by ${shared.names.join(', ')}: whoever's turn it is replies DONE to the nag text.`
    : person
      ? `${person.firstName} replies DONE ${person.ref} to the nag text when it's done.`
      : `Reply DONE ${reminder.ref} to the nag text when it's done.`;
  return [`SUMMARY:${escapeText(title)}`, `DESCRIPTION:${escapeText(howToFinish)}`];
}

/** UID, stamps and sequence: the same for the series and its overrides, so calendars update in place. */
function identityOf(reminder: FeedReminder): string[] {
  const modified = utcStamp(reminder.updatedAt);
  return [
    `UID:${escapeText(`${reminder.id}@nagtext`)}`,
    `DTSTAMP:${modified}`,
    `LAST-MODIFIED:${modified}`,
    `SEQUENCE:${reminder.version}`,
  ];
}

const EVENT_DURATION = 'PT15M';
/** An event: its lines, then its end (a duration, or DTEND when it is an instant of its own), transparent. */
const vevent = (lines: string[], end = [`DURATION:${EVENT_DURATION}`]) => [
  'BEGIN:VEVENT',
  ...lines,
  ...end,
  'TRANSP:TRANSPARENT',
  'END:VEVENT',
];

/** A one-time reminder; with a deadline window, from the window's first day at its time to the deadline (DTEND). */
function oneTimeEvent(reminder: FeedReminder, zone: string, window: FeedWindow): string[] {
  const { occurrenceDate: deadline, wallTime, windowDays } = reminder;
  if (!windowDays)
    return vevent([
      ...identityOf(reminder),
      occurrenceStart(deadline, wallTime, zone, window),
      ...describedAs(reminder),
    ]);
  return vevent(
    [
      ...identityOf(reminder),
      occurrenceStart(addDays(deadline, -windowDays), wallTime, zone, window),
      ...describedAs(reminder),
    ],
    [occurrenceStart(deadline, wallTime, zone, window).replace(/^DTSTART/, 'DTEND')],
  );
}

/**
 * The series in the zone's wall clock: its RRULE, the dates only a list can say (RDATE), its closed dates and the
 * dates the RRULE names that are not its own excluded (EXDATE), plus one override per occurrence DST skips or
 * repeats, pinned to our instant (RECURRENCE-ID names the instance the same way the rule generates it).
 */
function seriesEvents(series: ShownSeries, zone: string, dstDays: readonly DstDay[]): string[] {
  const { reminder } = series;
  const closed = new Set(reminder.closedDates.filter((date) => date >= series.start && series.isInSeries(date)));
  // A done date stays in the series, overridden below as done; a skipped one leaves it.
  const done = new Set((reminder.doneDates ?? []).filter((date) => closed.has(date)));
  const skipped = new Set([...closed].filter((date) => !done.has(date)));
  const extraDates = series.extraDates.filter((date) => date >= series.start && !skipped.has(date));
  const excluded = [
    ...new Set([
      ...series.missingDates,
      ...[...skipped].filter((date) => !series.extraDates.includes(date)),
      // A listed series' DTSTART is an instance whatever its RDATEs say.
      ...(series.listed && skipped.has(series.dtstart) ? [series.dtstart] : []),
    ]),
  ].sort();
  const at = (date: string) => `TZID=${zone}:${floatingDateTime(date, reminder.wallTime)}`;
  const duration = [`DURATION:${series.duration}`];
  // An override pinned to an instant ends at its own instant: the deadline's (a window's end), else a quarter hour on.
  const endOf = (date: string) =>
    series.duration === EVENT_DURATION
      ? duration
      : [`DTEND:${utcDateTime(wallTimeToInstant(addDays(date, reminder.windowDays ?? 0), reminder.wallTime, zone))}`];
  const events = vevent(
    [
      ...identityOf(reminder),
      `DTSTART;${at(series.dtstart)}`,
      ...(series.listed ? [] : [`RRULE:${series.rrule}`]),
      ...extraDates.map((date) => `RDATE;${at(date)}`),
      ...excluded.map((date) => `EXDATE;${at(date)}`),
      ...describedAs(reminder),
    ],
    duration,
  );
  // Occurrences whose start DST skips or repeats, and a window's whose deadline it does: pinned to our instants.
  const pinnedStarts = new Map(dstAffectedDates(series, dstDays).map(({ date, at }) => [date, at]));
  const pinnedEnds = series.deadlines
    ? dstAffectedDates(series.deadlines, dstDays).map(({ date }) => addDays(date, -(reminder.windowDays ?? 0)))
    : [];
  const overrides = [...new Set([...pinnedStarts.keys(), ...pinnedEnds])].sort().flatMap((date) => {
    const pinned = pinnedStarts.get(date);
    return vevent(
      [
        ...identityOf(reminder),
        `RECURRENCE-ID;TZID=${zone}:${floatingDateTime(date, reminder.wallTime)}`,
        pinned ? `DTSTART:${utcDateTime(pinned)}` : `DTSTART;${at(date)}`,
        ...describedAs(reminder),
      ],
      endOf(date),
    );
  });
  const doneOverrides = [...done]
    .sort()
    .flatMap((date) =>
      vevent(
        [
          ...identityOf(reminder),
          `RECURRENCE-ID;TZID=${zone}:${floatingDateTime(date, reminder.wallTime)}`,
          `DTSTART:${utcDateTime(wallTimeToInstant(date, reminder.wallTime, zone))}`,
          ...describedAs(reminder, true),
        ],
        endOf(date),
      ),
    );
  return [...events, ...overrides, ...doneOverrides];
}

/**
 * A zone without changes, so each wall time names one instant: a floating reminder's dates are worked out there and
 * written without it (RFC 5545 floating time: no TZID, no Z). Its DST days are none: calendars place a floating time
 * at that wall time on every day.
 */
const FLOATING_WORK_ZONE = 'UTC';
const FLOATING_PROPERTIES = /^(?:DTSTART|DTEND|RDATE|EXDATE|RECURRENCE-ID)[;:]/;
const floatingLines = (lines: string[]) =>
  lines.map((line) =>
    FLOATING_PROPERTIES.test(line)
      ? line.replace(`;TZID=${FLOATING_WORK_ZONE}:`, ':').replace(/(\d{8}T\d{6})Z$/, '$1')
      : line,
  );

function eventsOf(reminder: FeedReminder, zone: string, window: FeedWindow, dstDays: readonly DstDay[]): string[] {
  if (isSingle(reminder)) return oneTimeEvent(reminder, zone, window);
  const series = shownSeries(reminder, zone, window);
  return series ? seriesEvents(series, zone, dstDays) : [];
}

/** The user's reminders as an RFC 5545 calendar: one event (or series) per reminder, the same text for the same input. */
export function renderCalendarFeed({ reminders, timezone, calendarName }: CalendarFeedInput): string {
  const sorted = [...reminders].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const window = feedWindow(sorted);
  // The account's zone first, then each fixed clock's own, each with one VTIMEZONE (a floating reminder needs none).
  const zonesOfReminders = new Set(sorted.filter((r) => !r.floating).map((r) => r.zone ?? timezone));
  const zones = [timezone, ...[...zonesOfReminders].filter((z) => z !== timezone).sort()];
  // The changes each VTIMEZONE was read from (one search per zone), those of the window's years pinned.
  const dstDays = new Map(
    zones.map((zone) => [
      zone,
      window
        ? dstDaysOf(
            zoneTransitions(zone, window.fromYear, window.toYear + RULE_CHECK_YEARS).filter(
              (t) => t.at < Date.UTC(window.toYear + 1, 0, 1),
            ),
          )
        : [],
    ]),
  );
  const eventsOfReminder = (r: FeedReminder, shown: FeedWindow) =>
    r.floating
      ? floatingLines(eventsOf(r, FLOATING_WORK_ZONE, shown, []))
      : eventsOf(r, r.zone ?? timezone, shown, dstDays.get(r.zone ?? timezone)!);
  return contentLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//NagText//Reminders//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendarName)}`,
    `X-WR-TIMEZONE:${escapeText(timezone)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...(window ? zones.flatMap((zone) => describeZone(zone, window.fromYear, window.toYear).lines) : []),
    ...(window ? sorted.flatMap((r) => eventsOfReminder(r, window)) : []),
    'END:VCALENDAR',
  ]);
}
