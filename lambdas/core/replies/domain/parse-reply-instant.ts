import * as chrono from 'chrono-node';
import { DateTime } from 'luxon';

/**
 * The instant a reply names ("until 6pm", "till tomorrow", "until monday 8am", "at 6"), in the user's zone.
 *
 * chrono-node reads the words; it only knows fixed UTC offsets, so it gets the zone's offset at `now` and we
 * take back the wall-clock parts it found, then build the instant with luxon in the real IANA zone (right
 * across a daylight-saving change). Rules:
 * - a time alone is its next occurrence ("until 6pm" at 7pm is tomorrow 6pm);
 * - an hour without am/pm is the nearer one ahead ("until 5" at 2:30 PM is 5 PM, at 6 PM it is 5 AM);
 * - a weekday alone is its next occurrence after today; with a time it may be today if still ahead;
 * - a day without a time of day gets `dateOnlyHour` ("morning" is 9:00);
 * - a month and day without a year that has passed is next year's.
 * Returns null when nothing in the text reads as a time; an instant in the past when the text names one.
 */
export function parseReplyInstant(text: string, now: Date, zone: string, dateOnlyHour: number): Date | null {
  const zoned = zoneOrUtc(zone);
  const here = DateTime.fromJSDate(now, { zone: zoned });
  const words = canonicalTimeText(text);
  const reading = chronoReading(words, now, here.offset) ?? bareHourReading(words, here);
  if (!reading) return null;
  const candidates = candidateInstants(reading, here, dateOnlyHour);
  const ahead = candidates.filter((c) => c > here).sort((a, b) => a.toMillis() - b.toMillis());
  const chosen = ahead[0] ?? candidates.sort((a, b) => b.toMillis() - a.toMillis())[0];
  return chosen?.isValid ? chosen.toJSDate() : null;
}

interface Reading {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday, as chrono counts. */
  weekday?: number;
  dateCertain: boolean;
  yearCertain: boolean;
  timeGiven: boolean;
  meridiemCertain: boolean;
}

const zoneOrUtc = (zone: string) => (DateTime.local().setZone(zone).isValid ? zone : 'UTC');

const TIME_OF_DAY_TAGS = ['morning', 'afternoon', 'evening', 'noon', 'midnight', 'tonight', 'night'].map((t) => `casualReference/${t}`);
const MORNING_HOUR = 9;

function canonicalTimeText(text: string) {
  return ` ${text} `
    .replace(/\b(?:til|till|untill|untl|tll)\b/g, 'until')
    .replace(/\b(?:tmrw|tmr|tmw|tmrow|tomoro|tomorow|tommorow|tommorrow|tomorrows)\b/g, 'tomorrow')
    .replace(/\btonite\b/g, 'tonight')
    .replace(/\b(?:eod|end of (?:the )?day)\b/g, '5pm')
    .replace(/\b(\d{1,2}(?::\d{2})?) ?([ap])\b(?!\.?m)/g, '$1$2m')
    .replace(/\s+/g, ' ')
    .trim();
}

function chronoReading(text: string, now: Date, offsetMinutes: number): Reading | null {
  let result: chrono.ParsedResult | undefined;
  try {
    result = chrono.parse(text, { instant: now, timezone: offsetMinutes })[0];
  } catch {
    return null; // a third-party parser must never turn a text into an error
  }
  if (!result) return null;
  const c = result.start;
  const tags = result.tags();
  const timeOfDay = TIME_OF_DAY_TAGS.some((t) => tags.has(t));
  const hourCertain = c.isCertain('hour');
  let hour = c.get('hour') ?? 0;
  if (!hourCertain && tags.has('casualReference/morning')) hour = MORNING_HOUR;
  return {
    year: c.get('year') ?? 0,
    month: c.get('month') ?? 1,
    day: c.get('day') ?? 1,
    hour,
    minute: c.get('minute') ?? 0,
    weekday: c.isCertain('weekday') ? (c.get('weekday') ?? undefined) : undefined,
    dateCertain: c.isCertain('day'),
    yearCertain: c.isCertain('year'),
    timeGiven: hourCertain || timeOfDay,
    meridiemCertain: c.isCertain('meridiem') || !hourCertain || timeOfDay,
  };
}

/** "until 5", "at 11": an hour chrono does not take alone. */
function bareHourReading(text: string, here: DateTime): Reading | null {
  const m = /\b(?:until|at|to|by)\s+(\d{1,2})(?::(\d{2}))?\b/.exec(text);
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  if (hour > 23 || minute > 59) return null;
  return {
    year: here.year, month: here.month, day: here.day, hour, minute,
    dateCertain: false, yearCertain: false, timeGiven: true, meridiemCertain: hour === 0 || hour > 12,
  };
}

function candidateInstants(r: Reading, here: DateTime, dateOnlyHour: number): DateTime[] {
  const hours = !r.timeGiven ? [dateOnlyHour] : r.meridiemCertain || r.hour > 12 ? [r.hour] : [r.hour % 12, (r.hour % 12) + 12];
  const today = here.startOf('day');
  let days: DateTime[];
  if (r.dateCertain) {
    let day = DateTime.fromObject({ year: r.year, month: r.month, day: r.day }, { zone: here.zone });
    if (!r.yearCertain && day.endOf('day') < here) day = day.plus({ years: 1 });
    days = [day];
  } else if (r.weekday !== undefined) {
    const isoWeekday = r.weekday === 0 ? 7 : r.weekday;
    days = [0, 1, 2, 3, 4, 5, 6, 7]
      .map((n) => today.plus({ days: n }))
      .filter((d, n) => d.weekday === isoWeekday && (r.timeGiven || n > 0));
  } else {
    days = [today, today.plus({ days: 1 })];
  }
  return days.flatMap((d) =>
    hours.map((hour) => DateTime.fromObject({ year: d.year, month: d.month, day: d.day, hour, minute: r.timeGiven ? r.minute : 0 }, { zone: here.zone })),
  ).filter((d) => d.isValid);
}
