import * as chrono from 'chrono-node';
import { blankOut, type Span } from './reminder-request-text';

/**
 * The day and the time of day a reminder request names, as read (not yet resolved against the clock), and
 * where they stand in the text. chrono-node reads most of it; it only knows fixed UTC offsets, so it gets
 * the zone's offset at `now` and only the wall-clock parts it found are kept (the caller builds the instant
 * in the real zone), except for "in 20 minutes", whose instant chrono computes exactly from `now`.
 */
export type DayReading =
  /** A calendar date: "tomorrow", "dec 25", "in 3 days", "next friday". */
  | { kind: 'date'; year: number; month: number; day: number; yearCertain: boolean }
  /** A weekday alone: "friday". ISO numbering, 1 = Monday. */
  | { kind: 'weekday'; weekday: number }
  /** "on the 15th": the next 15th. */
  | { kind: 'month_day'; day: number }
  /** "in 2030". */
  | { kind: 'year'; year: number }
  /** "last friday": a day that has passed. */
  | { kind: 'past' };

export interface TimeReading {
  hour: number;
  minute: number;
  /** False for "at 2:30" (a morning or an afternoon): the caller picks. */
  meridiemCertain: boolean;
  /** Only a part of the day ("morning", "this evening"): a clock time elsewhere in the text wins over it. */
  vague?: boolean;
}

export interface WhenReading {
  spans: Span[];
  /** "in 20 minutes", "in 2 hours": the exact instant. */
  instant?: Date;
  day?: DayReading;
  time?: TimeReading;
  /** Two different days or times, or a range ("6-7pm"): the caller asks which. */
  ambiguous: boolean;
  /** Where a part of the day alone was read, while a clock time may still replace it. */
  vagueSpan?: Span;
}

const MONTH_NAMES = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec';
/** "on the 15th", "the 1st of the month"; not "the 15th of march" (chrono reads that). */
const MONTH_DAY = new RegExp(
  `\\b(?:on\\s+)?the\\s+(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s+(?:of\\s+)?(?:${MONTH_NAMES}))(?:\\s+of\\s+(?:the|this)\\s+month\\b)?`,
  'i',
);
/** "in 9999", "by the year 2030"; not "in 2000 steps". */
const YEAR_ONLY = /\b(?:in|by|during)\s+(?:the\s+year\s+)?(\d{4})\b(?![ \t]*[\p{L}\d])/iu;

/** A part of the day named without a clock time, and the hour it stands for. */
const DAY_PART_HOURS: Array<[RegExp, number]> = [
  [/\bmidnight\b/i, 0],
  [/\bnoon\b/i, 12],
  [/\bmorning\b/i, 9],
  [/\bafternoon\b/i, 15],
  [/\bevening\b/i, 18],
  [/\b(?:tonight|night)\b/i, 20],
];
/** A part of the day fixes the meridiem of an hour chrono could not place ("tomorrow morning at 6"). */
const DAY_PART_WORD = /\b(?:morning|afternoon|evening|tonight|night|noon|midnight)\b/i;
/**
 * "plan the week", "for a day", "read for 30 minutes", "end of the month": chrono reads a length of time as one
 * counted from now, and takes the clock time next to it along ("the week at 6pm" is a week from now at 6).
 * They are hidden from it, unless counted from now ("in a week", "half an hour", "a week from now").
 */
const NOT_FROM_NOW =
  /(?<!\b(?:in|within|half)\s)\b(?:for\s+(?:a|an|the|\d+)|the|a|an)\s+(?:days?|weeks?|months?|years?|hours?|minutes?|mins?)\b(?!\s+(?:from\s+(?:now|today)|later|ago))/gi;
/**
 * "drink water 10 tomorrow at 6pm", "water 24 on friday at 6pm": chrono reads a bare number before a day word as
 * that day's hour ("10 tomorrow" is 10:00 tomorrow), and a number it cannot make an hour of takes the day word down
 * with it. When the text also names a clock time (with "at", am/pm, a colon, noon or midnight), that time is the
 * reminder's and the bare number is the task's: it is hidden from chrono. A number is bare when nothing marks it as
 * a time: no "at", "by", "around", "before", "after", "until" in front, no am/pm or colon. Alone ("call mom 10
 * tomorrow"), it is still read as the hour.
 */
const BARE_NUMBER_BEFORE_DAY =
  /(?<![\d:.,/]|\b(?:at|by|around|before|after|until|till)\s+)\b\d+(?=\s+(?:(?:on|this|next|coming)\s+)?(?:today|tomorrow|tonight|mon(?:day)?|tue(?:s|sday)?|wed(?:s|nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\b)/gi;
const CLOCK_TIME = /\bat\s+\d|\d\s*(?:am|pm|a\.m\.|p\.m\.)(?![\p{L}])|\d:\d{2}\b|\b(?:noon|midnight)\b/iu;
/** A time counted from now says so: "in 3 days", "next week", "2 hours from now", "3 days ago". */
const RELATIVE_WORDING = /^(?:in|within|next)\b|\b(?:from\s+now|from\s+today|later|ago)\b/i;
const WEEKDAY_ABBREVIATION = /^(?:on\s+)?(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)$/i;
/** "09:30", "06:00": a leading zero is a 24-hour clock. */
const TWENTY_FOUR_HOUR = /\b0\d[:.]\d{2}\b/;

export function readWhen(text: string, now: Date, offsetMinutes: number, alreadyRead: readonly Span[]): WhenReading {
  const reading: WhenReading = { spans: [], ambiguous: false };
  let rest = blankOut(text, alreadyRead);

  const year = YEAR_ONLY.exec(rest);
  if (year) {
    addDay(reading, { kind: 'year', year: Number(year[1]) }, spanOf(year));
    rest = blankOut(rest, [spanOf(year)]);
  }
  const monthDay = MONTH_DAY.exec(rest);
  const day = monthDay ? Number(monthDay[1]) : 0;
  if (monthDay && day >= 1 && day <= 31) {
    addDay(reading, { kind: 'month_day', day }, spanOf(monthDay));
    rest = blankOut(rest, [spanOf(monthDay)]);
  }
  rest = blankOut(
    rest,
    [...rest.matchAll(NOT_FROM_NOW)].map((m) => ({ start: m.index, end: m.index + m[0].length })),
  );
  if (CLOCK_TIME.test(rest))
    rest = blankOut(
      rest,
      [...rest.matchAll(BARE_NUMBER_BEFORE_DAY)].map((m) => ({ start: m.index, end: m.index + m[0].length })),
    );
  for (const result of chronoResults(rest, now, offsetMinutes)) addChronoResult(reading, result);
  return reading;
}

const spanOf = (m: RegExpExecArray): Span => ({ start: m.index, end: m.index + m[0].length });

function chronoResults(text: string, now: Date, offsetMinutes: number): chrono.ParsedResult[] {
  try {
    return chrono.parse(text, { instant: now, timezone: offsetMinutes }, { forwardDate: true });
  } catch {
    return []; // a third-party parser must never turn a text into an error
  }
}

function addChronoResult(reading: WhenReading, result: chrono.ParsedResult) {
  const span = { start: result.index, end: result.index + result.text.length };
  const c = result.start;
  const tags = result.tags();
  // chrono reads "plan the week", "for a day", "read for 30 minutes" as times from now: they are not.
  if (tags.has('result/relativeDate') && !RELATIVE_WORDING.test(result.text)) return;
  if (tags.has('result/relativeDateAndTime')) {
    if (reading.instant || reading.day || reading.time) reading.ambiguous = true;
    reading.instant = c.date();
    reading.spans.push(span);
    return;
  }
  const time = timeOf(result);
  // "sun" in "go to the sun", "wed" alone: a weekday only when spelled out or with a time.
  const day = !time && WEEKDAY_ABBREVIATION.test(result.text) ? undefined : dayOf(result);
  // "march" alone: not a time.
  if (!day && !time) return;
  if (result.end) reading.ambiguous = true;
  if (day) addDay(reading, day, span);
  if (time) addTime(reading, time, span, !day);
}

function dayOf(result: chrono.ParsedResult): DayReading | undefined {
  const c = result.start;
  const date = (yearCertain = c.isCertain('year')): DayReading => ({
    kind: 'date',
    year: c.get('year')!,
    month: c.get('month')!,
    day: c.get('day')!,
    yearCertain,
  });
  if (c.isCertain('day')) return date();
  if (c.isCertain('weekday')) {
    // forwardDate moves "last friday" ahead; "last" is in the past whatever chrono makes of it.
    if (/\blast\b/i.test(result.text)) return { kind: 'past' };
    if (/\b(?:next|this|coming)\b/i.test(result.text)) return date(true);
    const weekday = c.get('weekday')!;
    return { kind: 'weekday', weekday: weekday === 0 ? 7 : weekday };
  }
  // "next month", "in 10 years": chrono has moved the reference date.
  if (result.tags().has('result/relativeDate')) return date(true);
  return undefined;
}

function timeOf(result: chrono.ParsedResult): TimeReading | undefined {
  const c = result.start;
  if (c.isCertain('hour')) {
    const hour = c.get('hour')!;
    const meridiemCertain =
      c.isCertain('meridiem') ||
      hour === 0 ||
      hour > 12 ||
      TWENTY_FOUR_HOUR.test(result.text) ||
      DAY_PART_WORD.test(result.text);
    return { hour, minute: c.get('minute') ?? 0, meridiemCertain };
  }
  const part = DAY_PART_HOURS.find(([word]) => word.test(result.text));
  return part ? { hour: part[1], minute: 0, meridiemCertain: true, vague: true } : undefined;
}

function addDay(reading: WhenReading, day: DayReading, span: Span) {
  if (reading.instant || (reading.day && JSON.stringify(reading.day) !== JSON.stringify(day))) reading.ambiguous = true;
  reading.day = day;
  reading.spans.push(span);
}

/**
 * Two times are ambiguous ("at 6 or 7pm"), except a part of the day next to a clock time ("morning run at 7"):
 * the part only places the hour in the morning or the evening, and stays in the task.
 */
function addTime(reading: WhenReading, time: TimeReading, span: Span, timeOnly: boolean) {
  const known = reading.time;
  if (known && time.vague && !known.vague) {
    reading.time = leaning(known, time.hour);
    return;
  }
  if (known?.vague && !time.vague) {
    reading.spans = reading.spans.filter((s) => s !== reading.vagueSpan);
    delete reading.vagueSpan;
    reading.time = leaning(time, known.hour);
  } else {
    const same = known && known.hour === time.hour && known.minute === time.minute;
    if (reading.instant || (known && !same)) reading.ambiguous = true;
    reading.time = time;
    if (time.vague && timeOnly) reading.vagueSpan = span;
  }
  if (!reading.spans.some((s) => s.start === span.start)) reading.spans.push(span);
}

/** A clock time placed by a part of the day: "at 7" in the evening is 19:00. */
function leaning(time: TimeReading, partHour: number): TimeReading {
  if (time.meridiemCertain) return time;
  const hour = partHour >= 12 && time.hour < 12 ? time.hour + 12 : time.hour;
  return { hour, minute: time.minute, meridiemCertain: true };
}
