import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PeopleView, Person, PersonInvite } from '#shared/contracts/people';
import SettingsPage from '../../../../web/src/features/account/pages/settings-page';
import { aProfile, failure, FakeApi, ok } from './fake-api';
import { renderRoute } from './render-route';

let api: FakeApi;

const INVITE: PersonInvite = {
  code: '7RTW-2KQN',
  expiresAt: '2026-12-04T15:00:00.000Z',
  firstName: 'Mom',
  timezone: 'America/New_York',
  household: false,
  message: 'Text JOIN 7RTW-2KQN to +1 555-000-0000 to get reminders from Ada on NagText',
  smsLink:
    'sms:?&body=Text%20JOIN%207RTW-2KQN%20to%20%2B1%20555-000-0000%20to%20get%20reminders%20from%20Ada%20on%20NagText',
};

const person = (overrides: Partial<Person> = {}): Person => ({
  id: 'p1',
  firstName: 'Mom',
  phoneNumber: '+14155550177',
  timezone: 'America/New_York',
  quietHoursStart: '21:00',
  quietHoursEnd: '08:00',
  status: 'joined',
  joinedAt: '2026-11-27T15:00:00.000Z',
  household: false,
  ...overrides,
});

const view = (people: Person[] = [], invites: PersonInvite[] = []): PeopleView => ({ people, invites });

function serve(people: PeopleView = view()) {
  api = new FakeApi()
    .on('GET /user/profile', ok(aProfile({ timezone: 'America/Chicago', quietHoursStart: '22:00' })))
    .on('GET /user/calendar-feed', ok({ path: null }))
    .on('GET /subscription/status', ok({ subscriptionStatus: 'trialing' }))
    .on('GET /user/people', ok(people));
  globalThis.fetch = api.fetch as typeof fetch;
}

beforeEach(() => localStorage.setItem('token', 'user-token'));
afterEach(() => localStorage.clear());

const peopleCard = () => screen.getByRole('region', { name: 'People you remind' });
const findPeopleCard = () => screen.findByRole('region', { name: 'People you remind' });
const findForm = async () => within(await findPeopleCard()).findByRole('form', { name: 'Invite a person' });

it('with no one yet: says so, and offers the invite form on the owner’s zone and quiet hours', async () => {
  serve();
  renderRoute('/settings', SettingsPage);
  const form = await findForm();
  expect(peopleCard()).toHaveTextContent('Reminders you add for someone else come to their phone, from you.');
  expect(within(peopleCard()).getByText('No one yet.')).toBeInTheDocument();
  expect(form).toHaveAccessibleDescription(/NagText never texts anyone who hasn't texted it/);
  expect(form).toHaveAccessibleDescription(/texting JOIN and the code/);
  expect(form).toHaveAccessibleDescription(/7 days, once; up to 3 open invites, buddy invites included/);
  expect(form).toHaveAccessibleDescription(/stop when they reply LEAVE or STOP/);
  expect(within(form).getByLabelText(/Their first name/)).toHaveValue('');
  expect(within(form).getByLabelText(/Their first name/)).toBeRequired();
  expect(within(form).getByLabelText(/Their time zone/)).toHaveValue('America/Chicago');
  expect(within(form).getByLabelText(/Quiet hours from/)).toHaveValue('22:00');
  expect(within(form).getByLabelText(/Quiet hours until/)).toHaveValue('08:00');
  expect(within(peopleCard()).queryByRole('list')).not.toBeInTheDocument();
});

it('creates an invite with the name, zone and quiet hours, then lists its code and ready message', async () => {
  serve();
  api.on('POST /user/people/invite', { status: 201, body: view([], [INVITE]) });
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  const form = await findForm();
  await user.type(within(form).getByLabelText(/Their first name/), 'Mom');
  await user.selectOptions(within(form).getByLabelText(/Their time zone/), 'America/New_York');
  await user.clear(within(form).getByLabelText(/Quiet hours until/));
  await user.type(within(form).getByLabelText(/Quiet hours until/), '07:30');
  await user.click(within(form).getByRole('button', { name: 'Create invite' }));
  await screen.findByText('Invite ready');
  expect(api.callsTo('POST /user/people/invite').map((c) => c.body)).toEqual([
    { firstName: 'Mom', timezone: 'America/New_York', quietHoursStart: '22:00', quietHoursEnd: '07:30' },
  ]);
  const list = within(peopleCard()).getByRole('list', { name: 'Open invites for people' });
  expect(list).toHaveTextContent('Code 7RTW-2KQN for Mom');
  expect(list).toHaveTextContent(INVITE.message);
  expect(list).toHaveTextContent('Valid until Dec 4, 2026, once.');
  expect(within(list).getByRole('button', { name: 'Copy message' })).toBeInTheDocument();
  expect(within(peopleCard()).queryByText('No one yet.')).not.toBeInTheDocument();
  // The name is cleared for the next one; the zone and hours stay.
  expect(within(form).getByLabelText(/Their first name/)).toHaveValue('');
  expect(within(form).getByLabelText(/Their time zone/)).toHaveValue('America/New_York');
});

it('a refused invite (3 open already) says why and keeps what was typed', async () => {
  serve();
  api.on(
    'POST /user/people/invite',
    failure(409, 'conflict', 'You have 3 open invites already. Wait until one is used or expires (7 days).'),
  );
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  const form = await findForm();
  await user.type(within(form).getByLabelText(/Their first name/), 'Mom');
  await user.click(within(form).getByRole('button', { name: 'Create invite' }));
  await screen.findByText('Failed to create invite');
  expect(screen.getByText(/You have 3 open invites already/)).toBeInTheDocument();
  expect(within(form).getByLabelText(/Their first name/)).toHaveValue('Mom');
  expect(within(form).getByRole('button', { name: 'Create invite' })).toBeEnabled();
});

it('refuses an empty name or one with digits before sending', async () => {
  serve();
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  const form = await findForm();
  await user.click(within(form).getByRole('button', { name: 'Create invite' }));
  await waitFor(() => expect(within(form).getByLabelText(/Their first name/)).toBeInvalid());
  expect(form).toHaveTextContent('First name is required');
  await user.type(within(form).getByLabelText(/Their first name/), 'Mom 555');
  await user.click(within(form).getByRole('button', { name: 'Create invite' }));
  await within(form).findByText('First name may contain only letters, spaces, hyphens and apostrophes');
  expect(api.callsTo('POST /user/people/invite')).toHaveLength(0);
});

it('lists the people who joined and who left, each with where they stand', async () => {
  serve(
    view([
      person(),
      person({
        id: 'p2',
        firstName: 'Dad',
        phoneNumber: '+14155550188',
        status: 'left',
        endedAt: '2026-11-29T15:00:00.000Z',
      }),
    ]),
  );
  renderRoute('/settings', SettingsPage);
  const list = await within(await findPeopleCard()).findByRole('list', { name: 'Your people' });
  const [mom, dad] = within(list).getAllByRole('listitem');
  expect(mom).toHaveTextContent('Mom +1 415-555-0177');
  expect(within(mom!).getByRole('status')).toHaveTextContent(/^Joined Nov 27, 2026$/);
  expect(within(mom!).getByRole('button', { name: 'Remove Mom' })).toBeInTheDocument();
  expect(dad).toHaveTextContent('Dad +1 415-555-0188');
  expect(within(dad!).getByRole('status')).toHaveTextContent(
    /^Left Nov 29, 2026: they replied LEAVE\. Invite them again to bring them back\.$/,
  );
  expect(within(dad!).queryByRole('button')).not.toBeInTheDocument();
  expect(within(peopleCard()).queryByText('No one yet.')).not.toBeInTheDocument();
});

it('Remove asks first, then removes and the list updates; a failure says so and keeps them', async () => {
  serve(view([person()]));
  api.once('DELETE /user/people/p1', failure(500, 'internal', 'Boom')).on('DELETE /user/people/p1', ok(view()));
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  await user.click(await within(await findPeopleCard()).findByRole('button', { name: 'Remove Mom' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove Mom?' });
  expect(dialog).toHaveTextContent(
    'Mom gets one text saying you removed them, and your reminders for them pause. They stay on your list of reminders.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await screen.findByText('Failed to remove Mom');
  expect(screen.getByRole('dialog', { name: 'Remove Mom?' })).toBeInTheDocument();

  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
  await screen.findByText('Mom removed');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(peopleCard()).queryByRole('list', { name: 'Your people' })).not.toBeInTheDocument();
  expect(within(peopleCard()).getByText('No one yet.')).toBeInTheDocument();
  expect(api.callsTo('DELETE /user/people/p1')).toHaveLength(2);
  // Their Remove button went with them: the focus goes to the invite's first field.
  await waitFor(() => expect(within(peopleCard()).getByLabelText(/Their first name/)).toHaveFocus());
});

it('Remove refused because they left meanwhile (409) closes the question and reads the list again', async () => {
  serve(view([person()]));
  api
    .once('GET /user/people', ok(view([person()])))
    .on('GET /user/people', ok(view([person({ status: 'left', endedAt: '2026-11-29T15:00:00.000Z' })])))
    .on('DELETE /user/people/p1', failure(409, 'conflict', 'Mom already left your reminders.'));
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  await user.click(await within(await findPeopleCard()).findByRole('button', { name: 'Remove Mom' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Remove Mom?' })).getByRole('button', { name: 'Remove' }));
  await screen.findByText('Failed to remove Mom');
  expect(screen.getByText('Mom already left your reminders.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await within(peopleCard()).findByText(/^Left Nov 29, 2026: they replied LEAVE/)).toBeInTheDocument();
  expect(api.callsTo('GET /user/people')).toHaveLength(2);
});

it('a failed load says so in the card and tries again', async () => {
  serve();
  api.once('GET /user/people', failure(500, 'internal', 'Boom'));
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  const card = await findPeopleCard();
  await within(card).findByText('Failed to load your people');
  await user.click(within(card).getByRole('button', { name: 'Try again' }));
  expect(await within(card).findByText('No one yet.')).toBeInTheDocument();
  expect(api.callsTo('GET /user/people')).toHaveLength(2);
});

describe('the household: who shared chores may go to', () => {
  const DAD = person({ id: 'p2', firstName: 'Dad', phoneNumber: '+14155550188', household: true });
  const householdSwitch = (name: string) => within(peopleCard()).getByRole('switch', { name: `${name} in household` });

  it('says who is in it, and each joined person has "In household" (not one who left)', async () => {
    serve(
      view([person(), DAD, person({ id: 'p3', firstName: 'Sis', status: 'left', endedAt: '2026-11-29T15:00:00Z' })]),
    );
    renderRoute('/settings', SettingsPage);
    const list = await within(await findPeopleCard()).findByRole('list', { name: 'Your people' });
    expect(peopleCard()).toHaveTextContent('Household: you and 1 other (up to 5).');
    expect(householdSwitch('Mom')).not.toBeChecked();
    expect(householdSwitch('Dad')).toBeChecked();
    const [mom, , sis] = within(list).getAllByRole('listitem');
    expect(within(mom!).getByText('In household')).toBeInTheDocument();
    expect(within(sis!).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('with no one joined (an invite open) there is no household line', async () => {
    serve(view([], [INVITE]));
    renderRoute('/settings', SettingsPage);
    await within(await findPeopleCard()).findByRole('list', { name: 'Open invites for people' });
    expect(peopleCard()).not.toHaveTextContent(/Household:/);
  });

  it('puts a person in by keyboard, and the list and line follow the answer', async () => {
    serve(view([person()]));
    api.on('PUT /user/people/p1/household', ok(view([person({ household: true })])));
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    await within(await findPeopleCard()).findByRole('list', { name: 'Your people' });
    expect(peopleCard()).toHaveTextContent('Household: just you. Put up to 5 people in it to share chores with them.');
    act(() => householdSwitch('Mom').focus());
    await user.keyboard(' ');
    await waitFor(() => expect(peopleCard()).toHaveTextContent('Household: you and 1 other (up to 5).'));
    expect(householdSwitch('Mom')).toBeChecked();
    expect(api.callsTo('PUT /user/people/p1/household').map((c) => c.body)).toEqual([{ household: true }]);
  });

  it('a refusal (household full, 409) is shown beside the person and goes with the next change that works', async () => {
    serve(view([person(), DAD]));
    api
      .once(
        'PUT /user/people/p1/household',
        failure(409, 'conflict', 'Your household is full: you and 5 others. Take someone out first.'),
      )
      .on('PUT /user/people/p1/household', ok(view([person({ household: true }), DAD])));
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    const list = await within(await findPeopleCard()).findByRole('list', { name: 'Your people' });
    const [mom, dad] = within(list).getAllByRole('listitem');

    await user.click(householdSwitch('Mom'));
    const refusal = await within(mom!).findByRole('alert');
    expect(refusal).toHaveTextContent('Your household is full: you and 5 others. Take someone out first.');
    expect(householdSwitch('Mom')).not.toBeChecked();
    expect(householdSwitch('Mom')).toHaveAccessibleDescription(/Your household is full/);
    expect(within(dad!).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(householdSwitch('Mom'));
    await waitFor(() => expect(householdSwitch('Mom')).toBeChecked());
    expect(within(mom!).queryByRole('alert')).not.toBeInTheDocument();
    expect(peopleCard()).toHaveTextContent('Household: you and 2 others (up to 5).');
    expect(api.callsTo('PUT /user/people/p1/household')).toHaveLength(2);
  });

  it('another person’s change that works clears a refusal left beside someone', async () => {
    serve(view([person(), DAD]));
    api
      .on('PUT /user/people/p1/household', failure(409, 'conflict', 'Mom left your reminders.'))
      .on('PUT /user/people/p2/household', ok(view([person(), { ...DAD, household: false }])));
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    await within(await findPeopleCard()).findByRole('list', { name: 'Your people' });
    await user.click(householdSwitch('Mom'));
    expect(await within(peopleCard()).findByRole('alert')).toHaveTextContent('Mom left your reminders.');
    await user.click(householdSwitch('Dad'));
    await waitFor(() => expect(householdSwitch('Dad')).not.toBeChecked());
    expect(within(peopleCard()).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /user/people/p2/household').map((c) => c.body)).toEqual([{ household: false }]);
  });

  it('the invite can add them to the household when they join; its open invite says so', async () => {
    serve();
    api.on('POST /user/people/invite', { status: 201, body: view([], [{ ...INVITE, household: true }]) });
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    const form = await findForm();
    const household = within(form).getByRole('checkbox', { name: 'Add them to my household' });
    expect(household).not.toBeChecked();
    expect(household).toHaveAccessibleDescription(/When they join, shared chores can go to them too/);
    await user.type(within(form).getByLabelText(/Their first name/), 'Mom');
    await user.click(household);
    await user.click(within(form).getByRole('button', { name: 'Create invite' }));
    await screen.findByText('Invite ready');
    expect(api.callsTo('POST /user/people/invite').map((c) => c.body)).toEqual([
      {
        firstName: 'Mom',
        timezone: 'America/Chicago',
        quietHoursStart: '22:00',
        quietHoursEnd: '08:00',
        household: true,
      },
    ]);
    const list = within(peopleCard()).getByRole('list', { name: 'Open invites for people' });
    expect(within(list).getByText('Joins your household')).toBeInTheDocument();
  });

  it('an open invite not for the household says nothing of it', async () => {
    serve(view([], [INVITE]));
    renderRoute('/settings', SettingsPage);
    const list = await within(await findPeopleCard()).findByRole('list', { name: 'Open invites for people' });
    expect(list).not.toHaveTextContent('household');
  });
});
