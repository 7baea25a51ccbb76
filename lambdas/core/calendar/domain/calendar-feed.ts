import { parseWallTime, wallTimeInstants, wallTimeToInstant } from '../../kernel/wall-time';
import { fail } from '../../kernel/errors';
import type { TaskStatus } from '../../../../shared/contracts/tasks';
import { occurrenceDateOnOrAfter, type RecurrenceRule, type TaskRepeat } from '../../reminders/domain/recurrence';
import { recurrenceRuleOf } from '../../reminders/domain/reminder-recurrence';
import { icalRruleOf, rruleOf } from '../../reminders/domain/rrule-of';
import { contentLines, escapeText } from './ical-text';
import { vtimezoneLines, zoneTransitions, type ZoneTransition } from './vtimezone';

export interface FeedReminder {
  id: string;
  ref: string;
  task: string;
  repeat: TaskRepeat;
  /** A custom repeat's rule. */
  recurrence?: string;
  /** Repeating from completion: the next date is unknown until it is done, so only the current one is shown. */
  repeatFrom?: 'completion';
  /** The date the user chose (YYYY-MM-DD): the series starts there. */
  anchorDate: string;
  /** 'HH:MM' every occurrence's wall time in the feed's zone. */
  wallTime: string;
  status: TaskStatus;
  /** The current occurrence (YYYY-MM-DD) and its instant (UTC ISO). */
  occurrenceDate: string;
  occurrenceAt: string;
  /** Occurrence dates (YYYY-MM-DD) that were closed (done or skipped), most recent last; may be empty. */
  closedDates: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface CalendarFeedInput {
  reminders: FeedReminder[];
  timezone: string;
  calendarName: string;
}

/** The VTIMEZONE covers the year before the first event to this many years after the latest activity. */
const ZONE_YEARS_BEFORE = 1;
const ZONE_YEARS_AFTER = 6;
const MINUTE_MS = 60_000;
const DONE_MARK = '✓ ';

const compactDate = (date: string) => date.replaceAll('-', '');
const floatingDateTime = (date: string, wallTime: string) => `${compactDate(date)}T${wallTime.replace(':', '')}00`;
const utcDateTime = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
const yearOf = (dateOrInstant: string) => Number(dateOrInstant.slice(0, 4));
const isoDateOf = (atMs: number) => new Date(atMs).toISOString().slice(0, 10);

function utcStamp(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) fail('validation_failed', `Not an instant: ${iso}`);
  return utcDateTime(at);
}

const ruleOf = (reminder: FeedReminder): RecurrenceRule => recurrenceRuleOf(reminder);
const isInSeries = (rule: RecurrenceRule, date: string) => occurrenceDateOnOrAfter(rule, date) === date;
/** Shown as a single event: a one-time reminder, and one repeating from completion. */
const isSingle = (reminder: FeedReminder) => reminder.repeat === 'once' || reminder.repeatFrom === 'completion';
/** The series' first date: a custom rule starts on the first date it names on or after the anchor. */
const seriesStart = (reminder: FeedReminder) =>
  isSingle(reminder) ? reminder.occurrenceDate : occurrenceDateOnOrAfter(ruleOf(reminder), reminder.anchorDate) ?? reminder.anchorDate;

/**
 * Years with events: from the first series' start to the latest current occurrence or edit, which stands in for
 * "now" (the text must be the same for the same reminders: its hash is the ETag). Null without reminders.
 */
function zoneSpan(reminders: readonly FeedReminder[]): { fromYear: number; toYear: number } | null {
  if (!reminders.length) return null;
  const firstYear = Math.min(...reminders.map((r) => yearOf(seriesStart(r))));
  const latestYear = Math.max(...reminders.flatMap((r) => [yearOf(r.occurrenceDate), yearOf(r.updatedAt)]));
  return { fromYear: firstYear - ZONE_YEARS_BEFORE, toYear: latestYear + ZONE_YEARS_AFTER };
}

/**
 * A start on the zone's wall clock when that names exactly our instant, else in UTC: when DST skips the wall
 * time (we take the first minute after the jump, 02:30 -> 03:00; RFC 5545 moves it by the gap, to 03:30, and
 * ical.js back, to 01:30) or repeats it (we and RFC 5545 take the first; ical.js takes the second).
 */
function occurrenceStart(date: string, wallTime: string, zone: string): string {
  if (wallTimeInstants(date, wallTime, zone).length === 1) return `DTSTART;TZID=${zone}:${floatingDateTime(date, wallTime)}`;
  return `DTSTART:${utcDateTime(wallTimeToInstant(date, wallTime, zone))}`;
}

/**
 * The series' dates whose wall time a DST change skips or repeats, not closed. A change from offset a to b at
 * instant t skips (or repeats) the wall clock from t+min(a,b) to t+max(a,b), read here as UTC milliseconds.
 */
function dstAffectedDates(reminder: FeedReminder, transitions: readonly ZoneTransition[]): string[] {
  const rule = ruleOf(reminder);
  const closed = new Set(reminder.closedDates);
  const wallOffsetMs = parseWallTime(reminder.wallTime) * MINUTE_MS;
  const dates = new Set<string>();
  for (const t of transitions) {
    const from = t.at + Math.min(t.offsetFrom, t.offsetTo) * MINUTE_MS;
    const to = t.at + Math.max(t.offsetFrom, t.offsetTo) * MINUTE_MS;
    for (const date of [isoDateOf(from), isoDateOf(to - 1)]) {
      const wall = Date.parse(`${date}T00:00:00Z`) + wallOffsetMs;
      if (wall >= from && wall < to && isInSeries(rule, date) && !closed.has(date)) dates.add(date);
    }
  }
  return [...dates];
}

function describedAs(reminder: FeedReminder): string[] {
  const done = reminder.repeat === 'once' && reminder.status === 'done';
  return [
    `SUMMARY:${escapeText(done ? DONE_MARK + reminder.task : reminder.task)}`,
    `DESCRIPTION:${escapeText(`Reply DONE ${reminder.ref} to the nag text when it's done.`)}`,
  ];
}

/** UID, stamps and sequence: the same for the series and its overrides, so calendars update in place. */
function identityOf(reminder: FeedReminder): string[] {
  const modified = utcStamp(reminder.updatedAt);
  return [`UID:${escapeText(`${reminder.id}@nagtext`)}`, `DTSTAMP:${modified}`, `LAST-MODIFIED:${modified}`, `SEQUENCE:${reminder.version}`];
}

const vevent = (lines: string[]) => ['BEGIN:VEVENT', ...lines, 'DURATION:PT15M', 'TRANSP:TRANSPARENT', 'END:VEVENT'];

function oneTimeEvent(reminder: FeedReminder, zone: string): string[] {
  return vevent([...identityOf(reminder), occurrenceStart(reminder.occurrenceDate, reminder.wallTime, zone), ...describedAs(reminder)]);
}

/**
 * The series in the zone's wall clock, its closed dates excluded, plus one override per occurrence DST skips or
 * repeats, pinned to our instant (RECURRENCE-ID names the instance the same way the rule generates it).
 */
function seriesEvents(reminder: FeedReminder, zone: string, transitions: readonly ZoneTransition[]): string[] {
  const rule = ruleOf(reminder);
  const closedDates = [...new Set(reminder.closedDates)].filter((date) => isInSeries(rule, date)).sort();
  const series = vevent([
    ...identityOf(reminder),
    `DTSTART;TZID=${zone}:${floatingDateTime(seriesStart(reminder), reminder.wallTime)}`,
    `RRULE:${reminder.recurrence ? icalRruleOf(reminder.recurrence, reminder.wallTime, zone) : rruleOf(reminder.repeat as Exclude<TaskRepeat, 'custom'>, reminder.anchorDate)!}`,
    ...closedDates.map((date) => `EXDATE;TZID=${zone}:${floatingDateTime(date, reminder.wallTime)}`),
    ...describedAs(reminder),
  ]);
  const overrides = dstAffectedDates(reminder, transitions).flatMap((date) =>
    vevent([
      ...identityOf(reminder),
      `RECURRENCE-ID;TZID=${zone}:${floatingDateTime(date, reminder.wallTime)}`,
      occurrenceStart(date, reminder.wallTime, zone),
      ...describedAs(reminder),
    ]),
  );
  return [...series, ...overrides];
}

/** The user's reminders as an RFC 5545 calendar: one event (or series) per reminder, the same text for the same input. */
export function renderCalendarFeed({ reminders, timezone, calendarName }: CalendarFeedInput): string {
  const sorted = [...reminders].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const span = zoneSpan(sorted);
  const transitions = span ? zoneTransitions(timezone, span.fromYear, span.toYear) : [];
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
    ...(span ? vtimezoneLines(timezone, span.fromYear, span.toYear) : []),
    ...sorted.flatMap((r) => (isSingle(r) ? oneTimeEvent(r, timezone) : seriesEvents(r, timezone, transitions))),
    'END:VCALENDAR',
  ]);
}
