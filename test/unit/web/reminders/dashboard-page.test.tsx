import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '#shared/contracts';
import { aProfile, aTask, failure, FakeApi, ok, serveTasks } from './fake-tasks-api';
import { current, renderDashboard } from './render-dashboard';

// The browser's zone is not the user's: every time on the page must follow the user's zone.
process.env.TZ = 'America/Los_Angeles';

let api: FakeApi;

function setUp(tasks: Task[], subscriptionStatus = 'trialing') {
  api = new FakeApi()
    .on('GET /user/profile', ok(aProfile({ timezone: 'Asia/Kolkata' })))
    .on('GET /subscription/status', ok({ subscriptionStatus }));
  const server = serveTasks(api, tasks);
  globalThis.fetch = api.fetch as typeof fetch;
  return server;
}

beforeEach(() => localStorage.setItem('token', 'user-token'));
afterEach(() => localStorage.clear());

const card = (name: string) => screen.getByRole('article', { name });
const findCard = (name: string) => screen.findByRole('article', { name });

describe('subscription gate', () => {
  it('active or trialing loads the reminders', async () => {
    setUp([aTask({ task: 'Water the plants' })], 'active');
    renderDashboard();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await findCard('Water the plants');
    expect(screen.getByRole('heading', { level: 1, name: 'My Reminders' })).toBeInTheDocument();
    expect(current.pathname).toBe('/dashboard');
  });

  it.each(['canceled', 'past_due', 'none', 'unpaid'])(
    '%s goes to /subscribe without reading the reminders',
    async (status) => {
      setUp([aTask()], status);
      renderDashboard();
      await screen.findByRole('heading', { name: 'Subscribe page' });
      expect(api.callsTo('GET /tasks')).toHaveLength(0);
      expect(screen.queryByText('Failed to check subscription status')).not.toBeInTheDocument();
    },
  );

  it.each([
    [500, 'internal', 'Boom'],
    // Until billing is served, the check answers 501: that is a failed check too.
    [501, 'not_implemented', 'This endpoint is not available yet'],
  ])('a failed check (%i) says so and goes to /subscribe', async (status, code, message) => {
    setUp([aTask()]);
    api.on('GET /subscription/status', failure(status, code, message));
    renderDashboard();
    await screen.findByRole('heading', { name: 'Subscribe page' });
    expect(await screen.findByText('Failed to check subscription status')).toBeInTheDocument();
    expect(api.callsTo('GET /tasks')).toHaveLength(0);
  });

  it('a 402 from reading the reminders goes to /subscribe', async () => {
    setUp([aTask()]);
    api.on('GET /tasks', failure(402, 'payment_required', 'An active subscription is required'));
    renderDashboard();
    await screen.findByRole('heading', { name: 'Subscribe page' });
    expect(await screen.findByText('Failed to load reminders')).toBeInTheDocument();
  });

  it('a 402 from a change goes to /subscribe', async () => {
    setUp([aTask({ task: 'Pay rent' })]);
    api.on('PUT /tasks/t1/status', failure(402, 'payment_required', 'An active subscription is required'));
    const user = userEvent.setup();
    renderDashboard();
    await user.click(within(await findCard('Pay rent')).getByRole('button', { name: 'Mark done: Pay rent' }));
    await screen.findByRole('heading', { name: 'Subscribe page' });
    expect(await screen.findByText('Failed to update reminder status')).toBeInTheDocument();
    expect(screen.getByText('An active subscription is required')).toBeInTheDocument();
  });
});

describe('the list', () => {
  it('shows each card in the user zone: date and time, repeat, reference, next text, snooze, last done', async () => {
    setUp([
      aTask({
        id: 'a',
        ref: '3',
        task: 'Stretch',
        repeat: 'daily',
        timezone: 'Asia/Kolkata',
        // 09:00 in Kolkata (UTC+5:30) is 03:30Z; the browser (Los Angeles) would read Nov 23, 7:30 PM.
        scheduledTime: '2026-11-24T03:30:00.000Z',
        localDate: '2026-11-24',
        localTime: '09:00',
        nextNagAt: '2026-11-24T04:00:00.000Z',
        nagCount: 1,
        lastCompletedAt: '2026-11-23T04:00:00.000Z', // 9:30 AM there
      }),
      aTask({
        id: 'b',
        ref: '4',
        task: 'Call the bank',
        status: 'snoozed',
        timezone: 'Asia/Kolkata',
        scheduledTime: '2026-11-24T08:30:00.000Z',
        localDate: '2026-11-24',
        localTime: '14:00',
        snoozedUntil: '2026-11-24T10:15:00.000Z',
        nextNagAt: '2026-11-24T10:15:00.000Z',
      }),
      aTask({
        id: 'c',
        ref: '5',
        task: 'Late call',
        timezone: 'Asia/Kolkata',
        // A repeat deferred past quiet hours to the next morning names its day.
        scheduledTime: '2026-11-24T15:30:00.000Z',
        localDate: '2026-11-24',
        localTime: '21:00',
        nextNagAt: '2026-11-25T02:30:00.000Z',
      }),
    ]);
    renderDashboard();
    const stretch = await findCard('Stretch');
    expect(stretch).toHaveTextContent('Nov 24, 9:00 AM');
    expect(stretch).toHaveTextContent('Daily');
    expect(stretch).toHaveTextContent('#3');
    expect(stretch).toHaveTextContent('Next text: 9:30 AM');
    expect(stretch).toHaveTextContent('Last done Nov 23');
    expect(within(stretch).getByText('Pending')).toBeInTheDocument();

    const bank = card('Call the bank');
    expect(bank).toHaveTextContent('Nov 24, 2:00 PM');
    expect(bank).toHaveTextContent('Once');
    expect(bank).toHaveTextContent('Snoozed until 3:45 PM');
    expect(bank).not.toHaveTextContent('Next text');
    expect(within(bank).getByText('Snoozed')).toBeInTheDocument();

    expect(card('Late call')).toHaveTextContent('Next text: Nov 25, 8:00 AM');
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h2')?.textContent)).toEqual([
      'Stretch',
      'Call the bank',
      'Late call',
    ]);
  });

  it('shows markup and emoji in a task as the text it is', async () => {
    setUp([aTask({ task: '<b>Buy</b> milk 🥛 <script>alert(1)</script>' })]);
    renderDashboard();
    const milk = await findCard('<b>Buy</b> milk 🥛 <script>alert(1)</script>');
    expect(milk.querySelector('b, script')).toBeNull();
  });

  it('filters by tab, by mouse and by keyboard', async () => {
    setUp([
      aTask({ id: 'p', task: 'Pending one', status: 'pending' }),
      aTask({ id: 'd', task: 'Done one', status: 'done' }),
      aTask({ id: 's', task: 'Snoozed one', status: 'snoozed', snoozedUntil: '2026-11-24T16:00:00.000Z' }),
    ]);
    const user = userEvent.setup();
    renderDashboard();
    await findCard('Pending one');
    const names = () => screen.queryAllByRole('article').map((a) => a.querySelector('h2')?.textContent);
    expect(names()).toHaveLength(3);

    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(names()).toEqual(['Done one']);
    expect(screen.getByRole('tabpanel', { name: 'Completed' })).toBeInTheDocument();
    expect(within(card('Done one')).queryByRole('button', { name: /Mark done/ })).not.toBeInTheDocument();

    // Arrow keys move between tabs; Enter picks the focused one.
    screen.getByRole('tab', { name: 'Completed' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Snoozed' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Snoozed one']);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    expect(names()).toEqual(['Pending one']);
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  });

  it('an empty tab says so; with no reminders at all it offers the first one', async () => {
    setUp([aTask({ task: 'Only one' })]);
    const user = userEvent.setup();
    renderDashboard();
    await findCard('Only one');
    await user.click(screen.getByRole('tab', { name: 'Snoozed' }));
    expect(screen.getByText('No reminders to display.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Your First Reminder' })).not.toBeInTheDocument();
  });

  it('empty state: "No reminders to display." and "Add Your First Reminder" opens the Add dialog', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByText('No reminders to display.');
    await user.click(screen.getByRole('button', { name: 'Add Your First Reminder' }));
    expect(screen.getByRole('dialog', { name: 'Add New Reminder' })).toBeInTheDocument();
  });

  it('a failed load says so and offers to try again', async () => {
    setUp([aTask({ task: 'Back again' })]);
    api.once('GET /tasks', failure(500, 'internal', 'Boom'));
    const user = userEvent.setup();
    renderDashboard();
    await waitFor(() => expect(screen.getAllByText('Failed to load reminders')).toHaveLength(2)); // the toast and the notice
    expect(screen.getByText('Server error. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await findCard('Back again');
  });
});

async function fillReminder(
  user: ReturnType<typeof userEvent.setup>,
  values: { task?: string; date?: string; time?: string; repeat?: string },
) {
  const dialog = screen.getByRole('dialog');
  if (values.task !== undefined) {
    await user.clear(within(dialog).getByLabelText('Task'));
    if (values.task) await user.type(within(dialog).getByLabelText('Task'), values.task);
  }
  if (values.date) {
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), values.date);
  }
  if (values.time) {
    await user.clear(within(dialog).getByLabelText('Time'));
    await user.type(within(dialog).getByLabelText('Time'), values.time);
  }
  if (values.repeat) await user.selectOptions(within(dialog).getByLabelText('Repeat'), values.repeat);
}

describe('adding', () => {
  it('shows the new card before the server answers, then confirms', async () => {
    const server = setUp([]);
    const answer = server.hold('POST /tasks');
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add New Reminder' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Reminder' });
    expect(within(dialog).getByLabelText('Task')).toHaveFocus();
    await fillReminder(user, { task: 'Feed the cat', date: '2026-11-24', time: '18:30', repeat: 'Daily' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Reminder' }));

    const optimistic = await findCard('Feed the cat');
    expect(optimistic).toHaveTextContent('Nov 24, 6:30 PM');
    expect(optimistic).toHaveTextContent('Saving...');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /tasks').map((c) => c.body)).toEqual([
      {
        task: 'Feed the cat',
        scheduledDate: '2026-11-24',
        scheduledTime: '18:30',
        repeat: 'daily',
        repeatFrom: 'schedule',
        nagStyle: null,
        nagEveryMinutes: null,
      },
    ]);

    answer.release();
    await screen.findByText('Reminder added successfully!');
    await waitFor(() => expect(card('Feed the cat')).toHaveTextContent('#101'));
    expect(card('Feed the cat')).not.toHaveTextContent('Saving...');
  });

  it('takes the card away again when the server fails', async () => {
    const server = setUp([aTask({ task: 'Existing' })]);
    const answer = server.hold('POST /tasks');
    const user = userEvent.setup();
    renderDashboard();
    await findCard('Existing');
    await user.click(screen.getByRole('button', { name: 'Add New Reminder' }));
    await fillReminder(user, { task: 'Doomed', date: '2026-12-01', time: '10:00' });
    await user.click(screen.getByRole('button', { name: 'Add Reminder' }));
    await findCard('Doomed');
    answer.release(failure(500, 'internal', 'Boom'));
    await screen.findByText('Failed to create reminder');
    expect(screen.getByText('Server error. Please try again later.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Doomed' })).not.toBeInTheDocument());
    expect(card('Existing')).toBeInTheDocument();
  });

  it('checks the form with the contract before sending', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add New Reminder' }));
    await user.click(screen.getByRole('button', { name: 'Add Reminder' }));
    expect(await screen.findByText('Task is required')).toBeInTheDocument();
    expect(api.callsTo('POST /tasks')).toHaveLength(0);
  });

  it("shows the server's objections beside the fields they name, with what was typed", async () => {
    setUp([]);
    const message = 'That date and time has already passed. Pick a time in the future.';
    api.once('POST /tasks', {
      status: 400,
      body: { error: { code: 'validation_failed', message, issues: [{ path: 'scheduledTime', message }] } },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add New Reminder' }));
    await fillReminder(user, { task: 'Too late', date: '2020-01-01', time: '07:00' });
    await user.click(screen.getByRole('button', { name: 'Add Reminder' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add New Reminder' });
    const time = within(dialog).getByLabelText('Time');
    await waitFor(() => expect(time).toHaveAccessibleDescription(message));
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Task')).toHaveValue('Too late');
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2020-01-01');
    await waitFor(() => expect(time).toHaveFocus());
    expect(screen.getByText('Failed to create reminder')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Too late' })).not.toBeInTheDocument();
  });

  it('Escape closes the dialog without sending', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add New Reminder' }));
    await user.type(screen.getByLabelText('Task'), 'Never mind');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /tasks')).toHaveLength(0);
  });
});

describe('editing', () => {
  const original = () =>
    aTask({
      id: 'e',
      ref: '2',
      task: 'Dentist',
      timezone: 'Asia/Kolkata',
      scheduledTime: '2026-11-24T03:30:00.000Z',
      localDate: '2026-11-24',
      localTime: '09:00',
      repeat: 'weekly',
    });

  it('opens on the wall date and time in the user zone, shows the change at once, then confirms', async () => {
    const server = setUp([original()]);
    const answer = server.hold('PUT /tasks/e');
    const user = userEvent.setup();
    renderDashboard();
    await user.click(within(await findCard('Dentist')).getByRole('button', { name: 'Edit reminder: Dentist' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Reminder' });
    expect(within(dialog).getByLabelText('Task')).toHaveValue('Dentist');
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-11-24');
    expect(within(dialog).getByLabelText('Time')).toHaveValue('09:00');
    expect(within(dialog).getByLabelText('Repeat')).toHaveValue('weekly');

    await fillReminder(user, { task: 'Dentist at noon', time: '12:00' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await findCard('Dentist at noon')).toHaveTextContent('Nov 24, 12:00 PM');
    expect(api.callsTo('PUT /tasks/e').map((c) => c.body)).toEqual([
      {
        task: 'Dentist at noon',
        scheduledDate: '2026-11-24',
        scheduledTime: '12:00',
        repeat: 'weekly',
        repeatFrom: 'schedule',
        nagStyle: null,
        nagEveryMinutes: null,
      },
    ]);

    answer.release();
    await screen.findByText('Reminder updated successfully!');
    expect(card('Dentist at noon')).toHaveTextContent('Nov 24, 12:00 PM');
  });

  it('puts the card back as it was when the server fails', async () => {
    const server = setUp([original()]);
    const answer = server.hold('PUT /tasks/e');
    const user = userEvent.setup();
    renderDashboard();
    await user.click(within(await findCard('Dentist')).getByRole('button', { name: 'Edit reminder: Dentist' }));
    await fillReminder(user, { task: 'Renamed' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await findCard('Renamed');
    answer.release(failure(404, 'not_found', 'Reminder not found'));
    await screen.findByText('Failed to update reminder');
    expect(screen.getByText('Reminder not found')).toBeInTheDocument();
    expect(await findCard('Dentist')).toHaveTextContent('Nov 24, 9:00 AM');
    expect(screen.queryByRole('article', { name: 'Renamed' })).not.toBeInTheDocument();
  });
});

describe('deleting', () => {
  it('asks first; Cancel keeps it', async () => {
    setUp([aTask({ task: 'Keep me' })]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(within(await findCard('Keep me')).getByRole('button', { name: 'Delete reminder: Keep me' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this reminder?' });
    expect(confirm).toHaveTextContent('“Keep me” will be deleted and its texts will stop.');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('Keep me')).toBeInTheDocument();
    expect(api.callsTo('DELETE /tasks/t1')).toHaveLength(0);
  });

  it('removes the card before the server answers, then confirms', async () => {
    const server = setUp([aTask({ task: 'Old chore' })]);
    const answer = server.hold('DELETE /tasks/t1');
    const user = userEvent.setup();
    renderDashboard();
    await user.click(within(await findCard('Old chore')).getByRole('button', { name: 'Delete reminder: Old chore' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Old chore' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveFocus());
    answer.release();
    await screen.findByText('Reminder deleted successfully!');
    expect(screen.getByText('No reminders to display.')).toBeInTheDocument();
  });

  it('brings the card back when the server fails', async () => {
    const server = setUp([aTask({ task: 'Sticky' })]);
    const answer = server.hold('DELETE /tasks/t1');
    const user = userEvent.setup();
    renderDashboard();
    await user.click(within(await findCard('Sticky')).getByRole('button', { name: 'Delete reminder: Sticky' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sticky' })).not.toBeInTheDocument());
    answer.release(failure(500, 'internal', 'Boom'));
    await screen.findByText('Failed to delete reminder');
    await findCard('Sticky');
  });
});

describe('marking done', () => {
  it('shows it done before the server answers, then confirms', async () => {
    const server = setUp([aTask({ task: 'Vote', nextNagAt: '2026-11-24T15:30:00.000Z' })]);
    const answer = server.hold('PUT /tasks/t1/status');
    const user = userEvent.setup();
    renderDashboard();
    const vote = await findCard('Vote');
    expect(vote).toHaveTextContent('Next text');
    await user.click(within(vote).getByRole('button', { name: 'Mark done: Vote' }));
    await waitFor(() => expect(within(card('Vote')).getByText('Done')).toBeInTheDocument());
    expect(within(card('Vote')).queryByRole('button', { name: /Mark done/ })).not.toBeInTheDocument();
    expect(card('Vote')).not.toHaveTextContent('Next text');
    expect(api.callsTo('PUT /tasks/t1/status').map((c) => c.body)).toEqual([{ status: 'done' }]);
    answer.release();
    await screen.findByText('Reminder marked as done!');
  });

  it('a recurring reminder moves on and says when it was last done', async () => {
    const server = setUp([aTask({ task: 'Pills', repeat: 'daily', timezone: 'America/Chicago' })]);
    const movedOn = aTask({
      task: 'Pills',
      repeat: 'daily',
      localDate: '2026-11-25',
      scheduledTime: '2026-11-25T15:00:00.000Z',
      lastCompletedAt: '2026-11-24T15:10:00.000Z',
    });
    api.once('PUT /tasks/t1/status', () => {
      server.tasks = [movedOn];
      return ok(movedOn);
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(within(await findCard('Pills')).getByRole('button', { name: 'Mark done: Pills' }));
    await screen.findByText('Reminder marked as done!');
    await waitFor(() => expect(card('Pills')).toHaveTextContent('Nov 25, 9:00 AM'));
    expect(card('Pills')).toHaveTextContent('Last done Nov 24');
    expect(within(card('Pills')).getByText('Pending')).toBeInTheDocument();
  });

  it('returns the card to pending when the server fails', async () => {
    const server = setUp([aTask({ task: 'Laundry' })]);
    const answer = server.hold('PUT /tasks/t1/status');
    const user = userEvent.setup();
    renderDashboard();
    await user.click(within(await findCard('Laundry')).getByRole('button', { name: 'Mark done: Laundry' }));
    await waitFor(() => expect(within(card('Laundry')).getByText('Done')).toBeInTheDocument());
    answer.release(failure(500, 'internal', 'Boom'));
    await screen.findByText('Failed to update reminder status');
    await waitFor(() => expect(within(card('Laundry')).getByText('Pending')).toBeInTheDocument());
    expect(within(card('Laundry')).getByRole('button', { name: 'Mark done: Laundry' })).toBeInTheDocument();
  });
});
