/** A wall-clock reading: 'YYYY-MM-DD' and 'HH:MM' (24-hour), as the contract carries localDate and localTime. */
export interface WallClock {
  date: string;
  time: string;
}

const readers = new Map<string, Intl.DateTimeFormat>();

function readerFor(zone: string): Intl.DateTimeFormat {
  let reader = readers.get(zone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    readers.set(zone, reader);
  }
  return reader;
}

/** What a clock on the wall in `zone` reads at `instant`; null for an unreadable instant or an unknown zone. */
export function wallClockAt(instant: string | Date, zone: string): WallClock | null {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = readerFor(zone).formatToParts(at);
  } catch {
    return null;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}
