/**
 * A time zone's offset from UTC at an instant, read from the runtime's zone database through Intl, the way
 * luxon's IANAZone reads it (the same formatter, the same arithmetic), without luxon: the wall-time
 * functions are in nearly every function, and luxon is about 22 KB gzip of a bundle.
 */
export interface ZoneOffsets {
  /** Minutes ahead of UTC at the instant (NaN for an invalid instant). */
  offset(ms: number): number;
}

const zones = new Map<string, ZoneOffsets | null>();

const PART_TYPES = new Set(['year', 'month', 'day', 'hour', 'minute', 'second']);

function offsetsOf(format: Intl.DateTimeFormat): ZoneOffsets {
  return {
    offset(ms) {
      const date = new Date(ms);
      if (Number.isNaN(date.getTime())) return NaN;
      const parts: Record<string, number> = {};
      let era = '';
      for (const { type, value } of format.formatToParts(date)) {
        if (type === 'era') era = value;
        else if (PART_TYPES.has(type)) parts[type] = parseInt(value, 10);
      }
      const year = era === 'BC' ? -Math.abs(parts.year!) + 1 : parts.year!;
      // hour12: false still says 24 at midnight on some engines.
      const hour = parts.hour === 24 ? 0 : parts.hour!;
      const asUtc = new Date(Date.UTC(year, parts.month! - 1, parts.day!, hour, parts.minute!, parts.second!, 0));
      // Date.UTC reads years 0-99 as 1900-1999.
      if (year >= 0 && year < 100) asUtc.setUTCFullYear(year, parts.month! - 1, parts.day!);
      const over = ms % 1000;
      const wholeSecond = ms - (over >= 0 ? over : 1000 + over);
      return (asUtc.getTime() - wholeSecond) / 60_000;
    },
  };
}

/** The zone's offsets, or null when the runtime knows no such zone. One formatter per zone, made on first use. */
export function zoneOffsets(zone: string): ZoneOffsets | null {
  let found = zones.get(zone);
  if (found === undefined) {
    try {
      found = zone
        ? offsetsOf(
            new Intl.DateTimeFormat('en-US', {
              hour12: false,
              timeZone: zone,
              year: 'numeric',
              month: '2-digit',
              day: '2-digit',
              hour: '2-digit',
              minute: '2-digit',
              second: '2-digit',
              era: 'short',
            }),
          )
        : null;
    } catch {
      found = null;
    }
    zones.set(zone, found);
  }
  return found;
}
