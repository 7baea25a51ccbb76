import {
  addTallies,
  completionCounts,
  completionDayCounts,
  effectiveNagStyle,
  emptyTally,
  lastWholeDays,
  medianMinutesToDone,
  MINUTES_TO_DONE_BOUNDS,
  minutesBucket,
  publicDonePercent,
  shareOf,
  tallyOf,
} from '#core/reminders/domain/effectiveness';

const at = (minutes: number) => new Date(Date.parse('2026-11-20T14:00:00.000Z') + minutes * 60_000).toISOString();
const ended = (outcome: 'done' | 'skipped' | 'missed', nags: number | undefined, minutes = 0) => ({
  outcome,
  ...(nags === undefined ? {} : { nags }),
  occurrenceAt: at(0),
  completedAt: at(minutes),
});

describe('completionCounts: what one ended occurrence adds to its month', () => {
  it.each([
    [
      'done before any text (web)',
      ended('done', 0, -30),
      { ended: 1, done: 1, doneBeforeSecondText: 1, doneBySecondText: 1, step0: 1 },
    ],
    [
      'done on the first text, 3 min',
      ended('done', 1, 3),
      { ended: 1, done: 1, doneBeforeSecondText: 1, doneBySecondText: 1, step1: 1, min2: 1 },
    ],
    [
      'done after the second text, 40 min',
      ended('done', 2, 40),
      { ended: 1, done: 1, doneBySecondText: 1, step2: 1, min7: 1 },
    ],
    ['done after 5 texts, 2 h', ended('done', 5, 120), { ended: 1, done: 1, step5: 1, min11: 1 }],
    ['done after 22 texts (past a cap): step 15', ended('done', 22, 600), { ended: 1, done: 1, step15: 1, min15: 1 }],
    ['done 8 days late: the open bucket', ended('done', 3, 8 * 1440), { ended: 1, done: 1, step3: 1, min20: 1 }],
    [
      'no nag count stored: 0',
      ended('done', undefined, 5),
      { ended: 1, done: 1, doneBeforeSecondText: 1, doneBySecondText: 1, step0: 1 },
    ],
    ['skipped', ended('skipped', 2, 10), { ended: 1, skipped: 1 }],
    ['ignored to the end', ended('missed', 10, 300), { ended: 1, missed: 1 }],
  ])('%s', (_, completion, expected) => {
    expect(completionCounts(completion)).toEqual(expected);
  });
});

describe('completionDayCounts: what it adds to its day (the public figure)', () => {
  it.each([
    ['done on the 2nd text', ended('done', 2), { ended: 1, doneBySecondText: 1 }],
    ['done on the 3rd text', ended('done', 3), { ended: 1 }],
    ['skipped with 1 text', ended('skipped', 1), { ended: 1 }],
    ['missed', ended('missed', 5), { ended: 1 }],
  ])('%s', (_, completion, expected) => {
    expect(completionDayCounts(completion)).toEqual(expected);
  });
});

describe('minutesBucket', () => {
  it.each([
    [0, 0],
    [0.99, 0],
    [1, 1],
    [59.9, 8],
    [60, 9],
    [1439, 17],
    [1440, 18],
    [10079, 19],
    [10080, 20],
  ])('%s min is in bucket %s', (minutes, bucket) => {
    expect(minutesBucket(minutes)).toBe(bucket);
  });
});

describe('medianMinutesToDone: interpolated inside its bucket', () => {
  const histogram = (filled: Record<number, number>) =>
    Array.from({ length: MINUTES_TO_DONE_BOUNDS.length + 1 }, (_, i) => filled[i] ?? 0);
  it.each([
    ['none timed', {}, null],
    ['one in [5, 10)', { 3: 1 }, { minutes: 8, atLeast: false }],
    ['all in [30, 45): the middle', { 7: 10 }, { minutes: 38, atLeast: false }],
    ['half below 15, half in [60, 90): 15, the edge', { 4: 5, 9: 5 }, { minutes: 15, atLeast: false }],
    ['3 fast, 7 in [120, 180)', { 0: 3, 11: 7 }, { minutes: 137, atLeast: false }],
    ['most past a week', { 1: 1, 20: 5 }, { minutes: 10080, atLeast: true }],
  ])('%s', (_, filled, expected) => {
    expect(medianMinutesToDone(histogram(filled))).toEqual(expected);
  });

  it('is within the width of its bucket of the true median', () => {
    // 101 times spread over 20..100 minutes: the true median is 60.
    const times = Array.from({ length: 101 }, (_, i) => 20 + (80 * i) / 100);
    const counts = histogram({});
    for (const t of times) counts[minutesBucket(t)]! += 1;
    const median = medianMinutesToDone(counts)!;
    expect(Math.abs(median.minutes - 60)).toBeLessThanOrEqual(30);
  });
});

describe('tallies', () => {
  it('reads stored counters back and sums them', () => {
    const a = tallyOf(completionCounts(ended('done', 1, 3)));
    const b = tallyOf({ ...completionCounts(ended('missed', 5)), unrelated: 'x', pk: 'EFFECT#...' });
    const sum = addTallies(a, b, emptyTally());
    expect(sum).toMatchObject({ ended: 2, done: 1, missed: 1, doneBeforeSecondText: 1, doneBySecondText: 1 });
    expect(sum.doneAtStep[1]).toBe(1);
    expect(sum.minutesToDone[2]).toBe(1);
  });

  it.each([
    [0, 0, null],
    [1, 3, 0.333],
    [2, 3, 0.667],
    [3, 3, 1],
  ])('shareOf(%s, %s) = %s', (part, whole, share) => {
    expect(shareOf(part, whole)).toBe(share);
  });
});

describe('publicDonePercent: shown from 1,000 occurrences, rounded half up to a whole percent', () => {
  it.each([
    [999, 999, null],
    [1000, 640, 64],
    [1000, 645, 65],
    [1000, 644, 64],
    [2000, 1289, 64],
    [2000, 1291, 65],
    [1000, 0, 0],
    [1000, 1000, 100],
    [3, 2, null],
  ])('%s ended, %s done by the second text: %s', (endedCount, doneBySecondText, percent) => {
    expect(publicDonePercent({ ended: endedCount, doneBySecondText })).toBe(percent);
  });
});

describe('lastWholeDays', () => {
  it('is the 30 UTC days before today, oldest first', () => {
    const days = lastWholeDays(new Date('2026-11-30T00:14:00.000Z'), 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-31');
    expect(days[29]).toBe('2026-11-29');
  });
  it('crosses a year', () => {
    expect(lastWholeDays(new Date('2027-01-02T23:59:59.000Z'), 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });
});

describe('effectiveNagStyle', () => {
  it.each([
    [{ nagStyle: 'gentle' as const }, 'gentle'],
    [{}, 'relentless'],
  ])('%o with an owner on relentless: %s', (reminder, style) => {
    expect(effectiveNagStyle(reminder, { nagStyle: 'relentless' })).toBe(style);
  });
});
