import type { Completion } from '#core/reminders/domain/completion';
import type { Reminder } from '#core/reminders/domain/reminder';
import { weeklySummaryOf, type WeeklySummary } from '#core/summaries/domain/weekly-summary';

// The week of Sunday 2026-11-22 in New York: from the Sunday before at 6 PM (23:00 UTC) to this one.
const from = new Date('2026-11-15T23:00:00.000Z');
const to = new Date('2026-11-22T23:00:00.000Z');

function reminder(id: string, task: string, overrides: Partial<Reminder> = {}): Reminder {
  return {
    id,
    userId: 'u1',
    ref: id,
    task,
    repeat: 'daily',
    anchorDate: '2026-11-01',
    wallTime: '09:00',
    status: 'pending',
    occurrenceDate: '2026-11-23',
    occurrenceAt: '2026-11-23T14:00:00.000Z',
    nagCount: 0,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** One ended occurrence on a day of the week (16 = Monday the 16th) at 09:00 New York. */
function ended(reminderId: string, day: number, outcome: Completion['outcome'], snoozes = 0): Completion {
  const occurrenceAt = `2026-11-${day}T14:00:00.000Z`;
  return {
    userId: 'u1',
    reminderId,
    occurrenceDate: `2026-11-${day}`,
    occurrenceAt,
    completedAt: occurrenceAt,
    outcome,
    snoozes,
  };
}
const days = (first: number, count: number) => Array.from({ length: count }, (_, i) => first + i);

const meds = reminder('m', 'Take meds', { streak: 9 });
const water = reminder('w', 'Drink water', { streak: 5 });
const gym = reminder('g', 'Gym', {
  repeat: 'custom',
  streak: 0,
  status: 'snoozed',
  occurrenceDate: '2026-11-21',
  occurrenceAt: '2026-11-21T14:00:00.000Z',
  snoozeCount: 1,
});

type Case = [string, { reminders: Reminder[]; completions: Completion[] }, WeeklySummary | null];

const cases: Case[] = [
  ['nothing at all: no text', { reminders: [], completions: [] }, null],
  ['reminders, but none due in the week: no text', { reminders: [reminder('a', 'Later')], completions: [] }, null],
  [
    "the issue's example: 12 of 14, the longest streak, the most snoozed, LIST while one is open",
    {
      reminders: [meds, water, gym],
      completions: [
        ...days(16, 7).map((d) => ended('m', d, 'done')),
        ...days(16, 5).map((d) => ended('w', d, 'done')),
        ended('g', 17, 'missed', 3),
      ],
    },
    {
      done: 12,
      due: 14,
      streak: { task: 'Take meds', count: 9, unit: 'days' },
      mostSnoozed: { task: 'Gym', snoozes: 4 },
      anyOpen: true,
    },
  ],
  [
    'occurrences before the week or at its end belong to other weeks; one at its start is in',
    {
      reminders: [reminder('a', 'Read', { streak: 1 })],
      completions: [
        { ...ended('a', 15, 'done'), occurrenceAt: '2026-11-15T22:59:00.000Z' },
        { ...ended('a', 15, 'skipped'), occurrenceDate: '2026-11-15b', occurrenceAt: from.toISOString() },
        { ...ended('a', 22, 'done'), occurrenceDate: '2026-11-22b', occurrenceAt: to.toISOString() },
      ],
    },
    { done: 0, due: 1, anyOpen: false },
  ],
  [
    'a tie on the streak goes to the task that sorts first, whatever its case',
    {
      reminders: [reminder('b', 'banana', { streak: 4 }), reminder('a', 'Apple', { streak: 4 })],
      completions: [ended('a', 18, 'done'), ended('b', 18, 'done')],
    },
    { done: 2, due: 2, streak: { task: 'Apple', count: 4, unit: 'days' }, anyOpen: false },
  ],
  [
    'a tie on snoozes likewise',
    {
      reminders: [reminder('z', 'Zumba'), reminder('y', 'yoga')],
      completions: [ended('z', 18, 'done', 2), ended('y', 19, 'skipped', 2)],
    },
    { done: 1, due: 2, mostSnoozed: { task: 'yoga', snoozes: 2 }, anyOpen: false },
  ],
  [
    'a streak of 1 and no snoozes say nothing',
    { reminders: [reminder('a', 'Walk', { streak: 1 })], completions: [ended('a', 20, 'done')] },
    { done: 1, due: 1, anyOpen: false },
  ],
  [
    'the longest streak wins across repeats, named in its own unit (weeks of a weekly one)',
    {
      reminders: [
        reminder('w', 'Laundry', { repeat: 'weekly', streak: 6 }),
        reminder('m', 'Rent', { repeat: 'monthly', streak: 3 }),
      ],
      completions: [ended('w', 17, 'done'), ended('m', 18, 'done')],
    },
    { done: 2, due: 2, streak: { task: 'Laundry', count: 6, unit: 'weeks' }, anyOpen: false },
  ],
  [
    'a custom rule counts "in a row"',
    { reminders: [reminder('c', 'Piano', { repeat: 'custom', streak: 3 })], completions: [ended('c', 17, 'done')] },
    { done: 1, due: 1, streak: { task: 'Piano', count: 3, unit: 'in a row' }, anyOpen: false },
  ],
  [
    'a deleted reminder has no name to show: its occurrences are left out',
    { reminders: [reminder('a', 'Kept')], completions: [ended('a', 17, 'done'), ended('gone', 17, 'missed', 5)] },
    { done: 1, due: 1, anyOpen: false },
  ],
  [
    'an open occurrence already recorded as ended counts once; paused and done reminders are not open',
    {
      reminders: [
        reminder('a', 'Ended', { occurrenceDate: '2026-11-18', occurrenceAt: '2026-11-18T14:00:00.000Z' }),
        reminder('p', 'Paused', {
          status: 'paused',
          occurrenceDate: '2026-11-19',
          occurrenceAt: '2026-11-19T14:00:00.000Z',
        }),
        reminder('d', 'Done once', {
          repeat: 'once',
          status: 'done',
          occurrenceDate: '2026-11-19',
          occurrenceAt: '2026-11-19T14:00:00.000Z',
        }),
      ],
      completions: [ended('a', 18, 'done'), ended('d', 19, 'done')],
    },
    { done: 2, due: 2, anyOpen: false },
  ],
];

it.each(cases)('%s', (_label, input, expected) => {
  expect(weeklySummaryOf({ ...input, zone: 'America/New_York', from, to })).toEqual(expected);
});

/** An occurrence of 'Gym' texted at 09:00 New York on a November day, done `after` minutes in. */
const gymDay = (day: number, after: number, outcome: Completion['outcome'] = 'done'): Completion => {
  const date = `2026-11-${String(day).padStart(2, '0')}`;
  const base = { ...ended('g', day, outcome), occurrenceDate: date, occurrenceAt: `${date}T14:00:00.000Z` };
  return { ...base, completedAt: new Date(Date.parse(base.occurrenceAt) + after * 60_000).toISOString() };
};
const zumba = reminder('z', 'Zumba');
const zumbaDay = (day: number, after: number): Completion => ({ ...gymDay(day, after), reminderId: 'z' });
// November 2026: the 1st, 7th, 8th, 14th, 15th, 21st and 22nd are weekend days.
const fastWeekends = [
  ...[7, 8, 14, 15, 21].map((d) => gymDay(d, 5)),
  ...[2, 3, 4, 5, 6, 16, 17].map((d) => gymDay(d, 90)),
];
const daily = reminder('g', 'Gym');

type PatternCase = [string, { reminders: Reminder[]; completions: Completion[] }, WeeklySummary['pattern']];
const patternCases: PatternCase[] = [
  [
    "fast on weekends over its latest 30, weeks before this one included: the line's fact",
    { reminders: [daily], completions: fastWeekends },
    { task: 'Gym', kind: 'fastest', on: 'weekends' },
  ],
  [
    'only two weekend days done: below the threshold, no line',
    {
      reminders: [daily],
      completions: fastWeekends.filter((c) => !['2026-11-07', '2026-11-08', '2026-11-14'].includes(c.occurrenceDate)),
    },
    undefined,
  ],
  [
    'four occurrences: too few for any figure, no line',
    { reminders: [daily], completions: [gymDay(21, 5), gymDay(22, 5), gymDay(16, 90), gymDay(17, 90)] },
    undefined,
  ],
  [
    'texted at 9, done in the evening: mostly in the evening',
    { reminders: [daily], completions: [16, 17, 18, 19, 20].map((d) => gymDay(d, 10 * 60)) },
    { task: 'Gym', kind: 'mostly', in: 'evening' },
  ],
  [
    'two reminders with a pattern: the one whose task sorts first',
    {
      reminders: [zumba, daily],
      completions: [...fastWeekends, ...[16, 17, 18, 19, 20].map((d) => zumbaDay(d, 10 * 60))],
    },
    { task: 'Gym', kind: 'fastest', on: 'weekends' },
  ],
  [
    'a pattern on a reminder with nothing due this week: not named',
    {
      reminders: [daily, zumba],
      completions: [...fastWeekends.filter((c) => c.occurrenceAt < from.toISOString()), zumbaDay(18, 5)],
    },
    undefined,
  ],
];

it.each(patternCases)('the pattern line: %s', (_label, input, pattern) => {
  const summary = weeklySummaryOf({ ...input, zone: 'America/New_York', from, to });
  expect(summary?.pattern).toEqual(pattern);
});

/** A reminder the owner added for one of their people. */
const forPerson = (id: string, task: string, personId: string, firstName: string, overrides: Partial<Reminder> = {}) =>
  reminder(id, task, {
    forPerson: {
      personId,
      firstName,
      phoneNumber: `+1555000${personId.padStart(4, '0')}`,
      timezone: 'America/Chicago',
      quietHoursStart: '22:00',
      quietHoursEnd: '07:00',
      ref: id,
    },
    ...overrides,
  });
const momPills = forPerson('mp', 'Pills', '1', 'Mom', { streak: 20, snoozeCount: 2 });
const momWalk = forPerson('mw', 'Walk', '1', 'Mom');
const dadTrash = forPerson('dt', 'Trash out', '2', 'Dad', {
  status: 'snoozed',
  occurrenceDate: '2026-11-21',
  occurrenceAt: '2026-11-21T14:00:00.000Z',
  snoozeCount: 7,
});

const peopleCases: Case[] = [
  [
    "the owner's figures are their own; each person's done of due by the same rule, by first name",
    {
      reminders: [meds, momPills, momWalk, dadTrash],
      completions: [
        ...days(16, 7).map((d) => ended('m', d, 'done')),
        ...days(16, 5).map((d) => ended('mp', d, 'done', 1)),
        ended('mp', 21, 'skipped'),
        ended('mp', 22, 'missed', 4),
        ended('mw', 18, 'done'),
        ended('mw', 19, 'missed'),
        ended('dt', 17, 'done'),
        ended('dt', 18, 'done'),
      ],
    },
    {
      done: 7,
      due: 7,
      // Mom's streak of 20 and her snoozes, and Dad's open occurrence, are not the owner's.
      streak: { task: 'Take meds', count: 9, unit: 'days' },
      anyOpen: false,
      people: [
        { personId: '2', firstName: 'Dad', done: 2, due: 3 },
        { personId: '1', firstName: 'Mom', done: 6, due: 9 },
      ],
    },
  ],
  [
    "a week of only their people's: still a summary, the owner's count 0 of 0",
    { reminders: [meds, momWalk], completions: [ended('mw', 18, 'done'), ended('mw', 19, 'skipped')] },
    { done: 0, due: 0, anyOpen: false, people: [{ personId: '1', firstName: 'Mom', done: 1, due: 2 }] },
  ],
  [
    "only a person's open occurrence: a summary, without LIST (the owner has nothing open of their own)",
    { reminders: [dadTrash], completions: [] },
    { done: 0, due: 0, anyOpen: false, people: [{ personId: '2', firstName: 'Dad', done: 0, due: 1 }] },
  ],
  [
    'a person with nothing due in the week is not named; occurrences outside the week are not counted',
    {
      reminders: [reminder('o', 'Own'), momWalk, forPerson('x', 'Later', '3', 'Ann')],
      completions: [ended('o', 17, 'done'), ended('mw', 15, 'done'), ended('mw', 22, 'done')],
    },
    { done: 1, due: 1, anyOpen: false, people: [{ personId: '1', firstName: 'Mom', done: 1, due: 1 }] },
  ],
  [
    "a deleted reminder for a person is left out, as the owner's are",
    {
      reminders: [reminder('o', 'Own'), momWalk],
      completions: [ended('o', 17, 'done'), ended('mw', 18, 'done'), ended('gone', 18, 'missed')],
    },
    { done: 1, due: 1, anyOpen: false, people: [{ personId: '1', firstName: 'Mom', done: 1, due: 1 }] },
  ],
  [
    'one person by id, named as on their latest reminder; two people of one name stay two, ordered by id',
    {
      reminders: [
        forPerson('a', 'Pills', '1', 'Mum', { updatedAt: '2026-11-02T12:00:00.000Z' }),
        forPerson('b', 'Walk', '1', 'Mom', { updatedAt: '2026-11-20T12:00:00.000Z' }),
        forPerson('c', 'Piano', '9', 'sam'),
        forPerson('d', 'Chess', '4', 'Sam'),
      ],
      completions: [ended('a', 17, 'done'), ended('b', 17, 'done'), ended('c', 17, 'done'), ended('d', 17, 'missed')],
    },
    {
      done: 0,
      due: 0,
      anyOpen: false,
      people: [
        { personId: '1', firstName: 'Mom', done: 2, due: 2 },
        { personId: '4', firstName: 'Sam', done: 0, due: 1 },
        { personId: '9', firstName: 'sam', done: 1, due: 1 },
      ],
    },
  ],
];

it.each(peopleCases)('with people: %s', (_label, input, expected) => {
  expect(weeklySummaryOf({ ...input, zone: 'America/New_York', from, to })).toEqual(expected);
});

it("a person's reminder with a clear pattern is not the owner's pattern", () => {
  const momGym = forPerson('g', 'Gym', '1', 'Mom');
  const summary = weeklySummaryOf({
    reminders: [momGym, zumba],
    completions: [...fastWeekends, zumbaDay(18, 5)],
    zone: 'America/New_York',
    from,
    to,
  });
  expect(summary?.pattern).toBeUndefined();
  // Its three occurrences of this week (Mon 16, Tue 17, Sat 21) are Mom's.
  expect(summary?.people).toEqual([{ personId: '1', firstName: 'Mom', done: 3, due: 3 }]);
});
