import { summaryTexts } from '#core/summaries/domain/summary-texts';
import { smsEncoding, smsSegments } from '#core/texting/domain/sms-segments';
import type { PersonWeek, WeeklySummary } from '#core/summaries/domain/weekly-summary';

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

describe('summaryTexts.weeklySummary with people', () => {
  const person = (firstName: string, done: number, due: number, personId = firstName): PersonWeek => ({
    personId,
    firstName,
    done,
    due,
  });
  const mom = person('Mom', 5, 7);
  const dad = person('Dad', 2, 3);
  const family = ['Ann', 'Ben', 'Cleo', 'Dad', 'Grandma', 'Mom', 'Nana', 'Uncle Joe', 'Zoë', 'Aunt Bea'];

  it.each<[string, WeeklySummary, string]>([
    [
      "the issue's example: how each did, after the owner's lines, before LIST",
      week({ people: [mom] }),
      'NagText week: 12 of 14 done. Mom: 5 of 7 done.',
    ],
    [
      'every line of the owner, two people',
      week({
        streak: { task: 'Take meds', count: 9, unit: 'days' },
        mostSnoozed: { task: 'Gym', snoozes: 4 },
        anyOpen: true,
        people: [dad, mom],
      }),
      'NagText week: 12 of 14 done. Streak: Take meds 9 days. Most snoozed: Gym (4x). Dad: 2 of 3 done. Mom: 5 of 7 done. Reply LIST for open ones.',
    ],
    [
      "a week of only their people's: no count of the owner's",
      week({ done: 0, due: 0, people: [dad, mom] }),
      'NagText week: Dad: 2 of 3 done. Mom: 5 of 7 done.',
    ],
    [
      'a long task that the long form would cut: the short form, the task cut as far as it must',
      week({
        streak: { task: long, count: 9, unit: 'days' },
        mostSnoozed: { task: 'Gym', snoozes: 4 },
        anyOpen: true,
        people: [dad, mom],
      }),
      'NagText week: 12 of 14 done. Streak: Renew the car registration at the DM... 9 days. Most snoozed: Gym (4x). People: Dad 2/3, Mom 5/7. Reply LIST for open ones.',
    ],
    [
      'ten people: the short form',
      week({ people: family.map((name, i) => person(name, i, 7)) }),
      'NagText week: 12 of 14 done. People: Ann 0/7, Ben 1/7, Cleo 2/7, Dad 3/7, Grandma 4/7, Mom 5/7, Nana 6/7, Uncle Joe 7/7, Zoe 8/7, Aunt Bea 9/7.',
    ],
    [
      "ten people and every line of the owner's: the pattern, the most snoozed and the streak give way first",
      week({
        streak: { task: 'Take meds', count: 9, unit: 'days' },
        mostSnoozed: { task: 'Gym', snoozes: 4 },
        pattern: { task: 'Walk', kind: 'mostly', in: 'evening' },
        anyOpen: true,
        people: family.map((name) => person(name, 10, 14)),
      }),
      'NagText week: 12 of 14 done. People: Ann 10/14, Ben 10/14, Cleo 10/14, Dad 10/14, Grandma 10/14, Mom 10/14, Nana 10/14, +3 more. Reply LIST for open ones.',
    ],
    [
      'a name of twenty letters among ten: the last people give way before a name is cut below eight',
      week({
        done: 100,
        due: 100,
        anyOpen: true,
        people: [person('Maximilianalexander', 300, 350), ...family.slice(0, 9).map((name) => person(name, 300, 350))],
      }),
      'NagText week: 100 of 100 done. People: Maximilianalexander 300/350, Ann 300/350, Ben 300/350, Cleo 300/350, Dad 300/350, +5 more. Reply LIST for open ones.',
    ],
  ])('%s', (_label, input, expected) => {
    expect(summaryTexts.weeklySummary(input)).toBe(expected);
    expect(smsSegments(expected)).toBe(1);
  });

  it('a name in another script keeps its letters when the text fits one UCS-2 segment whole', () => {
    const text = summaryTexts.weeklySummary(week({ done: 0, due: 0, people: [person('Мама', 6, 7)] }));
    expect(text).toBe('NagText week: Мама: 6 of 7 done.');
    expect(smsEncoding(text)).toBe('UCS-2');
  });

  it.each<[string, Partial<WeeklySummary>]>([
    ['nothing else', {}],
    [
      "every line of the owner's, with long tasks",
      {
        streak: { task: long, count: 365, unit: 'days' },
        mostSnoozed: { task: `${long} and then some`, snoozes: 99 },
        pattern: { task: `🏋️ Gym with Zoë ${'💪'.repeat(30)}`, kind: 'mostly', in: 'afternoon' },
        anyOpen: true,
      },
    ],
    ['tasks of nothing but emoji', { streak: { task: '🏋️💪', count: 3, unit: 'days' }, anyOpen: true }],
  ])(
    'one to twelve people with the longest names and counts, %s: one segment, every person counted, none cut below eight',
    (_label, owner) => {
      for (let count = 1; count <= 12; count += 1) {
        // Twenty letters each (the longest a first name may be), told apart by the first.
        const people = Array.from({ length: count }, (_, i) =>
          person(`${String.fromCharCode(65 + i)}artholomew-Aloysius`, 349, 350, `p${i}`),
        );
        const text = summaryTexts.weeklySummary(week({ done: 100, due: 100, ...owner, people }));
        expect(smsSegments(text)).toBe(1);
        expect(text).toMatch(/^NagText week: 100 of 100 done\. /);
        if (owner.anyOpen) expect(text).toMatch(/ Reply LIST for open ones\.$/);
        const long = [...text.matchAll(/ ([A-L][^.:]*)\.*: 349 of 350 done\./g)].map((m) => m[1]!);
        const short = [...text.matchAll(/(?:People: |, )([A-L][^,]*?)(?:\.\.\.)? 349\/350/g)].map((m) => m[1]!);
        const more = Number(/, \+(\d+) more\./.exec(text)?.[1] ?? 0);
        expect(long.length > 0 ? long.length : short.length + more).toBe(count);
        expect(long.length * short.length).toBe(0);
        for (const name of [...long, ...short]) expect(name.length).toBeGreaterThanOrEqual(8);
        expect([...long, ...short][0]).toMatch(/^Aartholo/);
      }
    },
  );
});
