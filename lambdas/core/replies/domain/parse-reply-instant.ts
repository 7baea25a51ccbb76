import * as chrono from 'chrono-node';
import { zoneOffsets } from '../../kernel/zone-offset';
import {
  endOfDay,
  isoWeekday,
  plusCalendar,
  startOfDay,
  zonedAt,
  zonedFromWall,
  type ZonedTime,
} from '../../kernel/zoned-time';

/**
 * The instant a reply names ("until 6pm", "till tomorrow", "until monday 8am", "at 6"), in the user's zone.
 *
 * chrono-node reads the words; it only knows fixed UTC offsets, so it gets the zone's offset at `now` and we
 * take back the wall-clock parts it found, then build the instant in the real IANA zone (right across a
 * daylight-saving change, by luxon's rules: kernel/zoned-time). Rules:
 * - a time alone is its next occurrence ("until 6pm" at 7pm is tomorrow 6pm);
 * - an hour without am/pm is the nearer one ahead ("until 5" at 2:30 PM is 5 PM, at 6 PM it is 5 AM);
 * - a weekday alone is its next occurrence after today; with a time it may be today if still ahead;
 * - a day without a time of day gets `dateOnlyHour` ("morning" is 9:00);
 * - a month and day without a year that has passed is next year's.
 * Returns null when nothing in the text reads as a time (or `now` is no instant); an instant in the past when
 * the text names one. An unknown zone is read as UTC.
 */
export function parseReplyInstant(text: string, now: Date, zone: string, dateOnlyHour: number): Date | null {
  const here = zonedAt(now.getTime(), zoneOffsets(zone) ?? zoneOffsets('UTC')!);
  if (!here) return null;
  const words = canonicalTimeText(text);
  const reading = chronoReading(words, now, here.offset) ?? bareHourReading(words, here);
  if (!reading) return null;
  const candidates = candidateInstants(reading, here, dateOnlyHour);
  const ahead = candidates.filter((c) => c.ms > here.ms).sort((a, b) => a.ms - b.ms);
  const chosen = ahead[0] ?? candidates.sort((a, b) => b.ms - a.ms)[0];
  return chosen ? new Date(chosen.ms) : null;
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

const TIME_OF_DAY_TAGS = ['morning', 'afternoon', 'evening', 'noon', 'midnight', 'tonight', 'night'].map(
  (t) => `casualReference/${t}`,
);
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
function bareHourReading(text: string, here: ZonedTime): Reading | null {
  const m = /\b(?:until|at|to|by)\s+(\d{1,2})(?::(\d{2}))?\b/.exec(text);
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  if (hour > 23 || minute > 59) return null;
  return {
    year: here.year,
    month: here.month,
    day: here.day,
    hour,
    minute,
    dateCertain: false,
    yearCertain: false,
    timeGiven: true,
    meridiemCertain: hour === 0 || hour > 12,
  };
}

/** Wall clocks are read from the offset at `now` first: a time the clocks repeat is the one at today's offset. */
function candidateInstants(r: Reading, here: ZonedTime, dateOnlyHour: number): ZonedTime[] {
  const hours = !r.timeGiven
    ? [dateOnlyHour]
    : r.meridiemCertain || r.hour > 12
      ? [r.hour]
      : [r.hour % 12, (r.hour % 12) + 12];
  const today = startOfDay(here);
  let days: (ZonedTime | null)[];
  if (r.dateCertain) {
    let day = zonedFromWall({ year: r.year, month: r.month, day: r.day }, here.zone, here.offset);
    if (day && !r.yearCertain && endOfDay(day) < here.ms) day = plusCalendar(day, { years: 1 });
    days = [day];
  } else if (r.weekday !== undefined) {
    const weekday = r.weekday === 0 ? 7 : r.weekday;
    days = [0, 1, 2, 3, 4, 5, 6, 7]
      .map((n) => today && plusCalendar(today, { days: n }))
      .filter((d, n) => d && isoWeekday(d) === weekday && (r.timeGiven || n > 0));
  } else {
    days = [today, today && plusCalendar(today, { days: 1 })];
  }
  return days
    .flatMap((d) =>
      d
        ? hours.map((hour) =>
            zonedFromWall(
              { year: d.year, month: d.month, day: d.day, hour, minute: r.timeGiven ? r.minute : 0 },
              here.zone,
              here.offset,
            ),
          )
        : [],
    )
    .filter((d): d is ZonedTime => d !== null);
}
