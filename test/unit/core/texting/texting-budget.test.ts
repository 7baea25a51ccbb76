import {
  budgetReached,
  budgetResetsAt,
  budgetStage,
  dayBudgetResetsAt,
  configuredTextingBudget,
  DEFAULT_TEXTING_BUDGET,
  ladderAtStage,
} from '#core/texting/domain/texting-budget';
import { planNextNag } from '#core/reminders/domain/nag-ladder';

const budget = DEFAULT_TEXTING_BUDGET; // 400 a month, 100 a day

describe('budgetStage', () => {
  it.each([
    [0, 0, 'full'],
    [299, 74, 'full'],
    [300, 0, 'thinned'],
    [10, 75, 'thinned'],
    [399, 99, 'thinned'],
    [400, 0, 'first_only'],
    [0, 100, 'first_only'],
    [1_000, 500, 'first_only'],
  ] as const)('%i this month, %i today: %s', (month, today, stage) => {
    expect(budgetStage({ month, today }, budget)).toBe(stage);
  });
});

describe('budgetReached: the limit behind the stage, the one the notice and the dashboard both name', () => {
  // 10 AM on November 24 in New York: its day starts again at its midnight, its month on December 1 at midnight.
  const now = new Date('2026-11-24T15:00:00.000Z');
  const zone = 'America/New_York';
  const [nextDay, nextMonth] = ['2026-11-25T05:00:00.000Z', '2026-12-01T05:00:00.000Z'];
  it.each([
    [0, 0, null],
    [299, 74, null],
    [300, 0, { stage: 'thinned', limit: 'month', used: 300, of: 400, resetsAt: nextMonth }],
    [10, 75, { stage: 'thinned', limit: 'day', used: 75, of: 100, resetsAt: nextDay }],
    // The walk's case: 76 this month and 86 today is the day's limit, not the month's.
    [76, 86, { stage: 'thinned', limit: 'day', used: 86, of: 100, resetsAt: nextDay }],
    [310, 100, { stage: 'first_only', limit: 'day', used: 100, of: 100, resetsAt: nextDay }],
    // Both at the same stage: the month's, which lasts longer.
    [320, 80, { stage: 'thinned', limit: 'month', used: 320, of: 400, resetsAt: nextMonth }],
    [400, 100, { stage: 'first_only', limit: 'month', used: 400, of: 400, resetsAt: nextMonth }],
    [400, 10, { stage: 'first_only', limit: 'month', used: 400, of: 400, resetsAt: nextMonth }],
  ] as const)('%i this month, %i today: %j', (month, today, expected) => {
    const reached = budgetReached({ month, today }, budget, now, zone);
    expect(reached && { ...reached, resetsAt: reached.resetsAt.toISOString() }).toEqual(expected);
    expect(reached?.stage ?? 'full').toBe(budgetStage({ month, today }, budget));
  });
});

describe("the budget's day and month start again at the account's own midnight", () => {
  it.each([
    // The brief's case: December in UTC, still November 30 in Los Angeles: the day and the month both end at its midnight.
    [
      'Los Angeles, Nov 30 at 7 PM',
      '2026-12-01T03:00:00.000Z',
      'America/Los_Angeles',
      '2026-12-01T08:00:00.000Z',
      '2026-12-01T08:00:00.000Z',
    ],
    [
      'New York, Nov 24 at 10 AM',
      '2026-11-24T15:00:00.000Z',
      'America/New_York',
      '2026-11-25T05:00:00.000Z',
      '2026-12-01T05:00:00.000Z',
    ],
    [
      'New York, Nov 30 at 7:59 PM (Dec 1 in UTC)',
      '2026-12-01T00:59:00.000Z',
      'America/New_York',
      '2026-12-01T05:00:00.000Z',
      '2026-12-01T05:00:00.000Z',
    ],
    [
      'New York, New Year’s Eve 11 PM (2027 in UTC)',
      '2027-01-01T04:00:00.000Z',
      'America/New_York',
      '2027-01-01T05:00:00.000Z',
      '2027-01-01T05:00:00.000Z',
    ],
    [
      'Auckland, Dec 1 at 1 AM (Nov 30 in UTC)',
      '2026-11-30T12:00:00.000Z',
      'Pacific/Auckland',
      '2026-12-01T11:00:00.000Z',
      '2026-12-31T11:00:00.000Z',
    ],
    [
      'Auckland, Nov 30 at 11 PM',
      '2026-11-30T10:00:00.000Z',
      'Pacific/Auckland',
      '2026-11-30T11:00:00.000Z',
      '2026-11-30T11:00:00.000Z',
    ],
    [
      'Kolkata (+5:30), Dec 1 at 12:30 AM (Nov 30 in UTC)',
      '2026-11-30T19:00:00.000Z',
      'Asia/Kolkata',
      '2026-12-01T18:30:00.000Z',
      '2026-12-31T18:30:00.000Z',
    ],
    [
      'Kolkata, Nov 30 at 11:59 PM',
      '2026-11-30T18:29:00.000Z',
      'Asia/Kolkata',
      '2026-11-30T18:30:00.000Z',
      '2026-11-30T18:30:00.000Z',
    ],
    // DST change days: 23 and 25 hours, each to the next local midnight; the month's end at its own offset.
    [
      'New York, the spring-forward day',
      '2026-03-08T06:00:00.000Z',
      'America/New_York',
      '2026-03-09T04:00:00.000Z',
      '2026-04-01T04:00:00.000Z',
    ],
    [
      'New York, the fall-back day',
      '2026-11-01T05:30:00.000Z',
      'America/New_York',
      '2026-11-02T05:00:00.000Z',
      '2026-12-01T05:00:00.000Z',
    ],
    [
      'Santiago, the day before its midnight is skipped',
      '2026-09-05T16:00:00.000Z',
      'America/Santiago',
      '2026-09-06T04:00:00.000Z',
      '2026-10-01T03:00:00.000Z',
    ],
    ['UTC is UTC', '2026-02-28T23:59:00.000Z', 'UTC', '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    [
      'a leap year’s February',
      '2028-02-29T12:00:00.000Z',
      'UTC',
      '2028-03-01T00:00:00.000Z',
      '2028-03-01T00:00:00.000Z',
    ],
  ])('%s', (_case, now, zone, dayReset, monthReset) => {
    const at = new Date(now);
    expect([dayBudgetResetsAt(at, zone).toISOString(), budgetResetsAt(at, zone).toISOString()]).toEqual([
      dayReset,
      monthReset,
    ]);
    // What the notice and the dashboard say is the same instant.
    expect(budgetReached({ month: 0, today: 100 }, budget, at, zone)?.resetsAt.toISOString()).toBe(dayReset);
    expect(budgetReached({ month: 400, today: 0 }, budget, at, zone)?.resetsAt.toISOString()).toBe(monthReset);
  });
});

describe('ladderAtStage', () => {
  it.each([
    ['full', { cap: 10, gapMinutes: 30 }, { cap: 10, gapMinutes: 30 }],
    ['thinned', { cap: 10, gapMinutes: 30 }, { cap: 5, gapMinutes: 60 }],
    ['thinned', { cap: 3, gapMinutes: 15 }, { cap: 2, gapMinutes: 30 }],
    ['thinned', { cap: 1, gapMinutes: 15 }, { cap: 1, gapMinutes: 30 }],
    ['first_only', { cap: 10, gapMinutes: 30 }, { cap: 1, gapMinutes: 30 }],
  ] as const)('%s bends %j into %j', (stage, ladder, bent) => {
    expect(ladderAtStage(stage, ladder)).toEqual(bent);
  });

  it('thins the real ladder: later repeats, and fewer', () => {
    const base = {
      style: 'standard' as const,
      sentAttempt: 1,
      sentAt: new Date('2026-11-23T14:00:00.000Z'),
      quietHours: { start: '21:00', end: '08:00' },
      zone: 'America/New_York',
    };
    expect(planNextNag(base)?.at.toISOString()).toBe('2026-11-23T14:30:00.000Z');
    expect(planNextNag({ ...base, stage: 'thinned' })?.at.toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(planNextNag({ ...base, stage: 'first_only' })).toBeNull();
    expect(planNextNag({ ...base, sentAttempt: 5, stage: 'thinned' })).toBeNull();
    expect(planNextNag({ ...base, sentAttempt: 5 })).not.toBeNull();
  });
});

describe('the budget settings', () => {
  it.each([
    [undefined, undefined, { perMonth: 400, perDay: 100 }],
    ['', '', { perMonth: 400, perDay: 100 }],
    ['1000', '200', { perMonth: 1000, perDay: 200 }],
  ])('%j / %j', (perMonth, perDay, expected) => {
    expect(configuredTextingBudget(perMonth, perDay)).toEqual(expected);
  });

  it.each([
    ['0', undefined],
    ['12.5', undefined],
    [undefined, 'lots'],
    ['-3', undefined],
  ])('refuses %j / %j', (perMonth, perDay) => {
    expect(() => configuredTextingBudget(perMonth, perDay)).toThrow(
      /TEXTING_BUDGET_PER_(MONTH|DAY) must be a whole number of at least 1/,
    );
  });
});
