import type { RepeatFrom } from '#shared/contracts';
import { formatRrule, parseRrule } from '#shared/recurrence/rrule';
import {
  draftOf,
  monthlyChoices,
  newDraft,
  placeInMonth,
  repeatFieldsOf,
  repeatOfRule,
  ruleOfDraft,
  type CustomRepeatDraft,
} from '../../../../web/src/features/reminders/custom-repeat';

// 2026-11-24 is a Tuesday; 2026-11-26 the 4th and last Thursday of November; 2026-01-30 the 5th and last Friday.
const TUE = '2026-11-24';
const MON = '2026-11-23';
const draft = (overrides: Partial<CustomRepeatDraft>, date = TUE): CustomRepeatDraft => ({
  ...newDraft(date, 'WEEKLY'),
  ...overrides,
});

describe('repeatFieldsOf: what the dialog sends for the Custom controls', () => {
  it.each<[string, Partial<CustomRepeatDraft>, string, RepeatFrom, { repeat: string; recurrence: string }]>([
    [
      'every 2 weeks on Mon, Wed, Fri, 10 times',
      { unit: 'WEEKLY', interval: '2', weekdays: ['FR', 'MO', 'WE'], ends: 'count', count: '10' },
      MON,
      'schedule',
      { repeat: 'custom', recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;COUNT=10' },
    ],
    [
      'every weekday',
      { unit: 'WEEKLY', weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] },
      TUE,
      'schedule',
      { repeat: 'custom', recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' },
    ],
    ['every day is plain daily', { unit: 'DAILY' }, TUE, 'schedule', { repeat: 'daily', recurrence: 'FREQ=DAILY' }],
    [
      "every week on the date's weekday is plain weekly",
      { unit: 'WEEKLY', weekdays: ['TU'] },
      TUE,
      'schedule',
      { repeat: 'weekly', recurrence: 'FREQ=WEEKLY;BYDAY=TU' },
    ],
    [
      'every week on another day as well is custom',
      { unit: 'WEEKLY', weekdays: ['MO'] },
      TUE,
      'schedule',
      { repeat: 'custom', recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU' },
    ],
    // The date's day is never dropped: the series starts on the date, whatever the days picked say.
    [
      'Mon to Fri picked on a Monday, Monday pressed too, is every weekday',
      { unit: 'WEEKLY', weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] },
      MON,
      'schedule',
      { repeat: 'custom', recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' },
    ],
    [
      'Tue to Fri picked on a Monday still starts on the Monday',
      { unit: 'WEEKLY', weekdays: ['TU', 'WE', 'TH', 'FR'] },
      MON,
      'schedule',
      { repeat: 'custom', recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' },
    ],
    [
      "no day picked is the date's day",
      { unit: 'WEEKLY', weekdays: [] },
      TUE,
      'schedule',
      { repeat: 'weekly', recurrence: 'FREQ=WEEKLY;BYDAY=TU' },
    ],
    [
      "monthly on the date's day is plain monthly",
      { unit: 'MONTHLY', monthlyOn: 'day' },
      '2026-11-12',
      'schedule',
      { repeat: 'monthly', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=12' },
    ],
    [
      'monthly on the 4th Thursday',
      { unit: 'MONTHLY', monthlyOn: 'weekday' },
      '2026-11-26',
      'schedule',
      { repeat: 'custom', recurrence: 'FREQ=MONTHLY;BYDAY=4TH' },
    ],
    [
      'monthly on the last Thursday',
      { unit: 'MONTHLY', monthlyOn: 'lastWeekday' },
      '2026-11-26',
      'schedule',
      { repeat: 'custom', recurrence: 'FREQ=MONTHLY;BYDAY=-1TH' },
    ],
    [
      'every 3 months on the last day',
      { unit: 'MONTHLY', interval: '3', monthlyOn: 'lastDay' },
      TUE,
      'schedule',
      { repeat: 'custom', recurrence: 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=-1' },
    ],
    [
      'every 2 years until a date',
      { unit: 'YEARLY', interval: '2', ends: 'until', until: '2030-12-31' },
      TUE,
      'schedule',
      { repeat: 'custom', recurrence: 'FREQ=YEARLY;INTERVAL=2;UNTIL=20301231' },
    ],
    [
      'from completion: the days are left out',
      { unit: 'WEEKLY', interval: '3', weekdays: ['MO', 'WE'] },
      TUE,
      'completion',
      { repeat: 'custom', recurrence: 'FREQ=WEEKLY;INTERVAL=3' },
    ],
    [
      'from completion: the day of the month is left out',
      { unit: 'MONTHLY', monthlyOn: 'lastDay' },
      TUE,
      'completion',
      { repeat: 'monthly', recurrence: 'FREQ=MONTHLY' },
    ],
    [
      'from completion, every day until a date',
      { unit: 'DAILY', ends: 'until', until: '2026-12-31' },
      TUE,
      'completion',
      { repeat: 'custom', recurrence: 'FREQ=DAILY;UNTIL=20261231' },
    ],
    ['from completion, every day', { unit: 'DAILY' }, TUE, 'completion', { repeat: 'daily', recurrence: 'FREQ=DAILY' }],
  ])('%s', (_name, overrides, date, repeatFrom, expected) => {
    const result = repeatFieldsOf({ repeat: 'custom', scheduledDate: date, repeatFrom }, draft(overrides, date));
    expect(result).toEqual({ ok: true, fields: { ...expected, repeatFrom } });
  });

  it('a repeat other than Custom sends itself, counted from the schedule, and no rule', () => {
    expect(
      repeatFieldsOf({ repeat: 'weekly', scheduledDate: TUE, repeatFrom: 'completion' }, draft({ interval: 'junk' })),
    ).toEqual({
      ok: true,
      fields: { repeat: 'weekly', repeatFrom: 'schedule' },
    });
  });

  it('a kept rule is sent as it is', () => {
    const kept = draft({ kept: 'FREQ=MONTHLY;BYMONTHDAY=1,15', interval: '' });
    expect(repeatFieldsOf({ repeat: 'custom', scheduledDate: TUE, repeatFrom: 'schedule' }, kept)).toEqual({
      ok: true,
      fields: { repeat: 'custom', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1,15', repeatFrom: 'schedule' },
    });
  });
});

describe('ruleOfDraft: what is wrong with the controls', () => {
  it.each<[string, Partial<CustomRepeatDraft>, RepeatFrom, string, string]>([
    ['an empty interval', { interval: '' }, 'schedule', 'interval', 'Enter a whole number from 1 to 999'],
    ['a zero interval', { interval: '0' }, 'schedule', 'interval', 'Enter a whole number from 1 to 999'],
    ['a fractional interval', { interval: '1.5' }, 'schedule', 'interval', 'Enter a whole number from 1 to 999'],
    ['an interval past 999', { interval: '1000' }, 'schedule', 'interval', 'Enter a whole number from 1 to 999'],
    ['no count', { ends: 'count', count: '' }, 'schedule', 'count', 'Enter a whole number from 1 to 1000'],
    ['a count past 1000', { ends: 'count', count: '1001' }, 'schedule', 'count', 'Enter a whole number from 1 to 1000'],
    [
      'a count from completion',
      { ends: 'count', count: '5' },
      'completion',
      'count',
      'Counting from when you mark it done can end on a date, not after a number of times',
    ],
    ['no end date', { ends: 'until', until: '' }, 'schedule', 'until', 'Pick the last date'],
    [
      'an end date before the start',
      { ends: 'until', until: '2026-11-23' },
      'schedule',
      'until',
      'The end date must be on or after the start date',
    ],
  ])('%s', (_name, overrides, repeatFrom, field, message) => {
    expect(ruleOfDraft(draft(overrides), TUE, repeatFrom)).toEqual({ ok: false, issues: [{ field, message }] });
  });

  it('a week with no day and no whole date yet asks for a day', () => {
    expect(ruleOfDraft(draft({ weekdays: [] }), '2026-11-', 'schedule')).toEqual({
      ok: false,
      issues: [{ field: 'weekdays', message: 'Pick at least one day' }],
    });
  });

  it('a week with no day is fine from completion (the days do not apply)', () => {
    expect(ruleOfDraft(draft({ weekdays: [] }), TUE, 'completion')).toEqual({
      ok: true,
      rule: { freq: 'WEEKLY', interval: 1 },
    });
  });

  it('an end date on the start date is fine', () => {
    expect(ruleOfDraft(draft({ unit: 'DAILY', ends: 'until', until: TUE }), TUE)).toEqual({
      ok: true,
      rule: { freq: 'DAILY', interval: 1, until: TUE },
    });
  });
});

describe('draftOf then ruleOfDraft: a stored rule opens in the controls and comes back the same', () => {
  it.each([
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;COUNT=10', MON],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', TUE],
    ['FREQ=DAILY;INTERVAL=3;UNTIL=20261231', TUE],
    ['FREQ=MONTHLY;BYMONTHDAY=24', TUE],
    ['FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=-1', TUE],
    ['FREQ=MONTHLY;BYDAY=4TH', '2026-11-26'],
    ['FREQ=MONTHLY;BYDAY=-1TH', '2026-11-26'],
    ['FREQ=MONTHLY;BYDAY=5FR', '2026-01-30'],
    ['FREQ=MONTHLY;BYDAY=-1FR;COUNT=6', '2026-01-30'],
    ['FREQ=YEARLY;INTERVAL=2', TUE],
  ])('%s from %s', (recurrence, date) => {
    const opened = draftOf({ repeat: 'custom', recurrence, scheduledDate: date });
    expect(opened.kept).toBeNull();
    const built = ruleOfDraft(opened, date);
    expect(built.ok && formatRrule(built.rule)).toBe(recurrence);
  });

  it.each([
    ['several days of the month', 'FREQ=MONTHLY;BYMONTHDAY=1,15', TUE],
    ["a day of the month that is not the date's", 'FREQ=MONTHLY;BYMONTHDAY=31', '2027-02-28'],
    ['a month named', 'FREQ=YEARLY;BYMONTH=11;BYDAY=4TH', '2026-11-26'],
    ['days in a daily rule', 'FREQ=DAILY;BYDAY=MO,TU', TUE],
    ["a weekday position that is not the date's", 'FREQ=MONTHLY;BYDAY=2TU', TUE],
    ['the second-to-last weekday', 'FREQ=MONTHLY;BYDAY=-2TU', TUE],
    ["a pick among the month's days (BYSETPOS)", 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', TUE],
    ['weeks from Sunday', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=SU', TUE],
    ['an UNTIL with a time (an instant)', 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20270115T140000Z', TUE],
  ])('%s (%s) is kept whole', (_name, recurrence, date) => {
    const opened = draftOf({ repeat: 'custom', recurrence, scheduledDate: date });
    expect(opened.kept).toBe(recurrence);
    const built = ruleOfDraft(opened, date);
    expect(built.ok && formatRrule(built.rule)).toBe(recurrence);
  });

  it.each([
    ['once', undefined, { unit: 'WEEKLY', weekdays: ['TU'] }],
    ['daily', undefined, { unit: 'DAILY' }],
    ['weekly', undefined, { unit: 'WEEKLY', weekdays: ['TU'] }],
    ['monthly', undefined, { unit: 'MONTHLY', monthlyOn: 'day' }],
    ['custom', 'not a rule', { unit: 'WEEKLY', weekdays: ['TU'] }],
  ] as const)('a %s reminder opens Custom at every 1 of its unit, never ending', (repeat, recurrence, expected) => {
    expect(draftOf({ repeat, recurrence, scheduledDate: TUE })).toMatchObject({
      interval: '1',
      ends: 'never',
      kept: null,
      ...expected,
    });
  });
});

describe('placeInMonth and monthlyChoices', () => {
  it.each([
    ['2026-11-26', { day: 26, weekday: 'TH', nth: 4, isLast: true }],
    ['2026-11-12', { day: 12, weekday: 'TH', nth: 2, isLast: false }],
    ['2026-01-30', { day: 30, weekday: 'FR', nth: 5, isLast: true }],
    ['2028-02-23', { day: 23, weekday: 'WE', nth: 4, isLast: true }],
    ['2027-02-22', { day: 22, weekday: 'MO', nth: 4, isLast: true }],
    ['2028-02-22', { day: 22, weekday: 'TU', nth: 4, isLast: false }], // Feb 29, 2028 is a Tuesday
  ])('%s', (date, expected) => expect(placeInMonth(date)).toEqual(expected));

  it.each([
    ['2026-11-26', undefined, ['On day 26', 'On the 4th Thursday', 'On the last Thursday', 'On the last day']],
    ['2026-11-12', undefined, ['On day 12', 'On the 2nd Thursday', 'On the last day']],
    ['2026-11-12', 'lastWeekday', ['On day 12', 'On the 2nd Thursday', 'On the last Thursday', 'On the last day']],
    ['', undefined, ["On the date's day", "On the date's weekday in its month", 'On the last day']],
  ] as const)('%s (chosen: %s)', (date, chosen, labels) =>
    expect(monthlyChoices(date, chosen).map((c) => c.label)).toEqual(labels),
  );
});

describe('repeatOfRule: the repeat the server reads a rule as (it refuses a repeat that disagrees)', () => {
  it.each([
    ['FREQ=DAILY', 'daily'],
    ['FREQ=DAILY;INTERVAL=2', 'custom'],
    ['FREQ=DAILY;COUNT=3', 'custom'],
    ['FREQ=WEEKLY', 'weekly'],
    ['FREQ=WEEKLY;BYDAY=TU', 'weekly'],
    ['FREQ=WEEKLY;BYDAY=MO', 'custom'],
    ['FREQ=WEEKLY;BYDAY=TU,TH', 'custom'],
    ['FREQ=MONTHLY', 'monthly'],
    ['FREQ=MONTHLY;BYMONTHDAY=24', 'monthly'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'custom'],
    ['FREQ=MONTHLY;BYDAY=4TU', 'custom'],
    ['FREQ=YEARLY', 'custom'],
    ['FREQ=WEEKLY;UNTIL=20261231', 'custom'],
  ])('%s from Tuesday Nov 24 is %s', (text, expected) => {
    const parsed = parseRrule(text);
    expect(parsed.ok && repeatOfRule(parsed.rule, TUE)).toBe(expected);
  });
});
