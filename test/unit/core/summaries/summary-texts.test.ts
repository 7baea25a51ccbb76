import { summaryTexts } from '#core/summaries/domain/summary-texts';
import { smsEncoding, smsSegments } from '#core/texting/domain/sms-segments';
import type { WeeklySummary } from '#core/summaries/domain/weekly-summary';

const week = (overrides: Partial<WeeklySummary> = {}): WeeklySummary => ({
  done: 12,
  due: 14,
  anyOpen: false,
  ...overrides,
});
const long = 'Renew the car registration at the DMV before the end of the month and bring the insurance card';

describe('summaryTexts.weeklySummary', () => {
  it.each([
    [
      "the issue's example, word for word",
      week({
        streak: { task: 'Take meds', count: 9, unit: 'days' },
        mostSnoozed: { task: 'Gym', snoozes: 4 },
        anyOpen: true,
      }),
      'NagText week: 12 of 14 done. Streak: Take meds 9 days. Most snoozed: Gym (4x). Reply LIST for open ones.',
    ],
    ['just the count when nothing else stands out and nothing is open', week(), 'NagText week: 12 of 14 done.'],
    [
      "a custom rule's streak",
      week({ done: 3, due: 3, streak: { task: 'Piano', count: 3, unit: 'in a row' } }),
      'NagText week: 3 of 3 done. Streak: Piano 3 in a row.',
    ],
    [
      'a long task with a short one: the long one gives way, the short one stays whole',
      week({ streak: { task: long, count: 9, unit: 'days' }, mostSnoozed: { task: 'Gym', snoozes: 4 }, anyOpen: true }),
      'NagText week: 12 of 14 done. Streak: Renew the car registration at the DMV before the end of the mo... 9 days. Most snoozed: Gym (4x). Reply LIST for open ones.',
    ],
  ])('%s', (_label, input, expected) => {
    expect(summaryTexts.weeklySummary(input)).toBe(expected);
    expect(smsSegments(expected)).toBe(1);
  });

  it.each([
    ['two long tasks', long, `${long} and then some`],
    [
      'emoji and accents, long',
      `🏋️ Gym with Zoë ${'💪'.repeat(30)} every single day`,
      'Café con leche 😀 at nine with the whole family and friends',
    ],
    ['the same reminder in both', long, long],
    ['tasks of nothing but emoji', '🏋️💪', '😀'],
  ])('%s: still one segment, every fact kept', (_label, streakTask, snoozedTask) => {
    const text = summaryTexts.weeklySummary(
      week({
        done: 100,
        due: 100,
        streak: { task: streakTask, count: 365, unit: 'days' },
        mostSnoozed: { task: snoozedTask, snoozes: 99 },
        anyOpen: true,
      }),
    );
    expect(smsSegments(text)).toBe(1);
    expect(text).toMatch(
      /^NagText week: 100 of 100 done\. Streak: .+ 365 days\. Most snoozed: .+ \(99x\)\. Reply LIST for open ones\.$/,
    );
  });

  it.each<[string, WeeklySummary['pattern'], string]>([
    [
      "the issue's example",
      { task: 'Gym', kind: 'fastest', on: 'weekends' },
      "NagText week: 12 of 14 done. You do 'Gym' fastest on weekends.",
    ],
    [
      'weekdays',
      { task: 'Read', kind: 'fastest', on: 'weekdays' },
      "NagText week: 12 of 14 done. You do 'Read' fastest on weekdays.",
    ],
    [
      'a part of the day',
      { task: 'Walk', kind: 'mostly', in: 'evening' },
      "NagText week: 12 of 14 done. You do 'Walk' mostly in the evening.",
    ],
    [
      'the night',
      { task: 'Walk', kind: 'mostly', in: 'night' },
      "NagText week: 12 of 14 done. You do 'Walk' mostly at night.",
    ],
    ['no pattern: no line', undefined, 'NagText week: 12 of 14 done.'],
  ])('the pattern line: %s', (_label, pattern, expected) => {
    expect(summaryTexts.weeklySummary(week(pattern ? { pattern } : {}))).toBe(expected);
  });

  it('every line with three long tasks: still one segment, the pattern after the most snoozed, LIST last', () => {
    const text = summaryTexts.weeklySummary(
      week({
        done: 100,
        due: 100,
        streak: { task: long, count: 365, unit: 'days' },
        mostSnoozed: { task: `${long} and then some`, snoozes: 99 },
        pattern: { task: `🏋️ Gym with Zoë ${'💪'.repeat(30)}`, kind: 'mostly', in: 'afternoon' },
        anyOpen: true,
      }),
    );
    expect(smsSegments(text)).toBe(1);
    expect(text).toMatch(
      /^NagText week: 100 of 100 done\. Streak: .+ 365 days\. Most snoozed: .+ \(99x\)\. You do '.+' mostly in the afternoon\. Reply LIST for open ones\.$/,
    );
  });

  it('keeps emoji when the text fits one UCS-2 segment whole', () => {
    const text = summaryTexts.weeklySummary(
      week({ done: 1, due: 1, streak: { task: 'Run 🏃', count: 2, unit: 'days' } }),
    );
    expect(text).toBe('NagText week: 1 of 1 done. Streak: Run 🏃 2 days.');
    expect(smsEncoding(text)).toBe('UCS-2');
    expect(smsSegments(text)).toBe(1);
  });
});
