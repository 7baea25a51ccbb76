import { formatRrule, MAX_INTERVAL, parseRrule, type ByDay, type Rrule, type Weekday } from '#shared/recurrence/rrule';
import { COUNT_WORDS } from './reply-words';
import type { Span } from './reminder-request-text';

/**
 * The repeat a reminder request names ("every weekday", "on the 1st of every month", "every other week on
 * tuesday", "every year on march 3"), as an RRULE, and where it stands in the text. Only whole days repeat:
 * "every 5 minutes" or "hourly" is too frequent (nagging within a day is the reminder's own setting).
 */
export type DayPart = 'morning' | 'afternoon' | 'evening' | 'night';

export type RepeatReading =
  | { kind: 'rule'; rule: Rrule; span: Span; dayPart?: DayPart }
  | { kind: 'too_frequent'; span: Span }
  /** An INTERVAL beyond what a rule may hold ("every 5000 days"). */
  | { kind: 'too_far'; span: Span };

type Groups = Record<string, string | undefined>;
type Built = Rrule | 'too_frequent' | 'too_far' | null;
interface Pattern {
  re: RegExp;
  build: (g: Groups, text: string) => Built;
  dayPart?: (g: Groups) => DayPart | undefined;
}

const WD =
  '\\b(?:mondays?|mon|tuesdays?|tues|tue|wednesdays?|weds|wed|thursdays?|thurs|thur|thu|fridays?|fri|saturdays?|sat|sundays?|sun)\\b';
const PLURAL_WD = '\\b(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\\b';
const LIST_SEP = '\\s*(?:,\\s*(?:and\\s+|&\\s*)?|and\\s+|&\\s*|\\+\\s*|/\\s*)';
const WD_LIST = `${WD}(?:${LIST_SEP}${WD})*`;
const EVERY = '\\b(?:every|each|evry)\\s+';
const COUNT = '(?<count>\\d{1,6}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|other)';
const ORD = '(?<ord>first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last)';
const MDAY = '(?<mday>\\d{1,2}(?:st|nd|rd|th)?|first|second|third|last\\s+day)';
const MDAY_SUFFIXED = '(?<mday>\\d{1,2}(?:st|nd|rd|th)|last\\s+day)';
const DAYSPEC = `\\b(?:${ORD}\\s+(?<owd>${WD})|${MDAY})\\b`;
const MONTH =
  '(?<month>january|jan|february|feb|march|mar|april|apr|may|june|jun|july|jul|august|aug|september|sept|sep|october|oct|november|nov|december|dec)';
const DATES = [
  `\\b${MONTH}\\.?\\s+(?<day>\\d{1,2})(?:st|nd|rd|th)?\\b`,
  `\\b(?:the\\s+)?(?<day>\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b`,
];
const YEARS = `(?:${EVERY}(?:${COUNT}\\s+)?years?|\\byearly|\\bannually)`;

const NUMBER_WORDS: Record<string, number> = { ...COUNT_WORDS, other: 2 };
const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  last: -1,
};
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** The longest each month can be (February in a leap year). */
const MONTH_LENGTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const WEEKDAY_PREFIXES: Array<[string, Weekday]> = [
  ['mo', 'MO'],
  ['tu', 'TU'],
  ['we', 'WE'],
  ['th', 'TH'],
  ['fr', 'FR'],
  ['sa', 'SA'],
  ['su', 'SU'],
];

const countOf = (text: string | undefined) =>
  text === undefined ? 1 : (NUMBER_WORDS[text.toLowerCase()] ?? Number(text));
const weekdayOf = (word: string): Weekday => WEEKDAY_PREFIXES.find(([p]) => word.toLowerCase().startsWith(p))![1];
const weekdaysIn = (list: string): ByDay[] =>
  [...list.matchAll(new RegExp(WD, 'gi'))].map((m) => ({ weekday: weekdayOf(m[0]) }));
const monthOf = (name: string) => MONTHS.indexOf(name.toLowerCase().slice(0, 3)) + 1;

/** A rule with its INTERVAL checked: 0 is no repeat at all, more than the most a rule holds is too far apart. */
function ruleOf(freq: Rrule['freq'], count: string | undefined, parts: Omit<Rrule, 'freq' | 'interval'> = {}): Built {
  const interval = countOf(count);
  if (!(interval >= 1)) return 'too_frequent';
  if (interval > MAX_INTERVAL) return 'too_far';
  return { freq, interval, ...parts };
}

function monthDayOf(text: string): number | null {
  const key = text.toLowerCase().replace(/\s+/g, ' ');
  const n = key === 'last day' ? -1 : (ORDINALS[key] ?? parseInt(key, 10));
  return n === -1 || (n >= 1 && n <= 31) ? n : null;
}

/** "the 15th" is BYMONTHDAY=15, "the last friday" BYDAY=-1FR. */
function monthlyOn(g: Groups, count: string | undefined): Built {
  if (g.ord && g.owd)
    return ruleOf('MONTHLY', count, {
      byDay: [{ weekday: weekdayOf(g.owd), ordinal: ORDINALS[g.ord.toLowerCase()]! }],
    });
  const day = g.mday === undefined ? null : monthDayOf(g.mday);
  return day === null ? null : ruleOf('MONTHLY', count, { byMonthDay: [day] });
}

function yearlyOn(g: Groups): Built {
  const month = monthOf(g.month ?? '');
  const day = Number(g.day);
  if (month < 1 || !(day >= 1 && day <= MONTH_LENGTH[month - 1]!)) return null;
  return ruleOf('YEARLY', g.count, { byMonth: [month], byMonthDay: [day] });
}

function tooFrequentUnit(g: Groups): Built {
  const unit = (g.unit ?? '').toLowerCase();
  const count = g.count === undefined ? 1 : Number(g.count);
  // "every 24 hours" and "every 48 hours" are whole days.
  if (unit.startsWith('h') && Number.isInteger(count) && count >= 24 && count % 24 === 0)
    return ruleOf('DAILY', String(count / 24));
  return 'too_frequent';
}

const p = (source: string, build: Pattern['build'], dayPart?: Pattern['dayPart']): Pattern => ({
  re: new RegExp(source, 'i'),
  build,
  dayPart,
});

/** In order: the first pattern that matches anywhere wins, so the longer phrases come before their parts. */
const PATTERNS: Pattern[] = [
  p(
    '\\b(?:hourly|twice\\s+(?:a|per)\\s+day|twice\\s+daily|(?:\\d+|two|three|four|five|six|several|multiple|many)\\s+times\\s+(?:a|per|each)\\s+day|every\\s+(?:half|quarter)\\s+(?:an?\\s+)?hour)\\b',
    () => 'too_frequent',
  ),
  p(
    `${EVERY}(?:(?<count>\\d{1,6}(?:\\.\\d+)?)\\s*|(?:a|an|one|two|three|four|five|ten|fifteen|twenty|thirty|few|couple(?:\\s+of)?|other|half\\s+an?|quarter\\s+of\\s+an?)\\s+)?(?<unit>seconds?|secs?|minutes?|mins?|hours?|hrs?|hr|h|m)\\b(?!\\s+${WD})`,
    tooFrequentUnit,
  ),
  ...DATES.flatMap((date) => [
    p(`${YEARS}\\s+on\\s+(?:the\\s+)?${date}`, yearlyOn),
    p(`(?:\\bon\\s+)?${date}\\s+${YEARS}\\b`, yearlyOn),
    p(`${EVERY}${date}`, yearlyOn),
  ]),
  // "6 every month" is a time, not a day: a bare number is a day of the month only after "the".
  p(
    `(?:\\bon\\s+)?(?:\\bthe\\s+)?${DAYSPEC}\\s+(?:day\\s+)?(?:of\\s+)?(?:every|each)\\s+(?:${COUNT}\\s+)?months?\\b`,
    (g, text) => (/^\d+$/.test(g.mday ?? '') && !/\bthe\s/i.test(text) ? null : monthlyOn(g, g.count)),
  ),
  p(`${EVERY}(?:${COUNT}\\s+)?months?\\s+on\\s+(?:the\\s+)?${DAYSPEC}(?:\\s+of\\s+the\\s+month)?`, (g) =>
    monthlyOn(g, g.count),
  ),
  p(`\\bmonthly\\s+on\\s+(?:the\\s+)?${DAYSPEC}`, (g) => monthlyOn(g, undefined)),
  p(`${EVERY}${ORD}\\s+(?<owd>${WD})(?:\\s+of\\s+(?:the|each|every)\\s+month)?`, (g) => monthlyOn(g, undefined)),
  p(`${EVERY}(?:the\\s+)?${MDAY_SUFFIXED}(?:\\s+(?:day\\s+)?of\\s+(?:the|each|every)\\s+month)?\\b`, (g) =>
    monthlyOn(g, undefined),
  ),
  p(
    '\\b(?:(?:every|each)\\s+(?:week\\s*day|work\\s*day|business\\s+day)|(?:(?:every|each|on)\\s+)?(?:week\\s*days|work\\s*days|business\\s+days)|(?:on\\s+)?mon(?:day)?\\s*(?:-|to|through|thru)\\s*fri(?:day)?)\\b',
    () =>
      ruleOf('WEEKLY', undefined, { byDay: (['MO', 'TU', 'WE', 'TH', 'FR'] as const).map((weekday) => ({ weekday })) }),
  ),
  p('\\b(?:(?:every|each)\\s+weekend|(?:on\\s+)?weekends)\\b', () =>
    ruleOf('WEEKLY', undefined, { byDay: [{ weekday: 'SA' }, { weekday: 'SU' }] }),
  ),
  p(
    `\\b(?:(?:every|each|evry)\\s+(?:${COUNT}\\s+)?weeks?|weekly|biweekly|fortnightly|once\\s+a\\s+week)(?:\\s+on\\s+(?<days>${WD_LIST}))?\\b`,
    (g, text) =>
      ruleOf('WEEKLY', /biweekly|fortnightly/i.test(text) ? '2' : g.count, g.days ? { byDay: weekdaysIn(g.days) } : {}),
  ),
  p(`(?:\\bon\\s+)?(?<days>${WD_LIST})\\s+(?:(?:every|each)\\s+(?:${COUNT}\\s+)?weeks?|weekly)\\b`, (g) =>
    ruleOf('WEEKLY', g.count, { byDay: weekdaysIn(g.days ?? '') }),
  ),
  p(`${EVERY}(?:(?<count>other)\\s+)?(?<days>${WD_LIST})`, (g) =>
    ruleOf('WEEKLY', g.count, { byDay: weekdaysIn(g.days ?? '') }),
  ),
  p(`(?:\\bon\\s+)?(?<days>${PLURAL_WD}(?:${LIST_SEP}${PLURAL_WD})*)`, (g) =>
    ruleOf('WEEKLY', undefined, { byDay: weekdaysIn(g.days ?? '') }),
  ),
  p(`${EVERY}${COUNT}\\s+days?\\b`, (g) => ruleOf('DAILY', g.count)),
  p(
    '\\b(?:(?:every|each)\\s+(?<part>morning|afternoon|evening|night)|nightly)\\b',
    () => ruleOf('DAILY', undefined),
    (g) => (g.part?.toLowerCase() as DayPart | undefined) ?? 'night',
  ),
  p(
    '\\b(?:(?:every|each)\\s*(?:single\\s+)?day|daily|once\\s+a\\s+day|once\\s+daily|each\\s+and\\s+every\\s+day|7\\s+days\\s+a\\s+week)(?:\\s+of\\s+the\\s+week)?\\b',
    () => ruleOf('DAILY', undefined),
  ),
  p(`${EVERY}(?:${COUNT}\\s+)?months?\\b|\\bmonthly\\b|\\bonce\\s+a\\s+month\\b`, (g) => ruleOf('MONTHLY', g.count)),
  p(`${YEARS}\\b|\\bonce\\s+a\\s+year\\b`, (g) => ruleOf('YEARLY', g.count)),
];

/** The first repeat the text names, by the order of PATTERNS; null when it names none. */
export function readRepeat(text: string): RepeatReading | null {
  for (const pattern of PATTERNS) {
    const m = pattern.re.exec(text);
    if (!m) continue;
    const groups: Groups = m.groups ?? {};
    const built = pattern.build(groups, m[0]);
    if (built === null) continue;
    const span = { start: m.index, end: m.index + m[0].length };
    if (built === 'too_frequent' || built === 'too_far') return { kind: built, span };
    // The rule is built by us; formatting and reading it back is the check that it is one NagText runs.
    const checked = parseRrule(formatRrule(built));
    if (!checked.ok) continue;
    const dayPart = pattern.dayPart?.(groups);
    return dayPart ? { kind: 'rule', rule: checked.rule, span, dayPart } : { kind: 'rule', rule: checked.rule, span };
  }
  return null;
}
