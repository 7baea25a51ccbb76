import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '#shared/contracts';
import type { Person } from '#shared/contracts/people';
import { aTask, FakeApi, ok, serveSubscribedDashboard } from './fake-tasks-api';
import { renderDashboard } from './render-dashboard';

let api: FakeApi;
type User = ReturnType<typeof userEvent.setup>;

const person = (overrides: Partial<Person>): Person => ({
  id: 'p1',
  firstName: 'Mom',
  phoneNumber: '+15555550101',
  timezone: 'America/Los_Angeles',
  quietHoursStart: '22:00',
  quietHoursEnd: '07:00',
  status: 'joined',
  joinedAt: '2026-11-20T15:00:00.000Z',
  household: false,
  ...overrides,
});
const MOM = person({});
const DAD = person({ id: 'p2', firstName: 'Dad', status: 'left', endedAt: '2026-11-22T15:00:00.000Z' });

function setUp(tasks: Task[], people: Person[] = [MOM, DAD]) {
  const served = serveSubscribedDashboard(tasks, undefined);
  api = served.api;
  api.on('GET /user/people', ok({ people, invites: [] }));
  return served.server;
}

beforeEach(() => localStorage.setItem('token', 'user-token'));
afterEach(() => localStorage.clear());

const dialog = () => within(screen.getByRole('dialog'));
const sent = (route: string) => api.callsTo(route).map((c) => c.body);

async function openAdd(user: User, task: string) {
  await user.click(await screen.findByRole('button', { name: 'Add New Reminder' }));
  await user.type(dialog().getByLabelText('Task'), task);
  await user.clear(dialog().getByLabelText('Date'));
  await user.type(dialog().getByLabelText('Date'), '2026-11-24');
}

describe('"For": a reminder for one of the people who joined', () => {
  it('is not offered to someone with no people: their reminders are their own', async () => {
    setUp([], []);
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Gym');
    expect(dialog().queryByLabelText('For')).not.toBeInTheDocument();
  });

  it('offers Me and each joined person (not one who left); choosing one reads the time in their zone', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Take the evening pills');
    const forField = await dialog().findByLabelText('For');
    await screen.findByRole('option', { name: 'Mom' });
    expect(
      within(forField)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Me', 'Mom']);
    expect(forField).toHaveValue('');
    expect(forField).toHaveAccessibleDescription('Texts go to your phone.');
    expect(dialog().getByText(/^Times are in Central Time/)).toBeInTheDocument();

    await user.selectOptions(forField, 'p1');
    expect(forField).toHaveAccessibleDescription(/^Texts go to Mom's phone, from you, at their time \(Pacific Time/);
    expect(dialog().getByText(/^Times are in Pacific Time/)).toBeInTheDocument();
  });

  it('someone else’s reminder offers "Tell me if it’s ignored" in place of calls and the buddy, and sends who it is for', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Take the evening pills');
    await user.selectOptions(await dialog().findByLabelText('For'), 'p1');
    await user.click(dialog().getByRole('button', { name: /More options/ }));
    expect(dialog().queryByRole('switch', { name: /^Call me if I ignore/ })).not.toBeInTheDocument();
    expect(dialog().queryByRole('checkbox', { name: 'Tell my buddy if I ignore it' })).not.toBeInTheDocument();
    expect(dialog().queryByLabelText('Follows')).not.toBeInTheDocument();
    const tellMe = dialog().getByRole('checkbox', { name: "Tell me if it's ignored" });
    expect(tellMe).toHaveAccessibleDescription(/You get one text if Mom hasn't replied DONE/);
    await user.click(tellMe);
    expect(dialog().getByText(/Nagging: My default, you told/)).toBeInTheDocument();

    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    const [body] = sent('POST /tasks') as Array<Record<string, unknown>>;
    expect(body).toMatchObject({ task: 'Take the evening pills', forPersonId: 'p1', tellMeIfIgnored: true });
    expect(body).not.toHaveProperty('callAfterNags');
    expect(body).not.toHaveProperty('tellBuddy');
    const card = await screen.findByRole('article', { name: 'Take the evening pills' });
    expect(within(card).getByText('For Mom')).toBeInTheDocument();
    expect(within(card).getByText('You’re told if ignored')).toBeInTheDocument();
  });

  it('one’s own reminder sends neither who nor "Tell me"', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Gym');
    await dialog().findByLabelText('For');
    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    const [body] = sent('POST /tasks') as Array<Record<string, unknown>>;
    expect(body).not.toHaveProperty('forPersonId');
    expect(body).not.toHaveProperty('tellMeIfIgnored');
  });

  it('Edit shows who it is for, fixed, and saves without naming them again', async () => {
    const pills = aTask({
      id: 't9',
      task: 'Pills',
      timezone: 'America/Los_Angeles',
      forPerson: { id: 'p1', firstName: 'Mom', ref: '3' },
      tellMeIfIgnored: true,
      status: 'paused',
    });
    setUp([pills]);
    const user = userEvent.setup();
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Pills' });
    expect(within(card).getByText('Paused: no texts to Mom until you resume it.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit reminder: Pills' }));
    const forField = dialog().getByLabelText('For');
    expect(forField).toBeDisabled();
    expect(forField).toHaveValue('p1');
    expect(forField).toHaveAccessibleDescription(/Who it is for can't change\.$/);
    expect(dialog().getByRole('checkbox', { name: "Tell me if it's ignored" })).toBeChecked();
    await user.click(dialog().getByRole('checkbox', { name: "Tell me if it's ignored" }));
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(/updated/i);
    const [body] = sent('PUT /tasks/t9') as Array<Record<string, unknown>>;
    expect(body).not.toHaveProperty('forPersonId');
    expect(body).toMatchObject({ task: 'Pills', tellMeIfIgnored: false });
  });

  it('an add the server refuses reopens still for them, and is sent for them again', async () => {
    const server = setUp([]);
    const message = 'That time has already passed';
    const refusal = {
      status: 400,
      body: { error: { code: 'validation_failed', message, issues: [{ path: 'scheduledTime', message }] } },
    };
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Pills');
    await user.selectOptions(await dialog().findByLabelText('For'), 'p1');
    // The dialog closes while the server thinks, and opens again with its reasons.
    const answer = server.hold('POST /tasks');
    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    answer.release(refusal);
    await screen.findByText('Failed to create reminder');
    await screen.findByRole('dialog', { name: 'Add New Reminder' });
    expect(dialog().getByLabelText('For')).toHaveValue('p1');
    expect(dialog().getByLabelText('For')).toBeEnabled();
    await user.clear(dialog().getByLabelText('Time'));
    await user.type(dialog().getByLabelText('Time'), '23:00');
    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    expect(sent('POST /tasks')[1]).toMatchObject({ task: 'Pills', forPersonId: 'p1' });
  });
});
