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
const windowField = () => dialog().getByRole('combobox', { name: 'Deadline window' });
const sent = (route: string) => api.callsTo(route).map((c) => c.body);
const openMore = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(dialog().getByRole('button', { name: /More options/ }));

describe('Deadline window', () => {
  it('is a labelled choice in More options from None to 31 days, sent as days, and the card says it', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add New Reminder' }));
    await user.type(dialog().getByLabelText('Task'), 'Rent');
    await user.clear(dialog().getByLabelText('Date'));
    await user.type(dialog().getByLabelText('Date'), '2026-12-01');
    await openMore(user);
    expect(windowField()).toHaveValue('');
    expect(
      within(windowField())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'None',
      '1 day before',
      '2 days before',
      '3 days before',
      '4 days before',
      '5 days before',
      '6 days before',
      '7 days before',
      '10 days before',
      '14 days before',
      '21 days before',
      '28 days before',
      '31 days before',
    ]);
    await user.selectOptions(windowField(), '6 days before');
    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    expect(sent('POST /tasks')[0]).toMatchObject({ task: 'Rent', windowDays: 6 });
    const card = await screen.findByRole('article', { name: 'Rent' });
    await waitFor(() => expect(within(card).getByText('Window: 6 days before')).toBeInTheDocument());
  });

  it('is not sent when unchanged; an odd value stays a choice; the server 400 shows beside it, then null removes it', async () => {
    setUp([aTask({ id: 'r', task: 'Rent', repeat: 'monthly', windowDays: 9 })]);
    const message = 'Window must be at most 27 days for this repeat: 28 days would reach back to the previous deadline';
    const user = userEvent.setup();
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Rent' });
    expect(within(card).getByText('Window: 9 days before')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit reminder: Rent' }));
    await openMore(user);
    expect(windowField()).toHaveValue('9');
    // Saved unchanged: the window is not in the request.
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent('PUT /tasks/r')).toHaveLength(1));
    expect(sent('PUT /tasks/r')[0]).not.toHaveProperty('windowDays');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    api.once('PUT /tasks/r', {
      status: 400,
      body: { error: { code: 'validation_failed', message, issues: [{ path: 'windowDays', message }] } },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit reminder: Rent' }));
    await openMore(user);
    await user.selectOptions(windowField(), '28 days before');
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(windowField()).toHaveAccessibleDescription(message));
    expect(windowField()).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(windowField(), 'None');
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent('PUT /tasks/r')).toHaveLength(3));
    expect(sent('PUT /tasks/r')[1]).toMatchObject({ windowDays: 28 });
    expect(sent('PUT /tasks/r')[2]).toMatchObject({ windowDays: null });
    await waitFor(() => expect(screen.queryByText(/^Window:/)).toBeNull());
  });
});
