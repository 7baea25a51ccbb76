import {
  addDays,
  firstOccurrenceAtOrAfter,
  nextOccurrence,
  occurrenceDateAfter,
  occurrenceDateOnOrAfter,
  type RecurrenceRule,
} from '#core/reminders/domain/recurrence';
import { instantToWallTime } from '#core/kernel/wall-time';

const NY = 'America/New_York';
const LONDON = 'Europe/London';

const rule = (repeat: RecurrenceRule['repeat'], anchorDate: string, wallTime = '09:00'): RecurrenceRule => ({
  repeat,
  anchorDate,
  wallTime,
});

/** The series' dates after the anchor, stepping with occurrenceDateAfter. */
function series(r: RecurrenceRule, count: number): string[] {
  const dates: string[] = [];
  let date = r.anchorDate;
  for (let i = 0; i < count; i++) {
    date = occurrenceDateAfter(r, date)!;
    dates.push(date);
  }
  return dates;
}

describe('occurrenceDateAfter', () => {
  it.each([
    ['once has no next', rule('once', '2026-03-07'), '2026-03-07', null],
    ['daily +1', rule('daily', '2026-03-01'), '2026-03-07', '2026-03-08'],
    ['daily over the year end', rule('daily', '2026-12-01'), '2026-12-31', '2027-01-01'],
    ['daily onto a leap day', rule('daily', '2028-02-01'), '2028-02-28', '2028-02-29'],
    ['daily past February in a non-leap year', rule('daily', '2026-02-01'), '2026-02-28', '2026-03-01'],
    ['weekly +7 over spring forward', rule('weekly', '2026-03-01'), '2026-03-01', '2026-03-08'],
    ['weekly over the year end', rule('weekly', '2026-12-27'), '2026-12-27', '2027-01-03'],
    ['weekly onto a leap day', rule('weekly', '2028-02-22'), '2028-02-22', '2028-02-29'],
    [
      'weekly from a day between occurrences snaps to the series',
      rule('weekly', '2026-03-01'),
      '2026-03-10',
      '2026-03-15',
    ],
    ['before the anchor, the anchor is next', rule('daily', '2026-05-01'), '2026-04-01', '2026-05-01'],
    ['monthly Jan 31 -> Feb 28', rule('monthly', '2026-01-31'), '2026-01-31', '2026-02-28'],
    ['monthly back to the 31st after February', rule('monthly', '2026-01-31'), '2026-02-28', '2026-03-31'],
    ['monthly on the 15th', rule('monthly', '2026-01-15'), '2026-12-15', '2027-01-15'],
  ])('%s', (_name, r, current, expected) => {
    expect(occurrenceDateAfter(r, current)).toBe(expected);
  });

  it.each([
    [
      'the 31st through 2026 (not a leap year)',
      rule('monthly', '2026-01-31'),
      [
        '2026-02-28',
        '2026-03-31',
        '2026-04-30',
        '2026-05-31',
        '2026-06-30',
        '2026-07-31',
        '2026-08-31',
        '2026-09-30',
        '2026-10-31',
        '2026-11-30',
        '2026-12-31',
        '2027-01-31',
        '2027-02-28',
      ],
    ],
    [
      'the 31st through 2028 (a leap year)',
      rule('monthly', '2027-12-31'),
      [
        '2028-01-31',
        '2028-02-29',
        '2028-03-31',
        '2028-04-30',
        '2028-05-31',
        '2028-06-30',
        '2028-07-31',
        '2028-08-31',
        '2028-09-30',
        '2028-10-31',
        '2028-11-30',
        '2028-12-31',
      ],
    ],
    ['the 30th', rule('monthly', '2026-01-30'), ['2026-02-28', '2026-03-30', '2026-04-30', '2026-05-30']],
    ['the 30th in a leap year', rule('monthly', '2028-01-30'), ['2028-02-29', '2028-03-30', '2028-04-30']],
    ['the 29th', rule('monthly', '2026-01-29'), ['2026-02-28', '2026-03-29', '2026-04-29']],
    ['the 29th in a leap year', rule('monthly', '2028-01-29'), ['2028-02-29', '2028-03-29']],
    ['the 28th never moves', rule('monthly', '2026-01-28'), ['2026-02-28', '2026-03-28', '2026-04-28']],
    [
      'a leap-day anchor',
      rule('monthly', '2028-02-29'),
      [
        '2028-03-29',
        '2028-04-29',
        '2028-05-29',
        '2028-06-29',
        '2028-07-29',
        '2028-08-29',
        '2028-09-29',
        '2028-10-29',
        '2028-11-29',
        '2028-12-29',
        '2029-01-29',
        '2029-02-28',
        '2029-03-29',
      ],
    ],
    ['daily over the leap day', rule('daily', '2028-02-27'), ['2028-02-28', '2028-02-29', '2028-03-01']],
    ['weekly through the US DST weeks', rule('weekly', '2026-02-22'), ['2026-03-01', '2026-03-08', '2026-03-15']],
  ])('monthly/daily/weekly series: %s', (_name, r, expected) => {
    expect(series(r, expected.length)).toEqual(expected);
  });

  it.each([
    ['every 12 months from a leap day lands on Feb 28 in common years', 12, '2029-02-28'],
    ['and on Feb 29 again in the next leap year (48 months)', 48, '2032-02-29'],
    ['the 29th again after 13 months', 13, '2029-03-29'],
  ])('%s', (_name, steps, expected) => {
    expect(series(rule('monthly', '2028-02-29'), steps).at(-1)).toBe(expected);
  });

  it('monthly on the 31st never drifts over ten years', () => {
    const dates = series(rule('monthly', '2026-01-31'), 120);
    const thirtyOnes = dates.filter((d) => /-(01|03|05|07|08|10|12)-/.test(d));
    expect(thirtyOnes.every((d) => d.endsWith('-31'))).toBe(true);
    expect(thirtyOnes).toHaveLength(70);
    expect(dates.at(-1)).toBe('2036-01-31');
  });
});

describe('occurrenceDateOnOrAfter', () => {
  it.each([
    ['daily on a date', rule('daily', '2026-01-01'), '2026-06-15', '2026-06-15'],
    ['weekly on an occurrence', rule('weekly', '2026-03-01'), '2026-03-08', '2026-03-08'],
    ['weekly between occurrences', rule('weekly', '2026-03-01'), '2026-03-09', '2026-03-15'],
    ['monthly on the fallback day', rule('monthly', '2026-01-31'), '2026-02-28', '2026-02-28'],
    ["monthly after this month's occurrence", rule('monthly', '2026-01-15'), '2026-02-16', '2026-03-15'],
    ['before the anchor', rule('monthly', '2026-01-31'), '2025-06-01', '2026-01-31'],
    ['once before its date', rule('once', '2026-01-31'), '2026-01-01', '2026-01-31'],
    ['once after its date', rule('once', '2026-01-31'), '2026-02-01', null],
  ])('%s', (_name, r, date, expected) => expect(occurrenceDateOnOrAfter(r, date)).toBe(expected));
});

describe('nextOccurrence', () => {
  it.each([
    [
      'daily 09:00 NY into spring forward',
      rule('daily', '2026-03-01'),
      NY,
      '2026-03-07',
      '2026-03-08',
      '2026-03-08T13:00:00.000Z',
    ],
    [
      'daily 09:00 NY the day before',
      rule('daily', '2026-03-01'),
      NY,
      '2026-03-06',
      '2026-03-07',
      '2026-03-07T14:00:00.000Z',
    ],
    [
      'daily 09:00 NY into fall back',
      rule('daily', '2026-10-01'),
      NY,
      '2026-10-31',
      '2026-11-01',
      '2026-11-01T14:00:00.000Z',
    ],
    [
      'daily 09:00 NY the day before fall back',
      rule('daily', '2026-10-01'),
      NY,
      '2026-10-30',
      '2026-10-31',
      '2026-10-31T13:00:00.000Z',
    ],
    [
      'daily 09:00 London into BST',
      rule('daily', '2026-03-01'),
      LONDON,
      '2026-03-28',
      '2026-03-29',
      '2026-03-29T08:00:00.000Z',
    ],
    [
      'daily 09:00 London into GMT',
      rule('daily', '2026-10-01'),
      LONDON,
      '2026-10-24',
      '2026-10-25',
      '2026-10-25T09:00:00.000Z',
    ],
    [
      'weekly Sunday 09:00 NY over spring forward',
      rule('weekly', '2026-03-01'),
      NY,
      '2026-03-01',
      '2026-03-08',
      '2026-03-08T13:00:00.000Z',
    ],
    [
      'weekly Sunday 09:00 NY over fall back',
      rule('weekly', '2026-10-25'),
      NY,
      '2026-10-25',
      '2026-11-01',
      '2026-11-01T14:00:00.000Z',
    ],
    [
      'weekly Sunday 09:00 London over BST',
      rule('weekly', '2026-03-22'),
      LONDON,
      '2026-03-22',
      '2026-03-29',
      '2026-03-29T08:00:00.000Z',
    ],
    [
      'weekly Sunday 09:00 London over GMT',
      rule('weekly', '2026-10-18'),
      LONDON,
      '2026-10-18',
      '2026-10-25',
      '2026-10-25T09:00:00.000Z',
    ],
    [
      'daily 02:30 NY lands on 03:00 on the skipped day',
      rule('daily', '2026-03-01', '02:30'),
      NY,
      '2026-03-07',
      '2026-03-08',
      '2026-03-08T07:00:00.000Z',
    ],
    [
      'and is 02:30 again the day after',
      rule('daily', '2026-03-01', '02:30'),
      NY,
      '2026-03-08',
      '2026-03-09',
      '2026-03-09T06:30:00.000Z',
    ],
    [
      'daily 01:30 NY on fall-back day takes the first',
      rule('daily', '2026-10-01', '01:30'),
      NY,
      '2026-10-31',
      '2026-11-01',
      '2026-11-01T05:30:00.000Z',
    ],
    [
      'monthly 31st 09:00 NY in February (EST)',
      rule('monthly', '2026-01-31'),
      NY,
      '2026-01-31',
      '2026-02-28',
      '2026-02-28T14:00:00.000Z',
    ],
    [
      'monthly 31st 09:00 NY in March (EDT)',
      rule('monthly', '2026-01-31'),
      NY,
      '2026-02-28',
      '2026-03-31',
      '2026-03-31T13:00:00.000Z',
    ],
    [
      'Auckland 09:00: the local date is a UTC day ahead',
      rule('daily', '2026-04-01'),
      'Pacific/Auckland',
      '2026-04-04',
      '2026-04-05',
      '2026-04-04T21:00:00.000Z',
    ],
    [
      'Auckland 09:00 over the September change',
      rule('daily', '2026-09-01'),
      'Pacific/Auckland',
      '2026-09-26',
      '2026-09-27',
      '2026-09-26T20:00:00.000Z',
    ],
    [
      'Kolkata 02:00 is the previous UTC day',
      rule('daily', '2026-06-01', '02:00'),
      'Asia/Kolkata',
      '2026-06-01',
      '2026-06-02',
      '2026-06-01T20:30:00.000Z',
    ],
    [
      'leap-day monthly at 09:00 NY',
      rule('monthly', '2028-02-29'),
      NY,
      '2028-02-29',
      '2028-03-29',
      '2028-03-29T13:00:00.000Z',
    ],
  ])('%s', (_name, r, zone, current, date, iso) => {
    const next = nextOccurrence(r, current, zone);
    expect(next?.date).toBe(date);
    expect(next?.at.toISOString()).toBe(iso);
  });

  it('once has no next occurrence', () => {
    expect(nextOccurrence(rule('once', '2026-03-07'), '2026-03-07', NY)).toBeNull();
  });

  it.each([
    [NY, 14, 13],
    [LONDON, 9, 8],
  ])(
    'daily 09:00 in %s stays 09:00 local all of 2026 (UTC hour %i in winter, %i in summer)',
    (zone, winterHour, summerHour) => {
      const r = rule('daily', '2026-01-01');
      const hours = new Set<number>();
      let date = '2026-01-01';
      for (let i = 0; i < 365; i++) {
        const next = nextOccurrence(r, date, zone)!;
        expect(instantToWallTime(next.at, zone)).toEqual({ date: next.date, time: '09:00' });
        hours.add(next.at.getUTCHours());
        date = next.date;
      }
      expect(date).toBe('2027-01-01');
      expect([...hours].sort((a, b) => a - b)).toEqual([summerHour, winterHour].sort((a, b) => a - b));
    },
  );
});

describe('firstOccurrenceAtOrAfter', () => {
  it.each([
    [
      'once ignores notBefore',
      rule('once', '2026-03-10'),
      '2026-03-10',
      NY,
      '2027-01-01T00:00:00Z',
      '2026-03-10',
      '2026-03-10T13:00:00.000Z',
    ],
    [
      'fromDate itself when not yet past',
      rule('daily', '2026-01-01'),
      '2026-03-08',
      NY,
      '2026-03-08T12:00:00Z',
      '2026-03-08',
      '2026-03-08T13:00:00.000Z',
    ],
    [
      'exactly at notBefore counts',
      rule('daily', '2026-01-01'),
      '2026-01-01',
      NY,
      '2026-03-08T13:00:00Z',
      '2026-03-08',
      '2026-03-08T13:00:00.000Z',
    ],
    [
      'a millisecond late moves to the next day',
      rule('daily', '2026-01-01'),
      '2026-01-01',
      NY,
      '2026-03-08T13:00:00.001Z',
      '2026-03-09',
      '2026-03-09T13:00:00.000Z',
    ],
    [
      'notBefore before fromDate',
      rule('daily', '2026-01-01'),
      '2026-05-01',
      NY,
      '2020-01-01T00:00:00Z',
      '2026-05-01',
      '2026-05-01T13:00:00.000Z',
    ],
    [
      'daily years behind',
      rule('daily', '2020-01-01'),
      '2020-01-01',
      NY,
      '2026-06-15T12:00:00Z',
      '2026-06-15',
      '2026-06-15T13:00:00.000Z',
    ],
    [
      'daily millennia behind (no day-by-day loop)',
      rule('daily', '1971-01-01'),
      '1971-01-01',
      'UTC',
      '9000-06-15T10:00:00Z',
      '9000-06-16',
      '9000-06-16T09:00:00.000Z',
    ],
    [
      'weekly Sunday to the next Sunday',
      rule('weekly', '2026-03-01'),
      '2026-03-01',
      NY,
      '2026-04-01T00:00:00Z',
      '2026-04-05',
      '2026-04-05T13:00:00.000Z',
    ],
    [
      'weekly Thursday years behind, into BST',
      rule('weekly', '2000-01-06'),
      '2000-01-06',
      LONDON,
      '2026-03-26T10:00:00Z',
      '2026-04-02',
      '2026-04-02T08:00:00.000Z',
    ],
    [
      'monthly 31st -> Feb 28',
      rule('monthly', '2026-01-31'),
      '2026-01-31',
      NY,
      '2026-02-15T00:00:00Z',
      '2026-02-28',
      '2026-02-28T14:00:00.000Z',
    ],
    [
      'monthly 31st -> Mar 31 (EDT)',
      rule('monthly', '2026-01-31'),
      '2026-01-31',
      NY,
      '2026-03-01T00:00:00Z',
      '2026-03-31',
      '2026-03-31T13:00:00.000Z',
    ],
    [
      'monthly 31st years behind -> leap Feb 29',
      rule('monthly', '2020-01-31'),
      '2020-01-31',
      NY,
      '2028-02-10T00:00:00Z',
      '2028-02-29',
      '2028-02-29T14:00:00.000Z',
    ],
    [
      'monthly leap-day anchor -> Feb 28 in 2029',
      rule('monthly', '2028-02-29'),
      '2028-02-29',
      NY,
      '2029-02-01T00:00:00Z',
      '2029-02-28',
      '2029-02-28T14:00:00.000Z',
    ],
    [
      'Auckland: UTC still the day before',
      rule('daily', '2026-01-01'),
      '2026-01-01',
      'Pacific/Auckland',
      '2026-06-30T22:00:00Z',
      '2026-07-02',
      '2026-07-01T21:00:00.000Z',
    ],
    [
      'Kolkata: half-hour offset',
      rule('daily', '2026-01-01', '06:00'),
      '2026-01-01',
      'Asia/Kolkata',
      '2026-05-10T00:00:00Z',
      '2026-05-10',
      '2026-05-10T00:30:00.000Z',
    ],
    [
      'Apia: the skipped day still counts, at its next valid minute',
      rule('daily', '2011-12-01'),
      '2011-12-01',
      'Pacific/Apia',
      '2011-12-30T09:00:00Z',
      '2011-12-30',
      '2011-12-30T10:00:00.000Z',
    ],
    [
      'Apia: notBefore locally the 31st still finds the 30th',
      rule('daily', '2011-12-01'),
      '2011-12-01',
      'Pacific/Apia',
      '2011-12-30T10:00:00Z',
      '2011-12-30',
      '2011-12-30T10:00:00.000Z',
    ],
  ])('%s', (_name, r, fromDate, zone, notBefore, date, iso) => {
    const first = firstOccurrenceAtOrAfter(r, fromDate, zone, new Date(notBefore))!;
    expect(first.date).toBe(date);
    expect(first.at.toISOString()).toBe(iso);
  });

  it.each([
    ['daily', rule('daily', '2026-01-01', '07:45')],
    ['daily at a time skipped in March', rule('daily', '2026-01-01', '02:30')],
    ['weekly', rule('weekly', '2026-01-04', '23:30')],
    ['monthly on the 31st', rule('monthly', '2026-01-31', '00:15')],
  ])('%s: same answer as walking the whole series (every 37 hours of 2026)', (_name, r) => {
    const all = [r.anchorDate];
    while (all.at(-1)! < '2027-02-01') all.push(occurrenceDateAfter(r, all.at(-1)!)!);
    const instants = all.map((date) => ({ date, at: nextOccurrence(r, addDays(date, -1), NY)?.at ?? null }));
    for (let hour = 0; hour < 24 * 365; hour += 37) {
      const notBefore = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      const walked = instants.find((o) => o.at!.getTime() >= notBefore.getTime())!;
      const first = firstOccurrenceAtOrAfter(r, r.anchorDate, NY, notBefore)!;
      expect({ date: first.date, at: first.at.toISOString() }).toEqual({
        date: walked.date,
        at: walked.at!.toISOString(),
      });
    }
  });
});

describe('addDays', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-01-01', 365, '2027-01-01'],
  ])('%s %+i = %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected));
});
