import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '#shared/contracts';
import { NAG_LADDERS } from '#shared/nag-ladders';
import { aTask, FakeApi, serveSubscribedDashboard } from './fake-tasks-api';
import { renderDashboard } from './render-dashboard';

// The browser's zone is not the user's (Chicago): the dialog and the cards name the user's.
process.env.TZ = 'Asia/Tokyo';

let api: FakeApi;
type User = ReturnType<typeof userEvent.setup>;

function setUp(tasks: Task[]) {
  const served = serveSubscribedDashboard(tasks);
  api = served.api;
  return served.server;
}

beforeEach(() => localStorage.setItem('token', 'user-token'));
afterEach(() => localStorage.clear());

const findCard = (name: string) => screen.findByRole('article', { name });
const dialog = () => screen.getByRole('dialog');
const inDialog = () => within(dialog());

async function retype(user: User, label: string, text: string) {
  const input = inDialog().getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

/** Opens Add and fills the task, date (Tuesday, Nov 24, 2026) and time. */
async function openAdd(user: User, task = 'Book club') {
  await user.click(await screen.findByRole('button', { name: 'Add New Reminder' }));
  await retype(user, 'Task', task);
  await retype(user, 'Date', '2026-11-24');
  await retype(user, 'Time', '18:30');
}

// The toggles show and are named by the short day ("Tue"); the full name is their tooltip.
const day = (name: string) => inDialog().getByRole('button', { name: name.slice(0, 3) });
const sentBodies = (route: string) => api.callsTo(route).map((c) => c.body);

describe('the Custom repeat', () => {
  it('builds every 2 weeks on Mon, Wed and Fri, ending after 10 times, and says it in one line', async () => {
    const server = setUp([]);
    const answer = server.hold('POST /tasks');
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user);
    expect(inDialog().getByText('Times are in Central Time (America/Chicago)')).toBeInTheDocument();
    expect(inDialog().queryByRole('group', { name: 'Custom repeat' })).not.toBeInTheDocument();

    await user.selectOptions(inDialog().getByLabelText('Repeat'), 'Custom...');
    expect(inDialog().getByRole('group', { name: 'Custom repeat' })).toBeInTheDocument();
    // Weekly on the date's weekday to start with.
    expect(inDialog().getByLabelText('Unit')).toHaveValue('WEEKLY');
    expect(day('Tuesday')).toHaveAttribute('aria-pressed', 'true');
    expect(inDialog().getByText('Every Tuesday at 6:30 PM')).toBeInTheDocument();

    // The date's day stays pressed, and says why beside the days.
    await user.click(day('Tuesday'));
    expect(day('Tuesday')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Tuesday')).toHaveAccessibleDescription(
      'Tuesday stays on: the reminder starts on its date. Change the date to start on another day.',
    );
    // A Monday start: the days follow the new date until the person changes them.
    await retype(user, 'Date', '2026-11-23');
    expect(day('Monday')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Tuesday')).toHaveAttribute('aria-pressed', 'false');

    await retype(user, 'Repeat every', '2');
    await user.click(day('Monday'));
    await user.click(day('Wednesday'));
    // The toggles are buttons in the tab order: Tab reaches Friday, Space presses it.
    await user.tab();
    await user.tab();
    expect(day('Friday')).toHaveFocus();
    await user.keyboard(' ');
    expect(day('Friday')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Tuesday')).toHaveAttribute('aria-pressed', 'false');
    await user.click(inDialog().getByRole('radio', { name: 'After a number of times' }));
    await retype(user, 'Number of times', '10');
    expect(
      inDialog().getByText('Every 2 weeks on Monday, Wednesday and Friday at 6:30 PM, 10 times'),
    ).toBeInTheDocument();

    await user.click(inDialog().getByRole('button', { name: 'Add Reminder' }));
    expect(sentBodies('POST /tasks')).toEqual([
      {
        task: 'Book club',
        scheduledDate: '2026-11-23',
        scheduledTime: '18:30',
        repeat: 'custom',
        recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;COUNT=10',
        repeatFrom: 'schedule',
        nagStyle: null,
        nagEveryMinutes: null,
      },
    ]);
    const saving = await findCard('Book club');
    expect(saving).toHaveTextContent('Every 2 weeks on Monday, Wednesday and Friday, 10 times');
    expect(saving).toHaveTextContent('Nov 23, 6:30 PM CST');
    answer.release();
    await screen.findByText('Reminder added successfully!');
  });

  it('clicking Mon to Fri with a Monday date (Mon already pressed) saves every weekday: no day is dropped', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Stand-up');
    await retype(user, 'Date', '2026-11-23');
    await user.selectOptions(inDialog().getByLabelText('Repeat'), 'Custom...');
    expect(day('Monday')).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await user.click(day(name));
    expect(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((name) =>
        day(name).getAttribute('aria-pressed'),
      ),
    ).toEqual(['true', 'true', 'true', 'true', 'true', 'false', 'false']);
    expect(inDialog().getByText('Every weekday at 6:30 PM')).toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    expect(sentBodies('POST /tasks')).toMatchObject([
      { scheduledDate: '2026-11-23', repeat: 'custom', recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' },
    ]);
  });

  it("a stored weekly rule without its date's day is kept as it is, not given that day unasked", async () => {
    setUp([
      aTask({
        id: 'g',
        task: 'Gym',
        repeat: 'custom',
        recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE',
        localDate: '2026-11-24',
        localTime: '07:00',
        scheduledTime: '2026-11-24T13:00:00.000Z',
      }),
    ]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(within(await findCard('Gym')).getByRole('button', { name: 'Edit reminder: Gym' }));
    expect(inDialog().getByText(/This repeat uses options this form cannot show/)).toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Reminder updated successfully!');
    expect(sentBodies('PUT /tasks/g')).toMatchObject([{ recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE' }]);
  });

  it('a rule that is a plain repeat is sent as that repeat (the server refuses "custom" beside it)', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user);
    await user.selectOptions(inDialog().getByLabelText('Repeat'), 'custom');
    await user.selectOptions(inDialog().getByLabelText('Unit'), 'DAILY');
    expect(inDialog().getByText('Every day at 6:30 PM')).toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    expect(sentBodies('POST /tasks')).toMatchObject([
      { repeat: 'daily', recurrence: 'FREQ=DAILY', repeatFrom: 'schedule' },
    ]);
  });

  it("monthly offers the date's day, its weekday in the month (and the last one), or the last day", async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user);
    await retype(user, 'Date', '2026-11-26'); // the 4th and last Thursday
    await user.selectOptions(inDialog().getByLabelText('Repeat'), 'Monthly');
    await user.selectOptions(inDialog().getByLabelText('Repeat'), 'Custom...');
    // It starts from the repeat chosen before: monthly on the date's day.
    expect(inDialog().getByLabelText('Unit')).toHaveValue('MONTHLY');
    const which = inDialog().getByRole('radiogroup', { name: 'Which day' });
    expect(
      within(which)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['On day 26', 'On the 4th Thursday', 'On the last Thursday', 'On the last day']);
    expect(within(which).getByRole('radio', { name: 'On day 26' })).toBeChecked();
    await user.click(within(which).getByRole('radio', { name: 'On the last Thursday' }));
    expect(inDialog().getByText('Monthly on the last Thursday at 6:30 PM')).toBeInTheDocument();
    await user.click(inDialog().getByRole('radio', { name: 'On a date' }));
    await retype(user, 'End date', '2027-06-30');
    await user.click(inDialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    expect(sentBodies('POST /tasks')).toMatchObject([
      { repeat: 'custom', recurrence: 'FREQ=MONTHLY;BYDAY=-1TH;UNTIL=20270630' },
    ]);
  });

  it('counting from completion takes every-N and an end date only', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Water the ferns');
    await user.selectOptions(inDialog().getByLabelText('Repeat'), 'Custom...');
    await retype(user, 'Repeat every', '3');
    await user.click(inDialog().getByRole('radio', { name: 'After a number of times' }));
    await user.click(inDialog().getByRole('radio', { name: 'When I mark it done' }));

    expect(inDialog().queryByRole('group', { name: 'On these days' })).not.toBeInTheDocument();
    expect(inDialog().getByRole('radio', { name: 'After a number of times' })).toBeDisabled();
    expect(inDialog().getByRole('radio', { name: 'Never' })).toBeChecked();
    expect(inDialog().getByText("Every 3 weeks at 6:30 PM, counted from when it's done")).toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    expect(sentBodies('POST /tasks')).toMatchObject([
      { repeat: 'custom', recurrence: 'FREQ=WEEKLY;INTERVAL=3', repeatFrom: 'completion' },
    ]);
  });

  it('says what is wrong with the controls beside them, and sends nothing', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user);
    await user.selectOptions(inDialog().getByLabelText('Repeat'), 'Custom...');
    await user.clear(inDialog().getByLabelText('Repeat every'));
    await user.click(inDialog().getByRole('button', { name: 'Add Reminder' }));

    await waitFor(() =>
      expect(inDialog().getByLabelText('Repeat every')).toHaveAccessibleDescription(
        'Enter a whole number from 1 to 999',
      ),
    );
    expect(inDialog().getByLabelText('Repeat')).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /tasks')).toHaveLength(0);
  });

  it('a custom reminder opens with its rule in the controls, and saves what is changed', async () => {
    setUp([
      aTask({
        id: 'c',
        task: 'Book club',
        repeat: 'custom',
        recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;COUNT=10',
        localDate: '2026-11-23',
        localTime: '19:00',
        scheduledTime: '2026-11-24T01:00:00.000Z',
      }),
    ]);
    const user = userEvent.setup();
    renderDashboard();
    const card = await findCard('Book club');
    expect(card).toHaveTextContent('Nov 23, 7:00 PM CST');
    expect(card).toHaveTextContent('Every 2 weeks on Monday, Wednesday and Friday, 10 times');

    await user.click(within(card).getByRole('button', { name: 'Edit reminder: Book club' }));
    expect(inDialog().getByLabelText('Repeat')).toHaveValue('custom');
    expect(inDialog().getByLabelText('Repeat every')).toHaveValue(2);
    expect(inDialog().getByLabelText('Unit')).toHaveValue('WEEKLY');
    expect(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((name) =>
        day(name).getAttribute('aria-pressed'),
      ),
    ).toEqual(['true', 'false', 'true', 'false', 'true', 'false', 'false']);
    expect(inDialog().getByRole('radio', { name: 'After a number of times' })).toBeChecked();
    expect(inDialog().getByLabelText('Number of times')).toHaveValue(10);
    expect(inDialog().getByRole('radio', { name: 'The schedule' })).toBeChecked();
    expect(
      inDialog().getByText('Every 2 weeks on Monday, Wednesday and Friday at 7:00 PM, 10 times'),
    ).toBeInTheDocument();

    await user.click(day('Friday'));
    await user.click(inDialog().getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Reminder updated successfully!');
    expect(sentBodies('PUT /tasks/c')).toEqual([
      {
        task: 'Book club',
        scheduledDate: '2026-11-23',
        scheduledTime: '19:00',
        repeat: 'custom',
        recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=10',
        repeatFrom: 'schedule',
        nagStyle: null,
        nagEveryMinutes: null,
      },
    ]);
  });

  it('a monthly rule on the last Friday opens on that choice; a rule the controls cannot show is kept as it is', async () => {
    setUp([
      aTask({
        id: 'f',
        task: 'Pay day',
        repeat: 'custom',
        recurrence: 'FREQ=MONTHLY;BYDAY=-1FR',
        localDate: '2026-11-27',
        scheduledTime: '2026-11-27T15:00:00.000Z',
      }),
      aTask({
        id: 'k',
        task: 'Invoices',
        repeat: 'custom',
        recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1,15',
        localDate: '2026-12-01',
        scheduledTime: '2026-12-01T15:00:00.000Z',
      }),
    ]);
    const user = userEvent.setup();
    renderDashboard();
    const payDay = await findCard('Pay day');
    expect(payDay).toHaveTextContent('Monthly on the last Friday');
    await user.click(within(payDay).getByRole('button', { name: 'Edit reminder: Pay day' }));
    expect(inDialog().getByRole('radio', { name: 'On the last Friday' })).toBeChecked();
    expect(inDialog().getByText('Monthly on the last Friday at 9:00 AM')).toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Reminder updated successfully!');
    expect(sentBodies('PUT /tasks/f')).toMatchObject([{ repeat: 'custom', recurrence: 'FREQ=MONTHLY;BYDAY=-1FR' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(await findCard('Invoices')).getByRole('button', { name: 'Edit reminder: Invoices' }));
    expect(inDialog().queryByLabelText('Repeat every')).not.toBeInTheDocument();
    expect(inDialog().getByText('Monthly on the 1st and 15th at 9:00 AM')).toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(sentBodies('PUT /tasks/k')).toMatchObject([
        { repeat: 'custom', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1,15' },
      ]),
    );
  });

  it('a kept rule can be started over in the controls', async () => {
    setUp([
      aTask({
        id: 'k',
        task: 'Invoices',
        repeat: 'custom',
        recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1,15',
        localDate: '2026-12-01',
        scheduledTime: '2026-12-01T15:00:00.000Z',
      }),
    ]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(within(await findCard('Invoices')).getByRole('button', { name: 'Edit reminder: Invoices' }));
    await user.click(inDialog().getByRole('button', { name: 'Start over' }));
    expect(inDialog().getByLabelText('Unit')).toHaveValue('MONTHLY');
    expect(inDialog().getByRole('radio', { name: 'On day 1' })).toBeChecked();
    expect(inDialog().getByText('Monthly on the 1st at 9:00 AM')).toBeInTheDocument();
  });

  it('a repeat counted from completion opens in the Custom controls', async () => {
    setUp([
      aTask({
        id: 'd',
        task: 'Descale the kettle',
        repeat: 'daily',
        recurrence: 'FREQ=DAILY',
        repeatFrom: 'completion',
      }),
    ]);
    const user = userEvent.setup();
    renderDashboard();
    const card = await findCard('Descale the kettle');
    expect(card).toHaveTextContent("Every day, counted from when it's done");
    await user.click(within(card).getByRole('button', { name: 'Edit reminder: Descale the kettle' }));
    expect(inDialog().getByLabelText('Repeat')).toHaveValue('custom');
    expect(inDialog().getByRole('radio', { name: 'When I mark it done' })).toBeChecked();
    await retype(user, 'Repeat every', '30');
    await user.click(inDialog().getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Reminder updated successfully!');
    expect(sentBodies('PUT /tasks/d')).toMatchObject([
      { repeat: 'custom', recurrence: 'FREQ=DAILY;INTERVAL=30', repeatFrom: 'completion' },
    ]);
  });

  it('a Custom rule the server refuses is shown beside Repeat, which takes the focus', async () => {
    setUp([]);
    const message =
      'Recurrence: the rule never falls on a date from 2026-11-24 (check BYMONTH, BYMONTHDAY and BYDAY together)';
    api.once('POST /tasks', {
      status: 400,
      body: { error: { code: 'validation_failed', message, issues: [{ path: 'recurrence', message }] } },
    });
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user);
    await user.selectOptions(inDialog().getByLabelText('Repeat'), 'Custom...');
    await user.selectOptions(inDialog().getByLabelText('Unit'), 'MONTHLY');
    await user.click(inDialog().getByRole('radio', { name: 'On the last day' }));
    await user.click(inDialog().getByRole('button', { name: 'Add Reminder' }));

    await screen.findByText('Failed to create reminder');
    const repeat = (await screen.findByRole('dialog', { name: 'Add New Reminder' })).querySelector(
      'select[name="repeat"]',
    )!;
    await waitFor(() => expect(repeat).toHaveAccessibleDescription(message));
    await waitFor(() => expect(repeat).toHaveFocus());
    expect(inDialog().getByRole('radio', { name: 'On the last day' })).toBeChecked();
  });
});

describe('nag intensity', () => {
  it("is the account's by default (null), or a style and a fixed every-N-minutes ladder of its own", async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Default nagging');
    const more = inDialog().getByRole('button', { name: /More options/ });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveTextContent('Nagging: My default');
    await user.click(inDialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    expect(sentBodies('POST /tasks')).toMatchObject([
      { task: 'Default nagging', nagStyle: null, nagEveryMinutes: null },
    ]);

    await openAdd(user, 'Relentless nagging');
    await user.click(inDialog().getByRole('button', { name: /More options/ }));
    const style = inDialog().getByLabelText('Nag style');
    expect(style).toHaveValue('');
    expect(
      within(style)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['My default (from Settings)', 'Gentle', 'Standard', 'Relentless']);
    await user.selectOptions(style, 'Relentless');
    expect(style).toHaveAccessibleDescription(NAG_LADDERS.relentless.summary);
    await user.type(inDialog().getByLabelText('Or text me every'), '300');
    await user.click(inDialog().getByRole('button', { name: 'Add Reminder' }));
    expect(await inDialog().findByText('Nag every minutes must be 5 to 240')).toBeInTheDocument();
    await retype(user, 'Or text me every', '10');
    expect(inDialog().getByRole('button', { name: /More options/ })).toHaveTextContent(
      'Nagging: Relentless, every 10 min',
    );
    await user.click(inDialog().getByRole('button', { name: 'Add Reminder' }));
    await waitFor(() => expect(api.callsTo('POST /tasks')).toHaveLength(2));
    expect(sentBodies('POST /tasks')[1]).toMatchObject({
      task: 'Relentless nagging',
      nagStyle: 'relentless',
      nagEveryMinutes: 10,
    });
  });

  it('a reminder with its own nagging opens with it shown; clearing it sends null', async () => {
    setUp([aTask({ id: 'n', task: 'Stretch', nagStyle: 'gentle', nagEveryMinutes: 30 })]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(within(await findCard('Stretch')).getByRole('button', { name: 'Edit reminder: Stretch' }));
    expect(inDialog().getByRole('button', { name: /More options/ })).toHaveAttribute('aria-expanded', 'true');
    expect(inDialog().getByLabelText('Nag style')).toHaveValue('gentle');
    expect(inDialog().getByLabelText('Or text me every')).toHaveValue(30);
    await user.selectOptions(inDialog().getByLabelText('Nag style'), 'My default (from Settings)');
    await user.clear(inDialog().getByLabelText('Or text me every'));
    await user.click(inDialog().getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Reminder updated successfully!');
    expect(sentBodies('PUT /tasks/n')).toMatchObject([{ nagStyle: null, nagEveryMinutes: null }]);
  });

  it("the server's objection to the minutes opens More options and lands on the field", async () => {
    setUp([]);
    const message = 'Nag every minutes is more than this style allows in a day';
    api.once('POST /tasks', {
      status: 400,
      body: { error: { code: 'validation_failed', message, issues: [{ path: 'nagEveryMinutes', message }] } },
    });
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user);
    await user.click(inDialog().getByRole('button', { name: /More options/ }));
    await user.type(inDialog().getByLabelText('Or text me every'), '5');
    await user.click(inDialog().getByRole('button', { name: 'Add Reminder' }));

    await screen.findByText('Failed to create reminder');
    const minutes = within(await screen.findByRole('dialog', { name: 'Add New Reminder' })).getByLabelText(
      'Or text me every',
    );
    expect(inDialog().getByRole('button', { name: /More options/ })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(minutes).toHaveAccessibleDescription(message));
    await waitFor(() => expect(minutes).toHaveFocus());
    expect(minutes).toHaveValue(5);
  });
});

describe('cards', () => {
  it('say which day a weekly or monthly reminder falls on, and the zone of the time', async () => {
    setUp([
      aTask({ id: 'w', task: 'Bins out', repeat: 'weekly', recurrence: 'FREQ=WEEKLY;BYDAY=TU' }),
      aTask({ id: 'm', task: 'Rent', repeat: 'monthly', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=24' }),
      aTask({
        id: 's',
        task: 'Swim',
        repeat: 'custom',
        recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
        localTime: '07:00',
        scheduledTime: '2026-07-14T12:00:00.000Z',
        localDate: '2026-07-14',
      }),
    ]);
    renderDashboard();
    const bins = await findCard('Bins out');
    expect(within(bins).getByText('Tuesdays')).toBeInTheDocument();
    expect(bins).toHaveTextContent('Nov 24, 9:00 AM CST');
    expect(within(screen.getByRole('article', { name: 'Rent' })).getByText('Monthly on the 24th')).toBeInTheDocument();
    const swim = screen.getByRole('article', { name: 'Swim' });
    expect(within(swim).getByText('Every weekday')).toBeInTheDocument();
    expect(swim).toHaveTextContent('Jul 14, 7:00 AM CDT');
  });
});
