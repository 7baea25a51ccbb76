import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '#shared/contracts';
import type { Person } from '#shared/contracts/people';
import { aProfile, aTask, FakeApi, ok, serveSubscribedDashboard } from './fake-tasks-api';
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
  household: true,
  ...overrides,
});
const MOM = person({});
const DAD = person({ id: 'p2', firstName: 'Dad', phoneNumber: '+15555550102', timezone: 'America/New_York' });
const SIS = person({ id: 'p3', firstName: 'Sis', phoneNumber: '+15555550103', household: false });

function setUp(tasks: Task[], people: Person[] = [MOM, DAD, SIS]) {
  // Calls and a buddy are on, so that hiding them is the household's doing.
  const profile = aProfile({
    timezone: 'America/Chicago',
    callConsentAt: '2026-11-01T12:00:00.000Z',
    buddy: {
      firstName: 'Bo',
      phoneNumber: '+15555550199',
      shareTaskWords: true,
      status: 'joined',
      askedAt: '2026-11-01T12:00:00.000Z',
    },
  });
  const served = serveSubscribedDashboard(tasks, profile);
  api = served.api;
  api.on('GET /user/people', ok({ people, invites: [] }));
  return served.server;
}

beforeEach(() => localStorage.setItem('token', 'user-token'));
afterEach(() => localStorage.clear());

const dialog = () => within(screen.getByRole('dialog'));
const members = () => dialog().getByRole('group', { name: 'Members' });
const sent = (route: string) => api.callsTo(route).map((c) => c.body) as Array<Record<string, unknown>>;
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

async function openAdd(user: User, task: string) {
  await user.click(await screen.findByRole('button', { name: 'Add New Reminder' }));
  await user.type(dialog().getByLabelText('Task'), task);
  await user.clear(dialog().getByLabelText('Date'));
  await user.type(dialog().getByLabelText('Date'), '2026-11-24');
  await screen.findByRole('option', { name: 'Mom' });
}

describe('"For" a household: a chore shared by you and the people in it', () => {
  it('is offered after Me and each joined person only when someone is in the household', async () => {
    setUp([], [{ ...MOM, household: false }]);
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Dishes');
    expect(optionsOf(dialog().getByLabelText('For'))).toEqual(['Me', 'Mom']);
  });

  it('take turns: everyone in it to start with, each week; the owner’s clock, no calls, buddy or Tell me', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Take out the trash');
    const forField = dialog().getByLabelText('For');
    expect(optionsOf(forField)).toEqual(['Me', 'Mom', 'Dad', 'Sis', 'Household: take turns', 'Household: anyone']);
    // "Where I am" chosen first goes back to home time: a shared chore runs on the owner's home or a fixed clock.
    await user.click(dialog().getByRole('button', { name: /More options/ }));
    expect(dialog().getByRole('switch', { name: /^Call me if I ignore/ })).toBeInTheDocument();
    expect(dialog().getByRole('checkbox', { name: /Tell my buddy/ })).toBeInTheDocument();
    await user.selectOptions(dialog().getByRole('combobox', { name: 'Follows' }), 'Where I am');

    await user.selectOptions(forField, 'Household: take turns');
    expect(forField).toHaveAccessibleDescription(/^Texts go to one member at a time, taking turns/);
    expect(
      within(members())
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['You', 'Mom', 'Dad']);
    for (const box of within(members()).getAllByRole('checkbox')) expect(box).toBeChecked();
    const turn = dialog().getByRole('combobox', { name: 'Turn passes' });
    expect(optionsOf(turn)).toEqual(['Each time', 'Each week']);
    expect(turn).toHaveValue('occurrence');
    await user.selectOptions(turn, 'Each week');
    expect(turn).toHaveAccessibleDescription(/One member has it for a week/);
    expect(dialog().getByText(/^Times are in Central Time/)).toBeInTheDocument();
    const follows = dialog().getByRole('combobox', { name: 'Follows' });
    expect(follows).toHaveValue('home');
    expect(optionsOf(follows)).toEqual(['Home time', 'A fixed time zone']);
    expect(dialog().queryByRole('switch', { name: /^Call me if I ignore/ })).not.toBeInTheDocument();
    expect(dialog().queryByRole('checkbox', { name: /Tell my buddy/ })).not.toBeInTheDocument();
    expect(dialog().queryByRole('checkbox', { name: "Tell me if it's ignored" })).not.toBeInTheDocument();

    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    const [body] = sent('POST /tasks');
    expect(body).toMatchObject({
      task: 'Take out the trash',
      shared: { mode: 'rotate', turn: 'week', memberIds: ['me', 'p1', 'p2'] },
    });
    for (const field of ['forPersonId', 'tellMeIfIgnored', 'callAfterNags', 'tellBuddy'])
      expect(body).not.toHaveProperty(field);
  });

  it('anyone: the members ticked, in the list’s order, and no turn', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Feed the cat');
    await user.selectOptions(dialog().getByLabelText('For'), 'Household: anyone');
    expect(dialog().getByLabelText('For')).toHaveAccessibleDescription(/The first DONE closes it for all/);
    expect(dialog().queryByRole('combobox', { name: 'Turn passes' })).not.toBeInTheDocument();
    // By keyboard: the members come right after "For".
    act(() => dialog().getByLabelText('For').focus());
    await user.tab();
    expect(within(members()).getByRole('checkbox', { name: 'You' })).toHaveFocus();
    await user.keyboard(' ');
    expect(within(members()).getByRole('checkbox', { name: 'You' })).not.toBeChecked();
    await user.click(within(members()).getByRole('checkbox', { name: 'You' }));
    await user.click(within(members()).getByRole('checkbox', { name: 'Dad' }));
    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    expect(sent('POST /tasks')[0]?.shared).toEqual({ mode: 'anyone', memberIds: ['me', 'p1'] });
  });

  it('needs at least 2 members: says so beside them and sends nothing until there are', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Mow the lawn');
    await user.selectOptions(dialog().getByLabelText('For'), 'Household: take turns');
    await user.click(within(members()).getByRole('checkbox', { name: 'Mom' }));
    await user.click(within(members()).getByRole('checkbox', { name: 'Dad' }));
    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    expect(await within(members()).findByText('A shared chore needs 2 to 6 members')).toBeInTheDocument();
    expect(within(members()).getByRole('checkbox', { name: 'You' })).toHaveAccessibleDescription(
      'A shared chore needs 2 to 6 members',
    );
    expect(api.callsTo('POST /tasks')).toHaveLength(0);

    await user.click(within(members()).getByRole('checkbox', { name: 'Dad' }));
    expect(within(members()).queryByText('A shared chore needs 2 to 6 members')).not.toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    expect(sent('POST /tasks')[0]?.shared).toEqual({ mode: 'rotate', turn: 'occurrence', memberIds: ['me', 'p2'] });
  });

  it('members the server refuses reopen the dialog with the sharing as sent, the reason beside them', async () => {
    const server = setUp([]);
    const message = 'Dad is not in your household';
    const refusal = {
      status: 400,
      body: { error: { code: 'validation_failed', message, issues: [{ path: 'shared.memberIds', message }] } },
    };
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Trash');
    await user.selectOptions(dialog().getByLabelText('For'), 'Household: take turns');
    await user.selectOptions(dialog().getByRole('combobox', { name: 'Turn passes' }), 'Each week');
    // The dialog closes while the server thinks, and opens again with its reasons.
    const answer = server.hold('POST /tasks');
    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    answer.release(refusal);
    await screen.findByText('Failed to create reminder');
    await screen.findByRole('dialog', { name: 'Add New Reminder' });
    expect(dialog().getByLabelText('For')).toHaveValue('household-rotate');
    expect(dialog().getByRole('combobox', { name: 'Turn passes' })).toHaveValue('week');
    const you = within(members()).getByRole('checkbox', { name: 'You' });
    await waitFor(() => expect(you).toHaveAccessibleDescription(message));
    await waitFor(() => expect(you).toHaveFocus());
    for (const box of within(members()).getAllByRole('checkbox')) expect(box).toBeChecked();
    // Still an add: the choice stays open, and is sent again.
    expect(dialog().getByLabelText('For')).toBeEnabled();
    await user.click(within(members()).getByRole('checkbox', { name: 'Dad' }));
    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    expect(sent('POST /tasks')[1]?.shared).toEqual({ mode: 'rotate', turn: 'week', memberIds: ['me', 'p1'] });
  });

  it('going back to Me or a person sends no sharing', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Pills');
    await user.selectOptions(dialog().getByLabelText('For'), 'Household: anyone');
    await user.selectOptions(dialog().getByLabelText('For'), 'Mom');
    expect(dialog().queryByRole('group', { name: 'Members' })).not.toBeInTheDocument();
    expect(dialog().getByText(/^Times are in Pacific Time/)).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    const [body] = sent('POST /tasks');
    expect(body).toMatchObject({ forPersonId: 'p1' });
    expect(body).not.toHaveProperty('shared');
  });
});

const trash = (shared: Task['shared'], overrides: Partial<Task> = {}) =>
  aTask({
    id: 't7',
    task: 'Trash',
    repeat: 'weekly',
    recurrence: 'FREQ=WEEKLY;BYDAY=TU',
    shared,
    ...overrides,
  });
const FAMILY = [
  { id: 'me', firstName: 'Ada', ref: '4' },
  { id: 'p1', firstName: 'Mom', ref: '2' },
  { id: 'p2', firstName: 'Dad', ref: '9' },
];

describe('a shared chore once saved', () => {
  it('its card says how it is shared, whose turn is next, and who did the last one', async () => {
    setUp([
      trash({
        mode: 'rotate',
        turn: 'week',
        members: FAMILY,
        upNext: { id: 'p1', firstName: 'Mom' },
        lastDoneBy: { id: 'p2', firstName: 'Dad', occurrenceDate: '2026-11-17' },
      }),
      trash(
        { mode: 'rotate', turn: 'occurrence', members: FAMILY, upNext: { id: 'me', firstName: 'Ada' } },
        { id: 't8', task: 'Dishes' },
      ),
      trash(
        { mode: 'anyone', members: FAMILY, lastDoneBy: { id: 'me', firstName: 'Ada', occurrenceDate: '2026-11-17' } },
        { id: 't9', task: 'Cat' },
      ),
    ]);
    renderDashboard();
    const rotating = await screen.findByRole('article', { name: 'Trash' });
    expect(within(rotating).getByText('Shared: takes turns each week with You, Mom, Dad')).toBeInTheDocument();
    expect(within(rotating).getByText('Up next: Mom')).toBeInTheDocument();
    expect(within(rotating).getByText('Last done by Dad on Nov 17')).toBeInTheDocument();
    const dishes = screen.getByRole('article', { name: 'Dishes' });
    expect(within(dishes).getByText('Shared: takes turns each time with You, Mom, Dad')).toBeInTheDocument();
    expect(within(dishes).getByText('Up next: You')).toBeInTheDocument();
    const cat = screen.getByRole('article', { name: 'Cat' });
    expect(within(cat).getByText('Shared: anyone of You, Mom, Dad')).toBeInTheDocument();
    expect(within(cat).getByText('Last done by you on Nov 17')).toBeInTheDocument();
    expect(within(cat).queryByText(/^Up next/)).not.toBeInTheDocument();
  });

  it('Edit shows the sharing, fixed, and saves without sending it', async () => {
    setUp([trash({ mode: 'rotate', turn: 'week', members: FAMILY })]);
    const user = userEvent.setup();
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Trash' });
    await user.click(within(card).getByRole('button', { name: 'Edit reminder: Trash' }));
    const forField = dialog().getByLabelText('For');
    expect(forField).toBeDisabled();
    expect(forField).toHaveValue('household-rotate');
    expect(forField).toHaveAccessibleDescription(/Who it is for can't change\.$/);
    const boxes = within(members()).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['You', 'Mom', 'Dad']);
    for (const box of boxes) expect(box).toBeDisabled();
    expect(dialog().getByRole('combobox', { name: 'Turn passes' })).toHaveValue('week');
    expect(dialog().getByRole('combobox', { name: 'Turn passes' })).toBeDisabled();
    await user.clear(dialog().getByLabelText('Task'));
    await user.type(dialog().getByLabelText('Task'), 'Trash out');
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(/updated/i);
    const [body] = sent('PUT /tasks/t7');
    expect(body).toMatchObject({ task: 'Trash out' });
    for (const field of ['shared', 'forPersonId', 'tellMeIfIgnored', 'callAfterNags', 'tellBuddy'])
      expect(body).not.toHaveProperty(field);
  });

  it('its history says who did each done one', async () => {
    setUp([trash({ mode: 'anyone', members: FAMILY })]);
    api.once(
      'GET /tasks/t7/history',
      ok({
        occurrences: [
          {
            occurrenceDate: '2026-11-17',
            scheduledTime: '2026-11-17T15:00:00.000Z',
            outcome: 'done',
            at: '2026-11-17T15:12:00.000Z',
            via: 'sms',
            nags: 1,
            snoozes: 0,
            by: { id: 'p1', firstName: 'Mom' },
          },
          {
            occurrenceDate: '2026-11-10',
            scheduledTime: '2026-11-10T15:00:00.000Z',
            outcome: 'done',
            at: '2026-11-10T15:40:00.000Z',
            via: 'web',
            nags: 2,
            snoozes: 0,
            by: { id: 'me', firstName: 'Ada' },
          },
          {
            occurrenceDate: '2026-11-03',
            scheduledTime: '2026-11-03T15:00:00.000Z',
            outcome: 'skipped',
            at: '2026-11-03T14:00:00.000Z',
            via: 'sms',
            nags: 0,
            snoozes: 0,
          },
        ],
      }),
    );
    const user = userEvent.setup();
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Trash' });
    await user.click(within(card).getByRole('button', { name: 'History: Trash' }));
    const history = await screen.findByRole('dialog', { name: 'History: Trash' });
    const rows = await within(history).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Nov 17Doneby Mom9:12 AM by text/),
      expect.stringMatching(/^Nov 10Doneby you9:40 AM on the web/),
      expect.stringMatching(/^Nov 3Skipped8:00 AM by text/),
    ]);
  });
});
