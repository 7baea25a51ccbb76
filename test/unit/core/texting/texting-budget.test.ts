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
  const now = new Date('2026-11-24T15:00:00.000Z');
  it.each([
    [0, 0, null],
    [299, 74, null],
    [300, 0, { stage: 'thinned', limit: 'month', used: 300, of: 400, resetsAt: '2026-12-01T00:00:00.000Z' }],
    [10, 75, { stage: 'thinned', limit: 'day', used: 75, of: 100, resetsAt: '2026-11-25T00:00:00.000Z' }],
    // The walk's case: 76 this month and 86 today is the day's limit, not the month's.
    [76, 86, { stage: 'thinned', limit: 'day', used: 86, of: 100, resetsAt: '2026-11-25T00:00:00.000Z' }],
    [310, 100, { stage: 'first_only', limit: 'day', used: 100, of: 100, resetsAt: '2026-11-25T00:00:00.000Z' }],
    // Both at the same stage: the month's, which lasts longer.
    [320, 80, { stage: 'thinned', limit: 'month', used: 320, of: 400, resetsAt: '2026-12-01T00:00:00.000Z' }],
    [400, 100, { stage: 'first_only', limit: 'month', used: 400, of: 400, resetsAt: '2026-12-01T00:00:00.000Z' }],
    [400, 10, { stage: 'first_only', limit: 'month', used: 400, of: 400, resetsAt: '2026-12-01T00:00:00.000Z' }],
  ] as const)('%i this month, %i today: %j', (month, today, expected) => {
    const reached = budgetReached({ month, today }, budget, now);
    expect(reached && { ...reached, resetsAt: reached.resetsAt.toISOString() }).toEqual(expected);
    expect(reached?.stage ?? 'full').toBe(budgetStage({ month, today }, budget));
  });

  it.each([
    ['2026-11-24T15:00:00.000Z', '2026-11-25T00:00:00.000Z'],
    ['2026-11-30T23:59:59.000Z', '2026-12-01T00:00:00.000Z'],
    ['2026-12-31T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
  ])('a day that includes %s starts again at %s', (now, reset) => {
    expect(dayBudgetResetsAt(new Date(now)).toISOString()).toBe(reset);
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

  it.each([
    ['2026-11-24T15:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    ['2026-12-31T23:59:59.000Z', '2027-01-01T00:00:00.000Z'],
    ['2028-02-29T12:00:00.000Z', '2028-03-01T00:00:00.000Z'],
  ])('a month that includes %s starts again at %s', (now, reset) => {
    expect(budgetResetsAt(new Date(now)).toISOString()).toBe(reset);
  });
});
