import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile, Task } from '#shared/contracts';
import { noteServerDate } from '../../../../web/src/lib/app-clock';
import { aProfile, aTask, FakeApi, serveSubscribedDashboard } from './fake-tasks-api';
import { renderDashboard } from './render-dashboard';

let api: FakeApi;

const HOME = 'America/New_York';
const TOKYO = { zone: 'Asia/Tokyo', until: '2026-12-04', endsAt: '2026-12-04T15:00:00.000Z' };
const PILLS = aTask({
  id: 'p',
  ref: '1',
  task: 'Pills',
  repeat: 'daily',
  clock: 'home',
  clockZone: null,
  timezone: HOME,
  scheduledTime: '2026-11-28T03:00:00.000Z',
  localDate: '2026-11-27',
  localTime: '22:00',
});
const GYM = aTask({
  id: 'g',
  ref: '2',
  task: 'Gym',
  repeat: 'daily',
  clock: 'where_i_am',
  clockZone: null,
  timezone: HOME,
  scheduledTime: '2026-11-28T12:00:00.000Z',
  localDate: '2026-11-28',
  localTime: '07:00',
});
const CALL = aTask({
  id: 'c',
  ref: '3',
  task: 'Call mom',
  clock: 'fixed',
  clockZone: 'America/Chicago',
  timezone: 'America/Chicago',
  scheduledTime: '2026-11-28T21:00:00.000Z',
  localDate: '2026-11-28',
  localTime: '15:00',
});

function setUp(tasks: Task[], profile: Profile = aProfile({ timezone: HOME })) {
  api = serveSubscribedDashboard(tasks, profile).api;
}

// The app's clock reads Friday Nov 27 2026, inside the trip below, whatever the machine's says.
beforeEach(() => {
  noteServerDate('Fri, 27 Nov 2026 14:00:00 GMT');
  localStorage.setItem('token', 'user-token');
});
afterEach(() => {
  localStorage.clear();
  noteServerDate(new Date().toUTCString());
});

const card = async (name: string) => within(await screen.findByRole('article', { name }));
const dialog = () => within(screen.getByRole('dialog'));
const follows = () => dialog().getByRole('combobox', { name: 'Follows' });
const fixedZone = () => dialog().getByRole('combobox', { name: 'Fixed time zone' });
const sent = (route: string) => api.callsTo(route).map((c) => c.body as Record<string, unknown>);

describe("the card's clock", () => {
  it('at home: nothing for home time; "Where you are"; a fixed time in its zone with home time', async () => {
    setUp([PILLS, GYM, CALL]);
    renderDashboard();
    // The profile has loaded once Gym says its clock: only then can Pills' silence mean anything.
    expect(await (await card('Gym')).findByText('Where you are')).toBeInTheDocument();
    expect((await card('Pills')).queryByText(/home time|Where you are|Fixed/)).not.toBeInTheDocument();
    expect((await card('Call mom')).getByText('Fixed: 3:00 PM Chicago (4:00 PM home time)')).toBeInTheDocument();
    // At home, a device elsewhere is told which zone the times are in (the away test checks it is not, then).
    if (Intl.DateTimeFormat().resolvedOptions().timeZone !== HOME)
      expect(screen.getByText(/your account's time zone/)).toBeInTheDocument();
  });

  it('away: both clocks for home and fixed ones, and the trip zone\'s time for "where I am"', async () => {
    setUp([PILLS, GYM, CALL], aProfile({ timezone: HOME, travel: TOKYO }));
    renderDashboard();
    expect(await (await card('Pills')).findByText('10:00 PM home time, Nov 28, 12:00 PM here')).toBeInTheDocument();
    expect((await card('Gym')).getByText('Where you are: 9:00 PM Tokyo')).toBeInTheDocument();
    const call = await card('Call mom');
    expect(call.getByText('Fixed: 3:00 PM Chicago')).toBeInTheDocument();
    expect(call.getByText('4:00 PM home time, Nov 29, 6:00 AM here')).toBeInTheDocument();
    // Not "Times here are in your account's time zone ... change it in Settings": away, the device reads the trip's.
    expect(screen.queryByText(/your account's time zone/)).not.toBeInTheDocument();
  });
});

describe('Follows, in the reminder dialog', () => {
  it('sends no clock when it is left as it was', async () => {
    setUp([PILLS]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click((await card('Pills')).getByRole('button', { name: 'Edit reminder: Pills' }));
    await user.click(dialog().getByRole('button', { name: /More options/ }));
    expect(follows()).toHaveValue('home');
    expect(follows()).toHaveAccessibleDescription(/Stays on your home time zone when you travel/);
    await user.type(dialog().getByLabelText('Task'), ' (blue box)');
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent('PUT /tasks/p')).toHaveLength(1));
    expect(sent('PUT /tasks/p')[0]).toMatchObject({ task: 'Pills (blue box)' });
    expect(sent('PUT /tasks/p')[0]).not.toHaveProperty('clock');
    expect(sent('PUT /tasks/p')[0]).not.toHaveProperty('clockZone');
  });

  it('a fixed time zone needs its zone before anything is sent; then both go, and the dates are read in it', async () => {
    setUp([PILLS]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click((await card('Pills')).getByRole('button', { name: 'Edit reminder: Pills' }));
    await user.click(dialog().getByRole('button', { name: /More options/ }));
    expect(dialog().queryByRole('combobox', { name: 'Fixed time zone' })).not.toBeInTheDocument();
    await user.selectOptions(follows(), 'A fixed time zone');
    expect(fixedZone()).toHaveValue('');
    expect(fixedZone()).toBeRequired();
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fixedZone()).toHaveAccessibleDescription('A fixed time needs its time zone'));
    expect(fixedZone()).toHaveAttribute('aria-invalid', 'true');
    expect(sent('PUT /tasks/p')).toHaveLength(0);

    // Any zone the browser knows, past the home lists.
    await user.selectOptions(fixedZone(), 'Europe/Paris');
    expect(dialog().getByText(/^Times are in Central European .*\(Europe\/Paris\)$/)).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent('PUT /tasks/p')).toHaveLength(1));
    expect(sent('PUT /tasks/p')[0]).toMatchObject({ clock: 'fixed', clockZone: 'Europe/Paris' });
  });

  it('opens a fixed reminder with its zone (More options open); another clock is sent without a zone', async () => {
    setUp([CALL]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click((await card('Call mom')).getByRole('button', { name: 'Edit reminder: Call mom' }));
    expect(dialog().getByRole('button', { name: /More options/ })).toHaveAttribute('aria-expanded', 'true');
    expect(follows()).toHaveValue('fixed');
    expect(fixedZone()).toHaveValue('America/Chicago');
    await user.selectOptions(follows(), 'Where I am');
    expect(dialog().queryByRole('combobox', { name: 'Fixed time zone' })).not.toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent('PUT /tasks/c')).toHaveLength(1));
    expect(sent('PUT /tasks/c')[0]).toMatchObject({ clock: 'where_i_am', clockZone: null });
  });

  it("a new reminder sends a clock only when one is chosen, and the server's objection shows beside the zone", async () => {
    setUp([]);
    const message = 'Unknown time zone "Europe/Paris"';
    api.once('POST /tasks', {
      status: 400,
      body: { error: { code: 'validation_failed', message, issues: [{ path: 'clockZone', message }] } },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add New Reminder' }));
    await user.type(dialog().getByLabelText('Task'), 'Standup');
    await user.click(dialog().getByRole('button', { name: /More options/ }));
    await user.selectOptions(follows(), 'A fixed time zone');
    await user.selectOptions(fixedZone(), 'Europe/Paris');
    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await waitFor(() => expect(fixedZone()).toHaveAccessibleDescription(message));
    expect(sent('POST /tasks')[0]).toMatchObject({ clock: 'fixed', clockZone: 'Europe/Paris' });
    // Reopened as sent (the refused clock and zone), and sent again as it stands.
    expect(follows()).toHaveValue('fixed');
    expect(fixedZone()).toHaveValue('Europe/Paris');
    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    expect(sent('POST /tasks')[1]).toMatchObject({ clock: 'fixed', clockZone: 'Europe/Paris' });
  });

  it('keyboard: Tab goes from Follows to the fixed zone; both are labelled native selects', async () => {
    setUp([PILLS]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click((await card('Pills')).getByRole('button', { name: 'Edit reminder: Pills' }));
    act(() =>
      dialog()
        .getByRole('button', { name: /More options/ })
        .focus(),
    );
    await user.keyboard('{Enter}');
    await user.tab();
    expect(follows()).toHaveFocus();
    expect(follows().tagName).toBe('SELECT');
    await user.selectOptions(follows(), 'fixed');
    await user.tab();
    expect(fixedZone()).toHaveFocus();
    expect(fixedZone().tagName).toBe('SELECT');
  });
});
