import { fail } from '../../kernel/errors';
import { zoneOffsets, type ZoneOffsets } from '../../kernel/zone-offset';
import { escapeText } from './ical-text';

/** A change of a zone's UTC offset. */
export interface ZoneTransition {
  /** The instant of the change (epoch ms, on a whole minute). */
  at: number;
  /** Minutes east of UTC before and from the change. */
  offsetFrom: number;
  offsetTo: number;
}

const MINUTE_MS = 60_000;
/**
 * No zone changes its offset and back within 4 days, so probes 4 days apart see every transition (Gaza's summer
 * time stops for exactly a week around some Ramadans: weekly probes missed 2054's).
 */
const PROBE_STEP_MS = 4 * 86_400_000;
/** Intl names most zones only as "GMT+1" in en-US; these locales hold the abbreviations people know (BST, CEST, AEDT, IST). */
const NAME_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN'];
const OFFSET_ONLY_NAME = /^(GMT|UTC)[+\-\u2212]/;
/** Where a zone without transitions in the span starts its one STANDARD (the usual convention). */
const FIXED_ZONE_START = '19700101T000000';
const MEMO_LIMIT = 64;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A zone read through Intl (kernel/zone-offset), as luxon's IANAZone read it, without luxon in the feed's bundle. */
interface Zone extends ZoneOffsets {
  name: string;
}

function ianaZone(zone: string): Zone {
  const offsets = zoneOffsets(zone) ?? fail('validation_failed', `Unknown time zone: ${zone}`);
  return { name: zone, offset: (ms) => offsets.offset(ms) };
}

function yearStart(year: number): number {
  const d = new Date(Date.UTC(2000, 0, 1));
  d.setUTCFullYear(year);
  return d.getTime();
}

/** Per zone and span the answer never changes: a feed is rendered per request, the search once per process. */
function memoized<T>(compute: (zone: string, fromYear: number, toYear: number) => T) {
  const cache = new Map<string, T>();
  return (zone: string, fromYear: number, toYear: number): T => {
    const key = `${zone} ${fromYear} ${toYear}`;
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size >= MEMO_LIMIT) cache.clear();
      value = compute(zone, fromYear, toYear);
      cache.set(key, value);
    }
    return value;
  };
}

/** The first minute in (lo, hi] whose offset is not `before`, given hi's is not. */
function firstMinuteAfter(tz: Zone, loMs: number, hiMs: number, before: number): number {
  let lo = loMs / MINUTE_MS;
  let hi = hiMs / MINUTE_MS;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (tz.offset(mid * MINUTE_MS) === before) lo = mid;
    else hi = mid;
  }
  return hi * MINUTE_MS;
}

/** Every offset change of the zone from fromYear's start to toYear's end (UTC years), oldest first. */
export const zoneTransitions = memoized((zone: string, fromYear: number, toYear: number): readonly ZoneTransition[] => {
  const tz = ianaZone(zone);
  const end = yearStart(toYear + 1);
  const transitions: ZoneTransition[] = [];
  let cursor = yearStart(fromYear);
  let offset = tz.offset(cursor);
  while (cursor < end) {
    const probe = Math.min(cursor + PROBE_STEP_MS, end);
    if (tz.offset(probe) === offset) {
      cursor = probe;
      continue;
    }
    const at = firstMinuteAfter(tz, cursor, probe, offset);
    const offsetTo = tz.offset(at);
    transitions.push({ at, offsetFrom: offset, offsetTo });
    // Resume from the change itself: a second change within the same week is still found.
    cursor = at;
    offset = offsetTo;
  }
  return transitions;
});

/** A UTC offset as iCalendar writes it: +HHMM, or +HHMMSS when it has seconds. */
export function formatUtcOffset(offsetMinutes: number): string {
  const totalSeconds = Math.round(Math.abs(offsetMinutes) * 60);
  const [hours, minutes, seconds] = [
    Math.floor(totalSeconds / 3600),
    Math.floor(totalSeconds / 60) % 60,
    totalSeconds % 60,
  ];
  return `${offsetMinutes < 0 ? '-' : '+'}${pad(hours)}${pad(minutes)}${seconds ? pad(seconds) : ''}`;
}

/** The local wall clock of an instant at an offset, as an iCalendar floating DATE-TIME. */
function localDateTime(atMs: number, offsetMinutes: number): string {
  const d = new Date(atMs + offsetMinutes * MINUTE_MS);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** The zone's abbreviation at an instant (EDT, BST, AEST), or undefined when Intl knows only "GMT+3". */
function shortName(tz: Zone, atMs: number): string | undefined {
  for (const locale of NAME_LOCALES) {
    const name = new Intl.DateTimeFormat(locale, {
      timeZoneName: 'short',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: tz.name,
    })
      .formatToParts(new Date(atMs))
      .find((part) => part.type.toLowerCase() === 'timezonename')?.value;
    if (name && !OFFSET_ONLY_NAME.test(name)) return name;
  }
  return undefined;
}

/**
 * The offset of a wall clock (given as the ms of its UTC reading) in the zone, guessed from `guess` and corrected
 * the way luxon does it, so a wall time in a gap or an overlap gets the offset luxon gave it.
 */
function wallOffset(tz: Zone, wallMs: number, guess: number): number {
  const o2 = tz.offset(wallMs - guess * MINUTE_MS);
  if (o2 === guess) return guess;
  const o3 = tz.offset(wallMs - guess * MINUTE_MS - (o2 - guess) * MINUTE_MS);
  return o2 === o3 ? o2 : Math.max(o2, o3);
}

/**
 * Daylight time as luxon's isInDST tells it: the offset is ahead of the one at the same wall time on January 1st
 * of that year, or on the same day of May.
 */
function isDaylight(tz: Zone, atMs: number): boolean {
  const offset = tz.offset(atMs);
  const wall = new Date(atMs + offset * MINUTE_MS);
  const january = new Date(wall);
  january.setUTCMonth(0, 1);
  const may = new Date(wall);
  may.setUTCMonth(4);
  return offset > wallOffset(tz, january.getTime(), offset) || offset > wallOffset(tz, may.getTime(), offset);
}

function observance(
  tz: Zone,
  atMs: number,
  dtstart: string,
  offsetFrom: number,
  offsetTo: number,
  rrule?: string,
): string[] {
  const kind = isDaylight(tz, atMs) ? 'DAYLIGHT' : 'STANDARD';
  const name = shortName(tz, atMs);
  return [
    `BEGIN:${kind}`,
    `DTSTART:${dtstart}`,
    ...(rrule ? [`RRULE:${rrule}`] : []),
    `TZOFFSETFROM:${formatUtcOffset(offsetFrom)}`,
    `TZOFFSETTO:${formatUtcOffset(offsetTo)}`,
    ...(name ? [`TZNAME:${escapeText(name)}`] : []),
    `END:${kind}`,
  ];
}

/** A zone's yearly rule for one kind of change (say, to summer time): the month, the day and the wall clock before it. */
interface YearlyRule {
  month: number;
  /** The RRULE parts after FREQ=YEARLY;BYMONTH=m: BYDAY=2SU, BYDAY=-1SU, BYMONTHDAY=2,...,8;BYDAY=SU or BYMONTHDAY=21. */
  days: string;
  /** The wall clock before the change, HHMMSS. */
  time: string;
}

const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
/** Years past the feed's span whose changes the zone's rules must also explain before they are written as rules. */
export const RULE_CHECK_YEARS = 28;
/** Rules are trusted only when they explain this many years of changes in a row: every weekday and leap-year alignment. */
const RULE_EVIDENCE_YEARS = 28;

const daysInMonthOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The wall clock before each change, as its parts. */
function localBefore(t: ZoneTransition) {
  const d = new Date(t.at + t.offsetFrom * MINUTE_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    time: `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`,
  };
}

/**
 * The one yearly rule behind a kind's changes, one a year, or null: the nth or last weekday of a month, the first
 * weekday on or after a day (tzdata's Sun>=8), or a fixed date; always at the same wall clock.
 */
function yearlyRuleOf(changes: readonly ZoneTransition[]): YearlyRule | null {
  const dates = changes.map(localBefore);
  const [first] = dates;
  if (!first) return null;
  if (
    dates.some(
      (d, i) => d.month !== first.month || d.time !== first.time || (i > 0 && d.year !== dates[i - 1]!.year + 1),
    )
  )
    return null;
  const { month, time } = first;
  const days = dates.map((d) => d.day);
  if (dates.every((d) => d.day === first.day) && dates.length > 1 && new Set(dates.map((d) => d.weekday)).size > 1)
    return { month, time, days: `BYMONTHDAY=${first.day}` };
  if (dates.some((d) => d.weekday !== first.weekday)) return null;
  const weekday = WEEKDAY_CODES[first.weekday]!;
  const nth = Math.ceil(first.day / 7);
  if (nth <= 4 && days.every((day) => Math.ceil(day / 7) === nth))
    return { month, time, days: `BYDAY=${nth}${weekday}` };
  if (dates.every((d) => d.day + 7 > daysInMonthOf(d.year, d.month)))
    return { month, time, days: `BYDAY=-1${weekday}` };
  const from = Math.min(...days);
  const shortest = Math.min(...dates.map((d) => daysInMonthOf(d.year, d.month)));
  if (Math.max(...days) - from > 6 || from + 6 > shortest) return null;
  return {
    month,
    time,
    days: `BYMONTHDAY=${Array.from({ length: 7 }, (_, i) => from + i).join(',')};BYDAY=${weekday}`,
  };
}

const kindOf = (t: ZoneTransition) => `${t.offsetFrom} ${t.offsetTo}`;

/**
 * The zone's current rules: the longest run of changes at the end of the span that one yearly rule per kind of
 * change explains (two kinds, taking turns: to summer time and back), found from the end. Null when the last
 * changes follow no such rule (Morocco's, around Ramadan, are listed one by one).
 */
function currentRules(transitions: readonly ZoneTransition[]): { from: number; rules: Map<string, YearlyRule> } | null {
  let best: { from: number; rules: Map<string, YearlyRule> } | null = null;
  for (let from = transitions.length - 4; from >= 0; from--) {
    const run = transitions.slice(from);
    const kinds = [...new Set(run.map(kindOf))];
    if (kinds.length !== 2 || run.some((t, i) => i > 0 && kindOf(t) === kindOf(run[i - 1]!))) break;
    const rules = new Map<string, YearlyRule>();
    for (const kind of kinds) {
      const rule = yearlyRuleOf(run.filter((t) => kindOf(t) === kind));
      if (rule) rules.set(kind, rule);
    }
    if (rules.size !== 2) break;
    best = { from, rules };
  }
  const years = best
    ? new Date(transitions.at(-1)!.at).getUTCFullYear() - new Date(transitions[best.from]!.at).getUTCFullYear() + 1
    : 0;
  return years >= RULE_EVIDENCE_YEARS ? best : null;
}

interface ZoneDescription {
  lines: readonly string[];
  /** The last UTC year the lines are exact for: Infinity when the zone's rules (or its last offset) hold from then on. */
  exactThroughYear: number;
}

/**
 * The zone's VTIMEZONE (unfolded content lines) for times from fromYear on: every change from fromYear (its DTSTART
 * the wall clock before it), until the zone's current rules take over, which are written as RRULEs (US summer time:
 * FREQ=YEARLY;BYMONTH=3;BYDAY=2SU) and so hold for every later year; a zone whose last change is behind it keeps its
 * last offset for good. The rules are read from the changes through RULE_CHECK_YEARS years past toYear, and written
 * only when they explain every one of those; a zone with no such rules (Morocco) has its changes listed through then.
 * When the span's first year has no change, an observance from 1970 at the offset the span starts with comes first.
 */
export const describeZone = memoized((zone: string, fromYear: number, toYear: number): ZoneDescription => {
  const tz = ianaZone(zone);
  const checkedThrough = toYear + RULE_CHECK_YEARS;
  const transitions = zoneTransitions(zone, fromYear, checkedThrough);
  const spanStart = yearStart(fromYear);
  const firstYearHasTransition = transitions.some((t) => t.at < yearStart(fromYear + 1));
  const startOffset = tz.offset(spanStart);
  const ruled = currentRules(transitions);
  const lastChange = transitions.at(-1);
  // A zone that stopped changing well before the end of what was read keeps its last offset for good.
  const settled = !lastChange || lastChange.at < yearStart(checkedThrough - RULE_CHECK_YEARS / 2);
  const listed = ruled ? transitions.slice(0, ruled.from) : transitions;
  const ruleObservances = ruled
    ? [...ruled.rules].flatMap(([kind, rule]) => {
        const t = transitions.slice(ruled.from).find((change) => kindOf(change) === kind)!;
        return observance(
          tz,
          t.at,
          localDateTime(t.at, t.offsetFrom),
          t.offsetFrom,
          t.offsetTo,
          `FREQ=YEARLY;BYMONTH=${rule.month};${rule.days}`,
        );
      })
    : [];
  return {
    lines: [
      'BEGIN:VTIMEZONE',
      `TZID:${zone}`,
      ...(firstYearHasTransition ? [] : observance(tz, spanStart, FIXED_ZONE_START, startOffset, startOffset)),
      ...listed.flatMap((t) => observance(tz, t.at, localDateTime(t.at, t.offsetFrom), t.offsetFrom, t.offsetTo)),
      ...ruleObservances,
      'END:VTIMEZONE',
    ],
    exactThroughYear: ruled || settled ? Infinity : checkedThrough,
  };
});

/** The zone's VTIMEZONE lines (describeZone). */
export const vtimezoneLines = (zone: string, fromYear: number, toYear: number): readonly string[] =>
  describeZone(zone, fromYear, toYear).lines;
