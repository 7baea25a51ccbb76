import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '#shared/contracts';
import { aProfile, aTask, FakeApi, ok, serveSubscribedDashboard } from './fake-tasks-api';
import { renderDashboard } from './render-dashboard';

let api: FakeApi;

function setUp(tasks: Task[]) {
  const served = serveSubscribedDashboard(tasks);
  api = served.api;
  api.on('GET /user/profile', ok(aProfile({ timezone: 'America/Chicago' })));
}

beforeEach(() => localStorage.setItem('token', 'user-token'));
afterEach(() => localStorage.clear());

const dialog = () => within(screen.getByRole('dialog'));
const headsUp = () => dialog().getByRole('combobox', { name: 'Heads-up before' });
const sent = (route: string) => api.callsTo(route).map((c) => c.body);

describe('Heads-up before', () => {
  it('is a labelled choice from None to 3 days, sent as hours, and the card says it', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add New Reminder' }));
    await user.type(dialog().getByLabelText('Task'), 'Dentist');
    await user.clear(dialog().getByLabelText('Date'));
    await user.type(dialog().getByLabelText('Date'), '2026-11-24');
    expect(headsUp()).toHaveValue('');
    expect(
      within(headsUp())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', '1 hour', '3 hours', '12 hours', '1 day', '2 days', '3 days']);
    await user.selectOptions(headsUp(), '1 day');
    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    expect(sent('POST /tasks')[0]).toMatchObject({ task: 'Dentist', headsUpHours: 24 });
    const card = await screen.findByRole('article', { name: 'Dentist' });
    await waitFor(() => expect(within(card).getByText('Heads-up 1 day before')).toBeInTheDocument());
  });

  it("opens an edit with the reminder's heads-up, sends null for None, and shows the server's objection beside it", async () => {
    setUp([aTask({ id: 'k', task: 'Pills', repeat: 'daily', headsUpHours: 3 })]);
    const message =
      'Heads-up before must be at most 24 hours for this repeat: 48 hours would reach back before the previous occurrence';
    api.once('PUT /tasks/k', {
      status: 400,
      body: { error: { code: 'validation_failed', message, issues: [{ path: 'headsUpHours', message }] } },
    });
    const user = userEvent.setup();
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Pills' });
    expect(within(card).getByText('Heads-up 3 hours before')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit reminder: Pills' }));
    expect(headsUp()).toHaveValue('3');
    await user.selectOptions(headsUp(), '2 days');
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(headsUp()).toHaveAccessibleDescription(message));
    expect(headsUp()).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(headsUp(), 'None');
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent('PUT /tasks/k')).toHaveLength(2));
    expect(sent('PUT /tasks/k')[0]).toMatchObject({ headsUpHours: 48 });
    expect(sent('PUT /tasks/k')[1]).toMatchObject({ headsUpHours: null });
  });
});
