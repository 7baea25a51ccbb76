import ICAL from 'ical.js';
import { restartedRrule, rruleOf, storedRrule } from '../../../../lambdas/core/reminders/domain/recurrence';
import { rruleDatesFrom } from '../../../../lambdas/core/reminders/domain/recurrence/series-dates';
import { take } from '../../../support/take';

describe('rruleOf', () => {
  it.each([
    ['once', '2026-03-01', undefined],
    ['daily', '2026-03-01', 'FREQ=DAILY'],
    ['weekly', '2026-03-01', 'FREQ=WEEKLY;BYDAY=SU'],
    ['weekly', '2026-03-02', 'FREQ=WEEKLY;BYDAY=MO'],
    ['weekly', '2026-03-03', 'FREQ=WEEKLY;BYDAY=TU'],
    ['weekly', '2026-03-04', 'FREQ=WEEKLY;BYDAY=WE'],
    ['weekly', '2026-03-05', 'FREQ=WEEKLY;BYDAY=TH'],
    ['weekly', '2026-03-06', 'FREQ=WEEKLY;BYDAY=FR'],
    ['weekly', '2026-03-07', 'FREQ=WEEKLY;BYDAY=SA'],
    ['weekly', '2028-02-29', 'FREQ=WEEKLY;BYDAY=TU'],
    ['monthly', '2026-01-01', 'FREQ=MONTHLY;BYMONTHDAY=1'],
    ['monthly', '2026-01-15', 'FREQ=MONTHLY;BYMONTHDAY=15'],
    ['monthly', '2026-02-28', 'FREQ=MONTHLY;BYMONTHDAY=28'],
    ['monthly', '2026-01-29', 'FREQ=MONTHLY;BYMONTHDAY=28,29;BYSETPOS=-1'],
    ['monthly', '2028-02-29', 'FREQ=MONTHLY;BYMONTHDAY=28,29;BYSETPOS=-1'],
    ['monthly', '2026-04-30', 'FREQ=MONTHLY;BYMONTHDAY=28,29,30;BYSETPOS=-1'],
    ['monthly', '2026-01-31', 'FREQ=MONTHLY;BYMONTHDAY=-1'],
  ] as const)('%s from %s -> %s', (repeat, anchorDate, expected) => {
    expect(rruleOf(repeat, anchorDate)).toBe(expected);
  });

  it.each(['2026-03-01', '2026-01-31', '2026-04-30', '2026-01-29'])('ical.js reads the rules from %s back unchanged', (anchorDate) => {
    for (const repeat of ['daily', 'weekly', 'monthly'] as const) {
      const rule = rruleOf(repeat, anchorDate)!;
      expect(ICAL.Recur.fromString(rule).toString()).toBe(rule);
    }
  });

  // ical-js-expansion.ts applies BYSETPOS itself for these rules; when ical.js learns it, this fails: drop the glue.
  it('ical.js 2.2.1 ignores BYSETPOS without BYDAY (why the tests apply it themselves)', () => {
    const rule = ICAL.Recur.fromString('FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1');
    const iterator = rule.iterator(ICAL.Time.fromDateString('2026-01-31'));
    const days = Array.from({ length: 6 }, () => iterator.next().toString());
    expect(days).toEqual(['2026-01-31', '2026-02-28', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);
  });
});

describe('restartedRrule: a custom rule shown from a later date names the same dates from there', () => {
  it.each([
    ['weekly without BYDAY keeps the anchor\u2019s weekday', 'FREQ=WEEKLY;INTERVAL=2', '2026-11-30', '2027-01-11', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO'],
    ['monthly without days keeps the anchor\u2019s day', 'FREQ=MONTHLY', '2026-01-31', '2027-02-28', 'FREQ=MONTHLY;BYMONTHDAY=31'],
    ['yearly keeps the anchor\u2019s month and day', 'FREQ=YEARLY', '2028-02-29', '2029-02-28', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29'],
    ['COUNT loses the dates left behind', 'FREQ=DAILY;INTERVAL=3;COUNT=10', '2026-11-30', '2026-12-06', 'FREQ=DAILY;INTERVAL=3;COUNT=8'],
    ['the series\u2019 own first date changes nothing', 'FREQ=WEEKLY;COUNT=4', '2026-11-30', '2026-11-30', 'FREQ=WEEKLY;COUNT=4'],
  ])('%s', (_name, recurrence, anchor, start, expected) => {
    expect(restartedRrule(recurrence, anchor, start)).toBe(expected);
  });

  it.each([
    ['FREQ=MONTHLY;INTERVAL=2', '2026-01-31'],
    ['FREQ=YEARLY;BYMONTHDAY=30', '2027-01-30'],
    ['FREQ=WEEKLY;BYDAY=MO,FR;COUNT=40', '2026-11-27'],
    ['FREQ=MONTHLY;BYDAY=-1FR;COUNT=30', '2026-11-01'],
    ['FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO;COUNT=1000', '2026-11-29'],
  ])('%s from %s: the same dates from any later date of its own', (recurrence, anchor) => {
    const rule = storedRrule(recurrence);
    const dates = take(rruleDatesFrom(rule, anchor, anchor), 24);
    for (const [i, start] of dates.entries()) {
      const restarted = storedRrule(restartedRrule(recurrence, anchor, start));
      expect(take(rruleDatesFrom(restarted, start, start), 24 - i)).toEqual(dates.slice(i));
    }
  });
});

