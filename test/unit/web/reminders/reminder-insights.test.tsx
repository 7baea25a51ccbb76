import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OccurrenceRecord, TaskInsights } from '#shared/contracts';
import { durationWords } from '../../../../web/src/features/reminders/reminder-insights-words';
import { aTask, FakeApi, ok, serveSubscribedDashboard } from './fake-tasks-api';
import { renderDashboard } from './render-dashboard';

process.env.TZ = 'America/Los_Angeles';

// jsdom cannot lay out a chart: a stand-in lists the bars it was given.
jest.mock('@mui/x-charts/BarChart', () => ({
  BarChart: (props: { yAxis: { data: string[] }[]; series: { data: number[] }[] }) => (
    <svg>
      <text>{props.yAxis[0]!.data.map((label, i) => `${label}=${props.series[0]!.data[i]}`).join(' ')}</text>
    </svg>
  ),
}));

let api: FakeApi;
beforeEach(() => localStorage.setItem('token', 'user-token'));
afterEach(() => localStorage.clear());

/** `count` done occurrences, newest first. */
const records = (count: number): OccurrenceRecord[] =>
  Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.parse('2026-11-28T12:00:00Z') - i * 86_400_000).toISOString().slice(0, 10);
    return {
      occurrenceDate: date,
      scheduledTime: `${date}T15:00:00.000Z`,
      outcome: 'done',
      at: `${date}T15:10:00.000Z`,
      nags: 1,
      snoozes: 0,
    };
  });

const hours = (at: Record<number, number>) => Array.from({ length: 24 }, (_, h) => at[h] ?? 0);

async function openHistory(occurrences: OccurrenceRecord[], insights: TaskInsights) {
  api = serveSubscribedDashboard([aTask({ id: 'g1', task: 'Gym', repeat: 'daily', recurrence: 'FREQ=DAILY' })]).api;
  api.once('GET /tasks/g1/history', ok({ occurrences: occurrences.slice(0, 20), insights }));
  renderDashboard();
  const card = await screen.findByRole('article', { name: 'Gym' });
  await userEvent.click(within(card).getByRole('button', { name: 'History: Gym' }));
  return screen.findByRole('dialog', { name: 'History: Gym' });
}

describe('the history says what works', () => {
  it('0 occurrences: only the history\'s own "Nothing finished yet", no empty What works beside it', async () => {
    const dialog = await openHistory([], { occurrences: 0 });
    await within(dialog).findByText(/^Nothing finished yet/);
    expect(within(dialog).queryByRole('region', { name: 'What works' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/No statistics yet/)).not.toBeInTheDocument();
  });

  it.each([
    [1, 'No statistics yet: they start after 5 finished occurrences (1 finished so far).'],
    [4, 'No statistics yet: they start after 5 finished occurrences (4 finished so far).'],
  ])('%i occurrences: no statistics yet, said plainly, and no chart', async (count, said) => {
    const dialog = await openHistory(records(count), { occurrences: count });
    const section = await within(dialog).findByRole('region', { name: 'What works' });
    expect(section).toHaveTextContent(said);
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Median/)).not.toBeInTheDocument();
  });

  it('5 occurrences: the figures in words and the chart with its text equivalent', async () => {
    const dialog = await openHistory(records(5), {
      occurrences: 5,
      figures: {
        firstText: 2,
        afterNags: [{ nags: 3, count: 1 }],
        ignored: 1,
        skipped: 1,
        medianMinutesToDone: 25,
        doneByHour: hours({ 7: 2, 19: 1 }),
        doneByWeekday: [1, 0, 0, 0, 0, 2, 0],
      },
    });
    const section = await within(dialog).findByRole('region', { name: 'What works (last 5)' });
    expect(
      within(section)
        .getAllByText(/./, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual([
      'Done on the first text: 2 of 4. After more texts: 1. Ignored to the end: 1.',
      'Skipped: 1 (not counted).',
      'Median time from the first text to done: 25 min.',
      'Most often done around 7 AM, and on Saturdays.',
    ]);
    const chart = within(section).getByRole('img', { name: 'Which text it was done on' });
    expect(chart).toHaveAccessibleDescription(
      'Done on the 1st text: 2. Done on the 2nd text: 0. Done on the 3rd text: 1. Done on the 4th text: 0. Done on the 5th+ text: 0. Ignored to the end: 1.',
    );
    // The chart's code comes on its own (React.lazy): in once it has loaded.
    await within(chart).findByText(/1st text=/);
    expect(chart).toHaveTextContent('1st text=2 2nd text=0 3rd text=1 4th text=0 5th+ text=0 Ignored=1');
  });

  it('30 occurrences with a clear pattern: the pattern said, later texts share one bar', async () => {
    const dialog = await openHistory(records(30), {
      occurrences: 30,
      figures: {
        firstText: 12,
        afterNags: [
          { nags: 2, count: 6 },
          { nags: 5, count: 2 },
          { nags: 8, count: 1 },
        ],
        ignored: 9,
        skipped: 0,
        medianMinutesToDone: 95,
        doneByHour: hours({ 18: 15, 7: 6 }),
        doneByWeekday: [3, 3, 3, 3, 3, 3, 3],
        pattern: { kind: 'fastest', on: 'weekends' },
      },
    });
    const section = await within(dialog).findByRole('region', { name: 'What works (last 30)' });
    expect(section).toHaveTextContent('Done on the first text: 12 of 30. After more texts: 9. Ignored to the end: 9.');
    expect(section).toHaveTextContent('Median time from the first text to done: 1 h 35 min.');
    // Every weekday alike: no day stands out, so only the hour is said.
    expect(section).toHaveTextContent('Most often done around 6 PM.');
    expect(section).not.toHaveTextContent('Mondays');
    expect(section).toHaveTextContent('Done fastest on weekends.');
    expect(section).not.toHaveTextContent('Skipped');
    expect(await within(section).findByText(/1st text=/)).toHaveTextContent(
      '1st text=12 2nd text=6 3rd text=0 4th text=0 5th+ text=3 Ignored=9',
    );
    // The list still follows, a page at a time.
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(20);
  });

  it('a part-of-the-day pattern says when it really gets done', async () => {
    const dialog = await openHistory(records(6), {
      occurrences: 6,
      figures: {
        firstText: 6,
        afterNags: [],
        ignored: 0,
        skipped: 0,
        medianMinutesToDone: 600,
        doneByHour: hours({ 19: 6 }),
        doneByWeekday: [1, 1, 1, 1, 1, 1, 0],
        pattern: { kind: 'mostly', in: 'evening' },
      },
    });
    expect(await within(dialog).findByRole('region', { name: 'What works (last 6)' })).toHaveTextContent(
      'Done mostly in the evening, not when it first texts: a later time may suit it.',
    );
  });
});

it.each([
  [0, '0 min'],
  [59, '59 min'],
  [60, '1 h'],
  [95, '1 h 35 min'],
  [1440, '1 day'],
  [3000, '2 days 2 h'],
])('%i minutes read %s', (minutes, words) => expect(durationWords(minutes)).toBe(words));
