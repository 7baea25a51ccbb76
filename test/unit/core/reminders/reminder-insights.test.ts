import type { Completion } from '#core/reminders/domain/completion';
import { wallTimeToInstant } from '#core/kernel/wall-time';
import {
  INSIGHT_WINDOW,
  MIN_OCCURRENCES_FOR_INSIGHTS,
  PATTERN_MIN_DONE_EACH_SIDE,
  PATTERN_MIN_DONE_IN_PART,
  dayPartOf,
  reminderInsightsOf,
  type InsightPattern,
} from '#core/reminders/domain/reminder-insights';

const NY = 'America/New_York';

interface Occ {
  outcome?: Completion['outcome'];
  /** Minutes from the first text to the end. */
  after?: number;
  nags?: number;
  zone?: string;
}

/** One ended occurrence texted at `time` on local `date` in the zone, ended `after` minutes later. */
function occ(date: string, time: string, { outcome = 'done', after = 10, nags = 1, zone = NY }: Occ = {}): Completion {
  const at = wallTimeToInstant(date, time, zone);
  return {
    userId: 'u1',
    reminderId: 'r1',
    occurrenceDate: date,
    occurrenceAt: at.toISOString(),
    completedAt: new Date(at.getTime() + after * 60_000).toISOString(),
    outcome,
    nags,
  };
}
/** Local dates from `first` (a 'YYYY-MM-DD'), one a day. */
const daysFrom = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${first}T12:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );

// November 2026: the 2nd is a Monday; the 7th and 8th, 14th and 15th are weekends.
const MON_TO_FRI = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'];
const WEEKEND = ['2026-11-07', '2026-11-08', '2026-11-14', '2026-11-15'];

describe('reminderInsightsOf: how many occurrences it takes', () => {
  it.each([
    ['none at all', 0, false],
    ['four (one short)', MIN_OCCURRENCES_FOR_INSIGHTS - 1, false],
    ['exactly five', MIN_OCCURRENCES_FOR_INSIGHTS, true],
    ['thirty', INSIGHT_WINDOW, true],
  ])('%s: figures %s', (_label, count, hasFigures) => {
    const insights = reminderInsightsOf(
      daysFrom('2026-10-01', count).map((d) => occ(d, '09:00')),
      NY,
    );
    expect(insights.occurrences).toBe(count);
    expect(insights.figures !== undefined).toBe(hasFigures);
  });

  it('reads only the latest thirty, whatever order they come in', () => {
    const history = [
      ...daysFrom('2026-10-02', 30).map((d) => occ(d, '09:00', { nags: 2 })),
      occ('2026-10-01', '09:00', { outcome: 'missed' }), // the 31st, oldest: left out
    ].reverse();
    const insights = reminderInsightsOf(history, NY);
    expect(insights.occurrences).toBe(30);
    expect(insights.figures?.ignored).toBe(0);
    expect(insights.figures?.afterNags).toEqual([{ nags: 2, count: 30 }]);
  });
});

describe('reminderInsightsOf: the figures', () => {
  const mixed = [
    occ('2026-11-02', '09:00', { nags: 0, after: 5 }), // done before the first text went: first text
    occ('2026-11-03', '09:00', { nags: 1, after: 20 }),
    occ('2026-11-04', '09:00', { nags: 2, after: 40 }),
    occ('2026-11-05', '09:00', { nags: 2, after: 50 }),
    occ('2026-11-06', '09:00', { nags: 4, after: 130 }),
    occ('2026-11-07', '09:00', { outcome: 'missed', nags: 5, after: 240 }),
    occ('2026-11-08', '09:00', { outcome: 'skipped', nags: 1, after: 1 }),
  ];

  it.each<[string, Completion[], Record<string, unknown>]>([
    [
      'first text, after n texts, ignored, skipped apart',
      mixed,
      {
        firstText: 2,
        afterNags: [
          { nags: 2, count: 2 },
          { nags: 4, count: 1 },
        ],
        ignored: 1,
        skipped: 1,
      },
    ],
    ['the median of five done (odd): the middle one', mixed, { medianMinutesToDone: 40 }],
    [
      'the median of four done (even): the mean of the middle two',
      mixed.slice(1),
      { medianMinutesToDone: 45, firstText: 1 },
    ],
    [
      'nothing done: no median, everything ignored or skipped',
      daysFrom('2026-11-02', 6).map((d, i) => occ(d, '09:00', { outcome: i === 0 ? 'skipped' : 'missed' })),
      { firstText: 0, afterNags: [], ignored: 5, skipped: 1 },
    ],
  ])('%s', (_label, history, expected) => {
    const figures = reminderInsightsOf(history, NY).figures!;
    expect(figures).toMatchObject(expected);
    if ('medianMinutesToDone' in expected) expect(figures.medianMinutesToDone).toBe(expected.medianMinutesToDone);
  });

  it('has no median when nothing was done', () => {
    const history = daysFrom('2026-11-02', 5).map((d) => occ(d, '09:00', { outcome: 'missed' }));
    expect(reminderInsightsOf(history, NY).figures).not.toHaveProperty('medianMinutesToDone');
  });

  it('counts the hours and days it was done (Monday first), done ones only', () => {
    const figures = reminderInsightsOf(mixed, NY).figures!;
    expect(figures.doneByHour[9]).toBe(4); // 09:05, 09:20, 09:40, 09:50
    expect(figures.doneByHour[11]).toBe(1); // 11:10
    expect(figures.doneByHour.reduce((a, b) => a + b)).toBe(5);
    expect(figures.doneByWeekday).toEqual([1, 1, 1, 1, 1, 0, 0]);
  });
});

describe('reminderInsightsOf: local hours and days across a change of clocks', () => {
  it.each([
    // New York falls back on Sunday 1 November 2026: 09:30 is 13:30 UTC before and 14:30 UTC after.
    ['New York, the week summer time ends', NY, '2026-10-28', '09:00', 30, 9],
    // New York springs forward on Sunday 8 March 2026.
    ['New York, the week summer time starts', NY, '2026-03-05', '09:00', 30, 9],
    // Sydney springs forward on Sunday 4 October 2026 (southern summer).
    ['Sydney, the week summer time starts', 'Australia/Sydney', '2026-10-01', '07:00', 15, 7],
    // Late at night: the local day, not the UTC one, is the day it was done.
    ['New York, done at 23:30 across the fall back', NY, '2026-10-28', '23:00', 30, 23],
  ])('%s: every one at the same local hour and on its own local day', (_label, zone, first, time, after, hour) => {
    const dates = daysFrom(first, 7);
    const figures = reminderInsightsOf(
      dates.map((d) => occ(d, time, { after, zone })),
      zone,
    ).figures!;
    expect(figures.doneByHour[hour]).toBe(7);
    expect(figures.doneByWeekday).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(figures.medianMinutesToDone).toBe(after);
  });
});

describe('reminderInsightsOf: a pattern only when it is clear', () => {
  const weekdaysTaking = (minutes: number, count = 5) =>
    MON_TO_FRI.slice(0, count).map((d) => occ(d, '09:00', { after: minutes }));
  const weekendsTaking = (minutes: number, count = 4) =>
    WEEKEND.slice(0, count).map((d) => occ(d, '09:00', { after: minutes }));

  it.each<[string, Completion[], InsightPattern | undefined]>([
    [
      'fast on weekends, slow on weekdays',
      [...weekendsTaking(10), ...weekdaysTaking(90)],
      { kind: 'fastest', on: 'weekends' },
    ],
    [
      'fast on weekdays, slow on weekends',
      [...weekendsTaking(120), ...weekdaysTaking(15)],
      { kind: 'fastest', on: 'weekdays' },
    ],
    [
      `${PATTERN_MIN_DONE_EACH_SIDE - 1} weekend days done: too few to say`,
      [...weekendsTaking(10, PATTERN_MIN_DONE_EACH_SIDE - 1), ...weekdaysTaking(90)],
      undefined,
    ],
    [
      `exactly ${PATTERN_MIN_DONE_EACH_SIDE} weekend days done: enough`,
      [...weekendsTaking(10, PATTERN_MIN_DONE_EACH_SIDE), ...weekdaysTaking(90)],
      { kind: 'fastest', on: 'weekends' },
    ],
    [
      'exactly half the time: clear',
      [...weekendsTaking(30), ...weekdaysTaking(60)],
      { kind: 'fastest', on: 'weekends' },
    ],
    ['a little more than half: not clear', [...weekendsTaking(31), ...weekdaysTaking(60)], undefined],
    ['half, but only 7 minutes apart: not worth saying', [...weekendsTaking(7), ...weekdaysTaking(14)], undefined],
    ['the same either way', [...weekendsTaking(20), ...weekdaysTaking(20)], undefined],
    [
      'texted in the morning, done in the evening every time',
      daysFrom('2026-11-02', PATTERN_MIN_DONE_IN_PART).map((d) => occ(d, '07:00', { after: 11 * 60 })),
      { kind: 'mostly', in: 'evening' },
    ],
    [
      `one short of ${PATTERN_MIN_DONE_IN_PART} done in the evening: too few`,
      daysFrom('2026-11-02', PATTERN_MIN_DONE_IN_PART - 1)
        .map((d) => occ(d, '07:00', { after: 11 * 60 }))
        .concat(occ('2026-11-20', '07:00', { outcome: 'missed' })),
      undefined,
    ],
    [
      '7 of 10 in the evening (70%): clear',
      daysFrom('2026-11-02', 10).map((d, i) => occ(d, '07:00', { after: i < 7 ? 11 * 60 : 10 })),
      { kind: 'mostly', in: 'evening' },
    ],
    [
      '6 of 10 in the evening (60%): not clear',
      daysFrom('2026-11-02', 10).map((d, i) => occ(d, '07:00', { after: i < 6 ? 11 * 60 : 10 })),
      undefined,
    ],
    [
      'texted in the evening and done in the evening: nothing new to say',
      daysFrom('2026-11-02', 10).map((d) => occ(d, '18:00', { after: 30 })),
      undefined,
    ],
  ])('%s', (_label, history, pattern) => {
    expect(reminderInsightsOf(history, NY).figures?.pattern).toEqual(pattern);
  });

  it('weekends go by the local day of the first text: Saturday 23:30 in New York is Sunday in UTC', () => {
    const lateSaturdays = ['2026-11-07', '2026-11-14', '2026-11-21'].map((d) => occ(d, '23:30', { after: 5 }));
    const lateFridays = ['2026-11-06', '2026-11-13', '2026-11-20'].map((d) => occ(d, '23:30', { after: 60 }));
    expect(reminderInsightsOf([...lateSaturdays, ...lateFridays], NY).figures?.pattern).toEqual({
      kind: 'fastest',
      on: 'weekends',
    });
    // Read in UTC, the Fridays would be Saturdays and the weekend would be both: no pattern.
    expect(reminderInsightsOf([...lateSaturdays, ...lateFridays], 'UTC').figures?.pattern).toBeUndefined();
  });

  it.each([
    [4, 'night'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [21, 'evening'],
    [22, 'night'],
    [0, 'night'],
  ])('hour %i is %s', (hour, part) => {
    expect(dayPartOf(hour)).toBe(part);
  });
});
