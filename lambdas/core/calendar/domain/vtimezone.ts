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
/** No zone changes its offset twice within a week and back, so weekly probes see every transition. */
const PROBE_STEP_MS = 7 * 86_400_000;
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
  const [hours, minutes, seconds] = [Math.floor(totalSeconds / 3600), Math.floor(totalSeconds / 60) % 60, totalSeconds % 60];
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
      timeZoneName: 'short', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: tz.name,
    }).formatToParts(new Date(atMs)).find((part) => part.type.toLowerCase() === 'timezonename')?.value;
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

function observance(tz: Zone, atMs: number, dtstart: string, offsetFrom: number, offsetTo: number): string[] {
  const kind = isDaylight(tz, atMs) ? 'DAYLIGHT' : 'STANDARD';
  const name = shortName(tz, atMs);
  return [
    `BEGIN:${kind}`,
    `DTSTART:${dtstart}`,
    `TZOFFSETFROM:${formatUtcOffset(offsetFrom)}`,
    `TZOFFSETTO:${formatUtcOffset(offsetTo)}`,
    ...(name ? [`TZNAME:${escapeText(name)}`] : []),
    `END:${kind}`,
  ];
}

/**
 * The zone's VTIMEZONE (unfolded content lines): one observance per transition from fromYear to toYear, its
 * DTSTART on the wall clock before the change. When the span's first year has no transition, an observance
 * from 1970 at the offset the span starts with comes first, so no time in the span is left without an offset.
 */
export const vtimezoneLines = memoized((zone: string, fromYear: number, toYear: number): readonly string[] => {
  const tz = ianaZone(zone);
  const transitions = zoneTransitions(zone, fromYear, toYear);
  const spanStart = yearStart(fromYear);
  const firstYearHasTransition = transitions.some((t) => t.at < yearStart(fromYear + 1));
  const startOffset = tz.offset(spanStart);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...(firstYearHasTransition ? [] : observance(tz, spanStart, FIXED_ZONE_START, startOffset, startOffset)),
    ...transitions.flatMap((t) => observance(tz, t.at, localDateTime(t.at, t.offsetFrom), t.offsetFrom, t.offsetTo)),
    'END:VTIMEZONE',
  ];
});
