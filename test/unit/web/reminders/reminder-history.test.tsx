import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '#shared/contracts';
import { aTask, FakeApi, ok, serveSubscribedDashboard } from './fake-tasks-api';
import { renderDashboard } from './render-dashboard';

process.env.TZ = 'America/Los_Angeles';

let api: FakeApi;

function setUp(tasks: Task[]) {
  const served = serveSubscribedDashboard(tasks);
  api = served.api;
  return served.server;
}

beforeEach(() => localStorage.setItem('token', 'user-token'));
afterEach(() => localStorage.clear());

const gym = (overrides: Partial<Task> = {}) =>
  aTask({
    id: 'g1',
    ref: '4',
    task: 'Gym',
    repeat: 'daily',
    recurrence: 'FREQ=DAILY',
    streak: 4,
    completionRate30d: 0.8,
    ...overrides,
  });

describe('streaks, history, and the reminders that wait on the user', () => {
  it('a repeating card shows its streak and 30-day rate', async () => {
    setUp([gym()]);
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Gym' });
    expect(within(card).getByText('4 done in a row · 80% done in the last 30 days')).toBeInTheDocument();
  });

  it('History lists the finished occurrences newest first, and Show older fetches the next page', async () => {
    setUp([gym()]);
    api.once(
      'GET /tasks/g1/history',
      ok({
        occurrences: [
          {
            occurrenceDate: '2026-11-23',
            scheduledTime: '2026-11-23T15:00:00.000Z',
            outcome: 'done',
            at: '2026-11-23T15:12:00.000Z',
            via: 'sms',
            nags: 2,
            snoozes: 1,
          },
          {
            occurrenceDate: '2026-11-22',
            scheduledTime: '2026-11-22T15:00:00.000Z',
            outcome: 'missed',
            at: '2026-11-22T17:45:00.000Z',
            nags: 10,
            snoozes: 0,
            calls: 1,
          },
        ],
        nextCursor: '2026-11-22',
      }),
    );
    api.once(
      'GET /tasks/g1/history',
      ok({
        occurrences: [
          {
            occurrenceDate: '2026-11-21',
            scheduledTime: '2026-11-21T15:00:00.000Z',
            outcome: 'skipped',
            at: '2026-11-21T14:00:00.000Z',
            via: 'web',
            nags: 0,
            snoozes: 0,
          },
        ],
      }),
    );
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Gym' });
    await userEvent.click(within(card).getByRole('button', { name: 'History: Gym' }));
    const dialog = await screen.findByRole('dialog', { name: 'History: Gym' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Done9:12 AM by text · 2 texts · 1 snooze'),
      expect.stringContaining('Missedno reply · 10 texts · 1 call'),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show older' }));
    expect(await within(dialog).findByText('on the web · 0 texts', { exact: false })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /tasks/g1/history').map((call) => call.search)).toEqual([
      '?limit=20',
      '?limit=20&cursor=2026-11-22',
    ]);
  });

  it('a carried-over one-time card shows the day it texts next and the day it was set for; History lists each ignored day', async () => {
    setUp([
      aTask({
        id: 'b1',
        ref: '7',
        task: 'Call the bank',
        timezone: 'America/New_York',
        scheduledTime: '2026-12-01T14:00:00.000Z',
        localDate: '2026-12-01',
        localTime: '09:00',
        nextNagAt: '2026-12-01T14:00:00.000Z',
        carriedOverFrom: '2026-11-29',
      }),
    ]);
    api.once(
      'GET /tasks/b1/history',
      ok({
        occurrences: [
          {
            occurrenceDate: '2026-11-30',
            scheduledTime: '2026-11-30T14:00:00.000Z',
            outcome: 'missed',
            carriedTo: '2026-12-01',
            at: '2026-11-30T19:00:00.000Z',
            nags: 10,
            snoozes: 0,
          },
          {
            occurrenceDate: '2026-11-29',
            scheduledTime: '2026-11-29T14:00:00.000Z',
            outcome: 'missed',
            carriedTo: '2026-11-30',
            at: '2026-11-29T19:00:00.000Z',
            nags: 10,
            snoozes: 1,
          },
        ],
      }),
    );
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Call the bank' });
    // The day it texts next, in the account's zone (the device is in Los Angeles), and where it came from.
    expect(within(card).getByText('Dec 1, 9:00 AM EST')).toBeInTheDocument();
    expect(within(card).getByText('Carried over from Nov 29: no reply yet')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'History: Call the bank' }));
    const dialog = await screen.findByRole('dialog', { name: 'History: Call the bank' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Nov 30Ignoredno reply · 10 texts · carried over to Dec 1',
      'Nov 29Ignoredno reply · 10 texts · 1 snooze · carried over to Nov 30',
    ]);
  });

  it.each([
    ['paused', 'Resume', 'Reminder resumed!'],
    ['missed', 'Reopen', 'Reminder reopened!'],
  ] as const)('a %s reminder says why it is quiet, and %s sets it pending again', async (status, button, toast) => {
    const server = setUp([gym({ status })]);
    api.once('PUT /tasks/g1/status', async () => {
      server.tasks = [gym({ status: 'pending', nextNagAt: '2026-11-25T15:00:00.000Z' })];
      return ok(server.tasks[0]);
    });
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Gym' });
    expect(
      within(card).getByText(status === 'paused' ? /Paused after days without a reply/ : /Missed: a week went by/),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: `${button}: Gym` }));
    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(api.callsTo('PUT /tasks/g1/status').at(-1)!.body).toEqual({ status: 'pending' });
    expect(
      within(await screen.findByRole('article', { name: 'Gym' })).queryByRole('button', { name: `${button}: Gym` }),
    ).not.toBeInTheDocument();
  });
});

describe('a device in another zone than the account', () => {
  it.each([
    ['America/Chicago', 'America/Chicago', false],
    ['America/Chicago', 'US/Central', false],
    ['America/Chicago', 'America/Los_Angeles', true],
    ['Asia/Kolkata', 'Asia/Calcutta', false],
  ])('%s against a device in %s: differs %s', async (account, device, differs) => {
    const { zoneDiffers } = await import('@/features/reminders/components/zone-differs-notice');
    expect(zoneDiffers(account, device, new Date('2026-11-24T12:00:00Z'))).toBe(differs);
  });
});
