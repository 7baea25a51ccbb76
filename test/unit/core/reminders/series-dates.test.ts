import { describeRrule } from '#shared/recurrence/describe-rrule';
import { formatRrule, parseRrule, type Rrule } from '#shared/recurrence/rrule';
import {
  firstOccurrenceAtOrAfter,
  nextOccurrence,
  type RecurrenceRule,
  withLastDate,
} from '#core/reminders/domain/recurrence/occurrences';
import {
  dateAfterInterval,
  dateOfDayNumber,
  dayNumber,
  rruleCountBefore,
  rruleCountEndBy,
  rruleDateOnOrAfter,
  rruleDatesFrom,
  rruleFirstDate,
  rruleNamesDate,
} from '#core/reminders/domain/recurrence/series-dates';
import { take } from '../../../support/take';

const rule = (text: string, anchorDate?: string): Rrule => {
  const parsed = parseRrule(text, anchorDate);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.rule;
};

/** The series' first n dates from the anchor, stepping with rruleDateOnOrAfter. */
function firstDates(text: string, anchorDate: string, n: number): string[] {
  const r = rule(text, anchorDate);
  const dates: string[] = [];
  let from = anchorDate;
  while (dates.length < n) {
    const date = rruleDateOnOrAfter(r, anchorDate, from);
    if (!date) break;
    dates.push(date);
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    from = next.toISOString().slice(0, 10);
  }
  return dates;
}

describe('parseRrule refuses what it cannot run, naming the part', () => {
  it.each([
    ['FREQ missing', 'INTERVAL=2', /^FREQ is required/],
    ['an unknown FREQ', 'FREQ=HOURLY', /^FREQ=HOURLY is not supported/],
    ['INTERVAL=0', 'FREQ=DAILY;INTERVAL=0', /^INTERVAL=0 is not allowed/],
    ['INTERVAL=10000', 'FREQ=DAILY;INTERVAL=10000', /^INTERVAL=10000 is not allowed/],
    ['INTERVAL not a number', 'FREQ=DAILY;INTERVAL=two', /^INTERVAL=TWO is not allowed/],
    ['BYDAY=XX', 'FREQ=WEEKLY;BYDAY=XX', /^BYDAY=XX is not a day/],
    ['BYDAY with a sixth week', 'FREQ=MONTHLY;BYDAY=6MO', /^BYDAY=6MO: the number before the day must be 1..5/],
    ['BYDAY position in a weekly rule', 'FREQ=WEEKLY;BYDAY=2TU', /needs FREQ=MONTHLY or YEARLY/],
    ['BYDAY in a yearly rule without BYMONTH', 'FREQ=YEARLY;BYDAY=MO', /^BYDAY in a FREQ=YEARLY rule needs BYMONTH/],
    ['BYMONTHDAY=32', 'FREQ=MONTHLY;BYMONTHDAY=32', /^BYMONTHDAY=32 is not allowed/],
    ['BYMONTHDAY=0', 'FREQ=MONTHLY;BYMONTHDAY=0', /^BYMONTHDAY=0 is not allowed/],
    ['BYMONTHDAY in a weekly rule', 'FREQ=WEEKLY;BYMONTHDAY=3', /^BYMONTHDAY cannot be used with FREQ=WEEKLY/],
    ['BYMONTH=13', 'FREQ=YEARLY;BYMONTH=13', /^BYMONTH=13 is not allowed/],
    ['COUNT and UNTIL together', 'FREQ=DAILY;COUNT=3;UNTIL=20270101', /^COUNT and UNTIL cannot both be set/],
    ['COUNT=0', 'FREQ=DAILY;COUNT=0', /^COUNT=0 is not allowed/],
    [
      'UNTIL before the start',
      'FREQ=DAILY;UNTIL=20261101',
      /^UNTIL=20261101 is before the reminder's first date \(2026-11-28\)/,
    ],
    ['UNTIL not a date', 'FREQ=DAILY;UNTIL=20260231', /^UNTIL=20260231 is not a real date/],
    ['a part twice', 'FREQ=DAILY;FREQ=WEEKLY', /^FREQ appears twice/],
    [
      'an unsupported part',
      'FREQ=YEARLY;BYWEEKNO=20',
      /^BYWEEKNO is not supported: use FREQ, INTERVAL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, WKST, COUNT or UNTIL/,
    ],
    ['a part without a value', 'FREQ=DAILY;INTERVAL=', /^INTERVAL has no value/],
    ['WKST not a day', 'FREQ=WEEKLY;INTERVAL=2;WKST=XX', /^WKST=XX is not a day: use MO, TU, WE, TH, FR, SA or SU/],
    [
      'BYSETPOS=0',
      'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=0',
      /^BYSETPOS=0 is not allowed: each value must be -366..-1 or 1..366/,
    ],
    ['BYSETPOS past a year', 'FREQ=YEARLY;BYMONTH=1;BYSETPOS=367', /^BYSETPOS=367 is not allowed/],
    ['BYSETPOS not a number', 'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=last', /^BYSETPOS=LAST is not allowed/],
    ['BYSETPOS in a daily rule', 'FREQ=DAILY;BYDAY=MO;BYSETPOS=1', /^BYSETPOS=1 cannot be used with FREQ=DAILY/],
    [
      'BYSETPOS with nothing to pick from',
      'FREQ=MONTHLY;BYSETPOS=-1',
      /^BYSETPOS=-1 needs BYDAY, BYMONTHDAY or BYMONTH/,
    ],
    [
      "BYSETPOS past a week's dates",
      'FREQ=WEEKLY;BYDAY=MO,TU;BYSETPOS=8,-9',
      /^BYSETPOS=8,-9 never names a date: a week holds at most 7 dates/,
    ],
    [
      "BYSETPOS past a month's dates",
      'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=32',
      /^BYSETPOS=32 never names a date: a month holds at most 31 dates/,
    ],
    [
      'UNTIL at an hour that is not',
      'FREQ=DAILY;UNTIL=20270115T250000Z',
      /^UNTIL=20270115T250000Z is not a real time of day/,
    ],
    [
      'UNTIL as an instant a day before the start in UTC',
      'FREQ=DAILY;UNTIL=20261126T235959Z',
      /^UNTIL=20261126T235959Z is before the reminder's first date/,
    ],
    ['an empty rule', 'RRULE:', /^The rule is empty/],
    ['2,000 characters', `FREQ=DAILY;${'BYMONTH=1;'.repeat(199)}`, /^The rule is too long/],
  ])('%s', (_name, text, message) => {
    const parsed = parseRrule(text, '2026-11-28');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});

describe('formatRrule writes the canonical form', () => {
  it.each([
    ['rrule:freq=weekly;byday=fr,mo;interval=2', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR'],
    ['FREQ=DAILY;INTERVAL=1', 'FREQ=DAILY'],
    ['FREQ=MONTHLY;BYDAY=-1FR', 'FREQ=MONTHLY;BYDAY=-1FR'],
    ['FREQ=MONTHLY;BYMONTHDAY=15,1,15', 'FREQ=MONTHLY;BYMONTHDAY=1,15'],
    ['FREQ=YEARLY;BYMONTH=12,3;BYMONTHDAY=1', 'FREQ=YEARLY;BYMONTH=3,12;BYMONTHDAY=1'],
    ['FREQ=DAILY;UNTIL=20270115T235959Z', 'FREQ=DAILY;UNTIL=20270115T235959Z'],
    ['FREQ=DAILY;UNTIL=20270115T083000', 'FREQ=DAILY;UNTIL=20270115T083000'],
    ['FREQ=WEEKLY;BYDAY=MO;COUNT=5;WKST=MO', 'FREQ=WEEKLY;BYDAY=MO;COUNT=5'],
    // WKST is kept where it moves dates (a weekly rule counting weeks, or picking within one), dropped elsewhere.
    ['FREQ=WEEKLY;BYDAY=MO;WKST=SU', 'FREQ=WEEKLY;BYDAY=MO'],
    ['FREQ=MONTHLY;BYDAY=MO;WKST=SU', 'FREQ=MONTHLY;BYDAY=MO'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,TU;WKST=SU', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=SU'],
    ['FREQ=WEEKLY;BYDAY=MO,SU;BYSETPOS=1;WKST=SU', 'FREQ=WEEKLY;BYDAY=MO,SU;BYSETPOS=1;WKST=SU'],
    ['FREQ=MONTHLY;BYSETPOS=-1;BYDAY=FR,TH,WE,TU,MO', 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1'],
    ['FREQ=MONTHLY;BYDAY=MO;BYSETPOS=1,-1,1', 'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=-1,1'],
  ])('%s -> %s', (text, canonical) => {
    expect(formatRrule(rule(text))).toBe(canonical);
    expect(formatRrule(rule(canonical))).toBe(canonical);
  });
});

describe('the dates a rule names', () => {
  it.each([
    [
      'every weekday across a weekend (started on a Saturday)',
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      '2026-11-28',
      7,
      ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08'],
    ],
    [
      'every weekday as a daily rule',
      'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR',
      '2026-12-04',
      3,
      ['2026-12-04', '2026-12-07', '2026-12-08'],
    ],
    [
      'every 2 days',
      'FREQ=DAILY;INTERVAL=2',
      '2026-02-27',
      4,
      ['2026-02-27', '2026-03-01', '2026-03-03', '2026-03-05'],
    ],
    [
      'every 3 days over a leap day',
      'FREQ=DAILY;INTERVAL=3',
      '2028-02-27',
      3,
      ['2028-02-27', '2028-03-01', '2028-03-04'],
    ],
    [
      'every other week on Mon and Thu',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
      '2026-11-25',
      5,
      ['2026-11-26', '2026-12-07', '2026-12-10', '2026-12-21', '2026-12-24'],
    ],
    ['weekly across the year end', 'FREQ=WEEKLY;BYDAY=TH', '2026-12-24', 3, ['2026-12-24', '2026-12-31', '2027-01-07']],
    [
      'the last Friday',
      'FREQ=MONTHLY;BYDAY=-1FR',
      '2026-11-01',
      4,
      ['2026-11-27', '2026-12-25', '2027-01-29', '2027-02-26'],
    ],
    [
      'the second Tuesday every other month',
      'FREQ=MONTHLY;INTERVAL=2;BYDAY=2TU',
      '2026-11-01',
      3,
      ['2026-11-10', '2027-01-12', '2027-03-09'],
    ],
    [
      'the fifth Monday, only in months that have one',
      'FREQ=MONTHLY;BYDAY=5MO',
      '2026-01-01',
      4,
      ['2026-03-30', '2026-06-29', '2026-08-31', '2026-11-30'],
    ],
    [
      "monthly on the 31st falls back to short months' last day",
      'FREQ=MONTHLY;BYMONTHDAY=31',
      '2027-01-31',
      4,
      ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30'],
    ],
    ['monthly on the 31st in a leap year', 'FREQ=MONTHLY;BYMONTHDAY=31', '2028-01-31', 2, ['2028-01-31', '2028-02-29']],
    [
      'the last day of the month',
      'FREQ=MONTHLY;BYMONTHDAY=-1',
      '2026-01-05',
      3,
      ['2026-01-31', '2026-02-28', '2026-03-31'],
    ],
    ['the 12th of every month', 'FREQ=MONTHLY;BYMONTHDAY=12', '2026-11-13', 2, ['2026-12-12', '2027-01-12']],
    ['the 1st and 15th', 'FREQ=MONTHLY;BYMONTHDAY=1,15', '2026-11-02', 3, ['2026-11-15', '2026-12-01', '2026-12-15']],
    [
      'Friday the 13th',
      'FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR',
      '2026-01-01',
      3,
      ['2026-02-13', '2026-03-13', '2026-11-13'],
    ],
    [
      'quarterly in chosen months only',
      'FREQ=MONTHLY;BYMONTH=1,4,7,10;BYMONTHDAY=1',
      '2026-11-02',
      2,
      ['2027-01-01', '2027-04-01'],
    ],
    [
      'yearly on Feb 29 falls back to Feb 28',
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29',
      '2027-01-01',
      3,
      ['2027-02-28', '2028-02-29', '2029-02-28'],
    ],
    ['yearly from a leap day', 'FREQ=YEARLY', '2024-02-29', 3, ['2024-02-29', '2025-02-28', '2026-02-28']],
    ['Thanksgiving', 'FREQ=YEARLY;BYMONTH=11;BYDAY=4TH', '2026-01-01', 3, ['2026-11-26', '2027-11-25', '2028-11-23']],
    [
      'COUNT ends the series',
      'FREQ=WEEKLY;BYDAY=MO;COUNT=3',
      '2026-11-30',
      5,
      ['2026-11-30', '2026-12-07', '2026-12-14'],
    ],
    [
      'COUNT counts from the first date the rule names',
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=2',
      '2026-11-28',
      5,
      ['2026-11-30', '2026-12-01'],
    ],
    [
      'UNTIL is the last date, inclusive',
      'FREQ=DAILY;UNTIL=20261203',
      '2026-12-01',
      9,
      ['2026-12-01', '2026-12-02', '2026-12-03'],
    ],
    ['UNTIL between two dates', 'FREQ=WEEKLY;UNTIL=20261209', '2026-11-26', 9, ['2026-11-26', '2026-12-03']],
    // RFC 5545's own examples (3.8.5.3): WKST decides which week a Sunday counts in when INTERVAL skips weeks.
    [
      'every other week on Tuesday and Sunday, weeks from Monday',
      'FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO',
      '1997-08-05',
      9,
      ['1997-08-05', '1997-08-10', '1997-08-19', '1997-08-24'],
    ],
    [
      'every other week on Tuesday and Sunday, weeks from Sunday',
      'FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU',
      '1997-08-05',
      9,
      ['1997-08-05', '1997-08-17', '1997-08-19', '1997-08-31'],
    ],
    [
      'the last work day of the month',
      'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
      '1997-09-29',
      7,
      ['1997-09-30', '1997-10-31', '1997-11-28', '1997-12-31', '1998-01-30', '1998-02-27', '1998-03-31'],
    ],
    [
      'the third Tuesday, Wednesday or Thursday of the month, 3 times',
      'FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3',
      '1997-09-04',
      9,
      ['1997-09-04', '1997-10-07', '1997-11-06'],
    ],
    [
      'the second of Thursday, Friday and Saturday each week is Friday',
      'FREQ=WEEKLY;BYDAY=TH,FR,SA;BYSETPOS=2',
      '2027-07-13',
      3,
      ['2027-07-16', '2027-07-23', '2027-07-30'],
    ],
    [
      'the first day of a week from Sunday among Monday and Sunday is Sunday',
      'FREQ=WEEKLY;BYDAY=MO,SU;BYSETPOS=1;WKST=SU',
      '2026-11-25',
      3,
      ['2026-11-29', '2026-12-06', '2026-12-13'],
    ],
    [
      "BYSETPOS counts the whole period: the week's first pick before the start is not replaced",
      'FREQ=WEEKLY;BYDAY=MO,WE,FR;BYSETPOS=1,3',
      '2026-11-25',
      4,
      ['2026-11-27', '2026-11-30', '2026-12-04', '2026-12-07'],
    ],
    [
      "the last of the 15th and the 31st is the month's last day, the 31st falling back",
      'FREQ=MONTHLY;BYMONTHDAY=15,31;BYSETPOS=-1',
      '2027-01-20',
      3,
      ['2027-01-31', '2027-02-28', '2027-03-31'],
    ],
    [
      "the year's last of January 1st and July 1st",
      'FREQ=YEARLY;BYMONTH=1,7;BYMONTHDAY=1;BYSETPOS=-1',
      '2026-11-25',
      2,
      ['2027-07-01', '2028-07-01'],
    ],
    [
      "the second weekday of the year's first month",
      'FREQ=YEARLY;BYMONTH=1;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=2',
      '2026-11-25',
      2,
      ['2027-01-04', '2028-01-04'],
    ],
  ])('%s', (_name, text, anchor, n, expected) => {
    expect(firstDates(text, anchor, n)).toEqual(expected);
  });

  it('a rule that names no date from its anchor has no first date', () => {
    expect(rruleFirstDate(rule('FREQ=MONTHLY;INTERVAL=12;BYMONTH=3'), '2026-01-05')).toBeNull();
    expect(rruleFirstDate(rule('FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR'), '2026-01-01')).toBe('2026-02-13');
  });

  it('the series ended by COUNT answers null after its last date', () => {
    expect(rruleDateOnOrAfter(rule('FREQ=DAILY;COUNT=2'), '2026-11-01', '2026-11-03')).toBeNull();
    expect(rruleDateOnOrAfter(rule('FREQ=DAILY;COUNT=2'), '2026-11-01', '2026-11-02')).toBe('2026-11-02');
  });

  it.each([
    [{ freq: 'DAILY', interval: 3 }, '2026-11-28', '2026-12-01'],
    [{ freq: 'WEEKLY', interval: 2 }, '2026-12-25', '2027-01-08'],
    [{ freq: 'MONTHLY', interval: 1 }, '2027-01-31', '2027-02-28'],
    [{ freq: 'MONTHLY', interval: 13 }, '2026-11-30', '2027-12-30'],
    [{ freq: 'YEARLY', interval: 1 }, '2028-02-29', '2029-02-28'],
  ] as const)('%o after %s is %s', (step, date, expected) => {
    expect(dateAfterInterval(step, date)).toBe(expected);
  });
});

describe('hostile rules: sparse, long-lived and started centuries ago (answers as the day-by-day engine gave them)', () => {
  // The costs are printed by `npm run bench` (worst-case section); here the answers must stay what they were.
  it.each([
    [
      'Feb 29 (or 28) on a Monday, COUNT=1000, from the year 100',
      'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO;COUNT=1000',
      '0100-03-01',
      '2026-11-29',
      '2033-02-28',
    ],
    [
      'the same rule from today',
      'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO;COUNT=1000',
      '2026-11-29',
      '2026-11-29',
      '2033-02-28',
    ],
    [
      'every 999 days, COUNT=1000, from the year 100',
      'FREQ=DAILY;INTERVAL=999;COUNT=1000',
      '0100-01-01',
      '2026-11-29',
      '2028-04-18',
    ],
    [
      'Friday the 13th, COUNT=1000, counted through four centuries',
      'FREQ=DAILY;BYMONTHDAY=13;BYDAY=FR;COUNT=1000',
      '0100-01-01',
      '0500-01-01',
      '0500-08-13',
    ],
    [
      'February Mondays weekly, COUNT=1000, from 1900',
      'FREQ=WEEKLY;BYMONTH=2;BYDAY=MO;COUNT=1000',
      '1900-01-01',
      '2026-11-29',
      '2027-02-01',
    ],
    [
      'a month-end Monday, COUNT=1000, from 1800',
      'FREQ=MONTHLY;BYMONTHDAY=31;BYDAY=MO;COUNT=1000',
      '1800-01-01',
      '2026-11-29',
      '2026-11-30',
    ],
    [
      'a yearly Feb 29 Monday',
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO',
      '2026-11-29',
      '2026-11-29',
      '2033-02-28',
    ],
    [
      'every 7 days on Feb 29 Mondays',
      'FREQ=DAILY;INTERVAL=7;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO',
      '2026-11-30',
      '2026-11-30',
      '2033-02-28',
    ],
    [
      'the 29th from the end of February on a Sunday',
      'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=-29;BYDAY=SU',
      '2026-11-30',
      '2026-11-30',
      '2032-02-01',
    ],
  ])('%s', (_name, text, anchor, from, expected) => {
    expect(rruleDateOnOrAfter(rule(text), anchor, from)).toBe(expected);
  });

  it('a long INTERVAL is a series, not one date; a rule naming no date is refused', () => {
    expect(take(rruleDatesFrom(rule('FREQ=YEARLY;INTERVAL=40'), '2026-11-29', '2026-11-29'), 3)).toEqual([
      '2026-11-29',
      '2066-11-29',
      '2106-11-29',
    ]);
    expect(take(rruleDatesFrom(rule('FREQ=MONTHLY;INTERVAL=999;COUNT=2'), '2026-11-30', '2026-11-30'), 9)).toEqual([
      '2026-11-30',
      '2110-02-28',
    ]);
    expect(rruleFirstDate(rule('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30,31'), '2026-11-30')).toBe('2027-02-28');
    expect(rruleFirstDate(rule('FREQ=MONTHLY;BYMONTH=4;BYDAY=5SA;BYMONTHDAY=1,2,3'), '2026-11-30')).toBeNull();
  });

  it('walks a COUNT series once, however many dates are read', () => {
    const r = rule('FREQ=WEEKLY;BYDAY=MO,TH;COUNT=5');
    expect(take(rruleDatesFrom(r, '2026-11-30', '2026-12-04'), 9)).toEqual(['2026-12-07', '2026-12-10', '2026-12-14']);
    expect(rruleCountBefore(r, '2026-11-30', '2026-12-07')).toBe(2);
    expect(rruleCountBefore(r, '2026-11-30', '2030-01-01')).toBe(5);
  });
});

describe('one-date questions agree with walking the series', () => {
  const RULES = [
    'FREQ=DAILY;INTERVAL=3;BYMONTH=2,3;BYDAY=MO,SU',
    'FREQ=DAILY;BYMONTHDAY=31,-1',
    'FREQ=WEEKLY;INTERVAL=2;BYMONTH=3,11;BYDAY=SU,TU',
    'FREQ=WEEKLY;INTERVAL=3',
    'FREQ=MONTHLY;INTERVAL=2;BYDAY=2SU,-1SA',
    'FREQ=MONTHLY;BYMONTHDAY=30',
    'FREQ=YEARLY;BYMONTH=3,11;BYDAY=1SU,2SU',
    'FREQ=YEARLY;INTERVAL=2',
    'FREQ=DAILY;UNTIL=20280310',
    'FREQ=DAILY;INTERVAL=2;COUNT=300',
    'FREQ=WEEKLY;BYDAY=SU;COUNT=60',
  ];
  const ANCHOR = '2026-11-29';
  const dates = Array.from({ length: 3 * 366 }, (_, i) => dateOfDayNumber(dayNumber(ANCHOR) - 3 + i));

  it.each(RULES)('%s: rruleNamesDate (COUNT aside) is "the first date from here is this one"', (text) => {
    const { count: _count, ...endless } = rule(text);
    for (const date of dates)
      expect([date, rruleNamesDate(endless, ANCHOR, date)]).toEqual([
        date,
        rruleDateOnOrAfter(endless, ANCHOR, date) === date,
      ]);
  });

  it.each(RULES.filter((text) => text.includes('COUNT')))(
    '%s: rruleCountEndBy is its last date when that comes by the limit',
    (text) => {
      const r = rule(text);
      const last = take(rruleDatesFrom(r, ANCHOR, ANCHOR), 10_000).at(-1)!;
      expect(rruleCountEndBy(r, ANCHOR, last)).toBe(last);
      expect(rruleCountEndBy(r, ANCHOR, '2040-01-01')).toBe(last);
      expect(rruleCountEndBy(r, ANCHOR, dateOfDayNumber(dayNumber(last) - 1))).toBeNull();
      expect(rruleCountEndBy(rule('FREQ=DAILY'), ANCHOR, '2040-01-01')).toBeNull();
    },
  );
});

describe('a custom rule keeps its wall time across DST, in every zone', () => {
  const custom = (text: string, anchorDate: string, wallTime: string): RecurrenceRule => ({
    repeat: 'custom',
    anchorDate,
    wallTime,
    rrule: rule(text, anchorDate),
  });
  it.each([
    [
      'New York, spring forward',
      'America/New_York',
      'FREQ=WEEKLY;BYDAY=SU',
      '2026-03-01',
      '09:00',
      ['2026-03-01T14:00:00.000Z', '2026-03-08T13:00:00.000Z'],
    ],
    [
      'New York, a wall time the change skips moves to 03:00',
      'America/New_York',
      'FREQ=WEEKLY;BYDAY=SU',
      '2026-03-01',
      '02:30',
      ['2026-03-01T07:30:00.000Z', '2026-03-08T07:00:00.000Z'],
    ],
    [
      'New York, fall back',
      'America/New_York',
      'FREQ=WEEKLY;BYDAY=SU',
      '2026-10-25',
      '09:00',
      ['2026-10-25T13:00:00.000Z', '2026-11-01T14:00:00.000Z'],
    ],
    [
      'London',
      'Europe/London',
      'FREQ=MONTHLY;BYDAY=-1SU',
      '2026-02-01',
      '09:00',
      ['2026-02-22T09:00:00.000Z', '2026-03-29T08:00:00.000Z'],
    ],
    [
      'Berlin',
      'Europe/Berlin',
      'FREQ=DAILY;INTERVAL=7',
      '2026-03-22',
      '09:00',
      ['2026-03-22T08:00:00.000Z', '2026-03-29T07:00:00.000Z'],
    ],
    [
      'Sydney, autumn',
      'Australia/Sydney',
      'FREQ=WEEKLY;BYDAY=SU',
      '2026-03-29',
      '09:00',
      ['2026-03-28T22:00:00.000Z', '2026-04-04T23:00:00.000Z'],
    ],
    [
      'Auckland',
      'Pacific/Auckland',
      'FREQ=WEEKLY;BYDAY=SU',
      '2026-03-29',
      '09:00',
      ['2026-03-28T20:00:00.000Z', '2026-04-04T21:00:00.000Z'],
    ],
    [
      'Santiago',
      'America/Santiago',
      'FREQ=WEEKLY;BYDAY=SU',
      '2026-03-29',
      '09:00',
      ['2026-03-29T12:00:00.000Z', '2026-04-05T13:00:00.000Z'],
    ],
  ])('%s', (_name, zone, text, anchor, wallTime, expected) => {
    const r = custom(text, anchor, wallTime);
    const first = firstOccurrenceAtOrAfter(r, anchor, zone, new Date('2020-01-01T00:00:00Z'))!;
    const second = nextOccurrence(r, first.date, zone)!;
    expect([first.at.toISOString(), second.at.toISOString()]).toEqual(expected);
  });

  it('a series that has ended has no occurrence at or after now', () => {
    const r = custom('FREQ=DAILY;COUNT=2', '2026-11-01', '09:00');
    expect(firstOccurrenceAtOrAfter(r, '2026-11-01', 'America/Chicago', new Date('2026-11-05T00:00:00Z'))).toBeNull();
  });
});

describe('describeRrule says the rule in words', () => {
  it.each([
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '2026-11-30', 'Every weekday'],
    ['FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR', '2026-11-30', 'Every weekday'],
    ['FREQ=DAILY', '2026-11-30', 'Every day'],
    ['FREQ=DAILY;INTERVAL=3', '2026-11-30', 'Every 3 days'],
    ['FREQ=WEEKLY', '2026-11-30', 'Every week on Monday'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH', '2026-11-30', 'Every 2 weeks on Monday and Thursday'],
    ['FREQ=MONTHLY', '2026-11-12', 'Monthly on the 12th'],
    ['FREQ=MONTHLY;BYDAY=-1FR', '2026-11-12', 'Monthly on the last Friday'],
    ['FREQ=MONTHLY;INTERVAL=3;BYDAY=2TU', '2026-11-12', 'Every 3 months on the second Tuesday'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', '2026-11-12', 'Monthly on the last day'],
    ['FREQ=MONTHLY;BYMONTHDAY=1,15', '2026-11-12', 'Monthly on the 1st and 15th'],
    ['FREQ=YEARLY', '2026-03-03', 'Yearly on March 3'],
    ['FREQ=YEARLY;BYMONTH=11;BYDAY=4TH', '2026-03-03', 'Yearly on the fourth Thursday of November'],
    ['FREQ=WEEKLY;BYDAY=SA;COUNT=10', '2026-11-28', 'Every week on Saturday, 10 times'],
    ['FREQ=DAILY;UNTIL=20261231', '2026-11-28', 'Every day, until Dec 31, 2026'],
    ['FREQ=DAILY;UNTIL=20261231T140000Z', '2026-11-28', 'Every day, until Dec 31, 2026 2:00 PM UTC'],
    ['FREQ=DAILY;UNTIL=20261231T083000', '2026-11-28', 'Every day, until Dec 31, 2026 8:30 AM'],
    ['FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', '2026-11-12', 'Monthly on the last weekday'],
    ['FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1;COUNT=3', '2026-11-12', 'Monthly on the first weekday, 3 times'],
    [
      'FREQ=MONTHLY;BYMONTHDAY=15,31;BYSETPOS=-1',
      '2026-11-12',
      'Monthly on the 15th and 31st, only the last of those each month',
    ],
    [
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SU;BYSETPOS=1;WKST=SU',
      '2026-11-12',
      'Every 2 weeks on Monday and Sunday, only the first of those each week, weeks starting Sunday',
    ],
  ])('%s from %s: %s', (text, anchor, words) => {
    expect(describeRrule(rule(text), anchor)).toBe(words);
  });
});

describe('UNTIL with a time is an instant (RFC 5545), read in the reminder\u2019s zone', () => {
  // The last date of the series is the last whose wall time, in the zone, is at or before UNTIL; an UNTIL without Z is
  // on the wall clock; a date is the last date itself.
  it.each([
    [
      'New York 09:00, UNTIL at that very instant (14:00Z)',
      'FREQ=DAILY;UNTIL=20270115T140000Z',
      '09:00',
      'America/New_York',
      '2027-01-15',
    ],
    [
      'New York 09:00, UNTIL a second before',
      'FREQ=DAILY;UNTIL=20270115T135959Z',
      '09:00',
      'America/New_York',
      '2027-01-14',
    ],
    [
      'New York 21:00, UNTIL the next UTC day at 02:00 (21:00 EST)',
      'FREQ=DAILY;UNTIL=20270116T020000Z',
      '21:00',
      'America/New_York',
      '2027-01-15',
    ],
    [
      'New York 22:00, the same UNTIL: an hour late',
      'FREQ=DAILY;UNTIL=20270116T020000Z',
      '22:00',
      'America/New_York',
      '2027-01-14',
    ],
    [
      'New York in summer (EDT): 09:00 is 13:00Z',
      'FREQ=DAILY;UNTIL=20270715T130000Z',
      '09:00',
      'America/New_York',
      '2027-07-15',
    ],
    [
      'Tokyo 08:00, UNTIL at midnight UTC (09:00 JST)',
      'FREQ=DAILY;UNTIL=20270115T000000Z',
      '08:00',
      'Asia/Tokyo',
      '2027-01-15',
    ],
    ['Tokyo 10:00, the same UNTIL', 'FREQ=DAILY;UNTIL=20270115T000000Z', '10:00', 'Asia/Tokyo', '2027-01-14'],
    [
      'Kiritimati (+14) 09:00: UNTIL on the 14th in UTC is the 15th at 10:00 there',
      'FREQ=DAILY;UNTIL=20270114T200000Z',
      '09:00',
      'Pacific/Kiritimati',
      '2027-01-15',
    ],
    [
      'on the wall clock (no Z), at the wall time',
      'FREQ=DAILY;UNTIL=20270115T083000',
      '08:30',
      'America/New_York',
      '2027-01-15',
    ],
    [
      'on the wall clock (no Z), before the wall time',
      'FREQ=DAILY;UNTIL=20270115T083000',
      '09:00',
      'America/New_York',
      '2027-01-14',
    ],
    [
      'a date is the last date, whatever the time',
      'FREQ=DAILY;UNTIL=20270115',
      '23:59',
      'Pacific/Kiritimati',
      '2027-01-15',
    ],
  ])('%s', (_name, text, wallTime, zone, lastDate) => {
    const parsed = rule(text, '2026-12-01');
    expect(withLastDate(parsed, wallTime, zone)).toEqual({ freq: 'DAILY', interval: 1, until: lastDate });
    // The texts: the last occurrence the nag path finds is on that date.
    const series: RecurrenceRule = {
      repeat: 'custom',
      anchorDate: '2027-01-10',
      wallTime,
      rrule: withLastDate(parsed, wallTime, zone),
    };
    let occurrence = firstOccurrenceAtOrAfter(series, '2027-01-10', zone, new Date('2027-01-01T00:00:00Z'))!;
    for (let next = nextOccurrence(series, occurrence.date, zone); next; next = nextOccurrence(series, next.date, zone))
      occurrence = next;
    expect(occurrence.date).toBe(lastDate);
  });

  it('parseRrule keeps UNTIL\u2019s time and whether it is UTC', () => {
    expect(rule('FREQ=DAILY;UNTIL=20270115T235959Z')).toEqual({
      freq: 'DAILY',
      interval: 1,
      until: '2027-01-15',
      untilTime: '23:59:59',
      untilUtc: true,
    });
    expect(rule('FREQ=DAILY;UNTIL=20270115T083000')).toEqual({
      freq: 'DAILY',
      interval: 1,
      until: '2027-01-15',
      untilTime: '08:30:00',
    });
  });

  it('the dates engine refuses an UNTIL instant not yet read in a zone (it would be a date in UTC)', () => {
    expect(() => rruleFirstDate(rule('FREQ=DAILY;UNTIL=20270115T140000Z'), '2027-01-10')).toThrow(/UNTIL with a time/);
  });
});
