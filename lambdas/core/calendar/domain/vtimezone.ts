import { DateTime, IANAZone } from 'luxon';
import { fail } from '../../kernel/errors';
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

function ianaZone(zone: string): IANAZone {
  const tz = IANAZone.create(zone);
  if (!tz.isValid) fail('validation_failed', `Unknown time zone: ${zone}`);
  return tz;
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
function firstMinuteAfter(tz: IANAZone, loMs: number, hiMs: number, before: number): number {
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
function shortName(tz: IANAZone, atMs: number): string | undefined {
  for (const locale of NAME_LOCALES) {
    const name = tz.offsetName(atMs, { format: 'short', locale });
    if (name && !OFFSET_ONLY_NAME.test(name)) return name;
  }
  return undefined;
}

function observance(tz: IANAZone, atMs: number, dtstart: string, offsetFrom: number, offsetTo: number): string[] {
  const kind = DateTime.fromMillis(atMs, { zone: tz }).isInDST ? 'DAYLIGHT' : 'STANDARD';
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
