import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile, Task } from '#shared/contracts';
import { aProfile, aTask, FakeApi, ok, serveSubscribedDashboard } from './fake-tasks-api';
import { renderDashboard } from './render-dashboard';

let api: FakeApi;
type User = ReturnType<typeof userEvent.setup>;
type Buddy = NonNullable<Profile['buddy']>;

const CONSENTED = { callConsentAt: '2026-11-20T15:00:00.000Z' };
const sam = (status: Buddy['status']): Buddy => ({
  firstName: 'Sam',
  phoneNumber: '+14155550177',
  shareTaskWords: false,
  status,
  askedAt: '2026-11-20T15:00:00.000Z',
});

function setUp(tasks: Task[], profile: Partial<Profile> = {}) {
  const served = serveSubscribedDashboard(tasks);
  api = served.api;
  api.on('GET /user/profile', ok(aProfile({ timezone: 'America/Chicago', ...profile })));
}

beforeEach(() => localStorage.setItem('token', 'user-token'));
afterEach(() => localStorage.clear());

const dialog = () => within(screen.getByRole('dialog'));
const sent = (route: string) => api.callsTo(route).map((c) => c.body);
const callSwitch = () => dialog().getByRole('switch', { name: /^Call me if I ignore \d+ texts$/ });
const buddyBox = () => dialog().getByRole('checkbox', { name: 'Tell my buddy if I ignore it' });

async function openAdd(user: User, task: string) {
  await user.click(await screen.findByRole('button', { name: 'Add New Reminder' }));
  await user.type(dialog().getByLabelText('Task'), task);
  await user.clear(dialog().getByLabelText('Date'));
  await user.type(dialog().getByLabelText('Date'), '2026-11-24');
  await user.click(dialog().getByRole('button', { name: /More options/ }));
}

describe('without call consent or a buddy', () => {
  it('shows both options disabled with the reason and the way to Settings, and sends neither', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Water the plants');
    expect(callSwitch()).toBeDisabled();
    expect(callSwitch()).toHaveAccessibleName('Call me if I ignore 3 texts');
    expect(callSwitch()).toHaveAccessibleDescription('Turn on calls in Settings to use this');
    expect(dialog().getByLabelText('Texts before the call')).toBeDisabled();
    expect(buddyBox()).toBeDisabled();
    expect(buddyBox()).toHaveAccessibleDescription('Add a buddy in Settings to use this');

    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    expect(sent('POST /tasks')[0]).not.toHaveProperty('callAfterNags');
    expect(sent('POST /tasks')[0]).not.toHaveProperty('tellBuddy');
  });

  it('the reasons link to Settings', async () => {
    setUp([]);
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Anything');
    const links = dialog().getAllByRole('link', { name: 'Settings' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/settings', '/settings']);
  });

  it.each([
    ['expired', "Your buddy didn't answer in time. Add a buddy in Settings to use this"],
    ['opted_out', 'Your buddy has opted out. Add a buddy in Settings to use this'],
  ] as const)('a buddy who %s cannot be told', async (status, reason) => {
    setUp([], { buddy: sam(status) });
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Anything');
    expect(buddyBox()).toBeDisabled();
    expect(buddyBox()).toHaveAccessibleDescription(reason);
  });

  it('editing keeps what a reminder had (it is not sent), and says so on the card', async () => {
    setUp([aTask({ id: 'k', task: 'Gym', callAfterNags: 4, tellBuddy: true })], { buddy: sam('opted_out') });
    const user = userEvent.setup();
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Gym' });
    await within(card).findByText('Call after 4 texts');
    // The buddy opted out: nobody would be told, so the card does not say so.
    expect(card).not.toHaveTextContent('Buddy told if ignored');
    await user.click(within(card).getByRole('button', { name: 'Edit reminder: Gym' }));
    expect(dialog().getByRole('button', { name: /More options/ })).toHaveAttribute('aria-expanded', 'true');
    expect(callSwitch()).toBeChecked();
    expect(callSwitch()).toBeDisabled();
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Reminder updated successfully!');
    expect(sent('PUT /tasks/k')[0]).not.toHaveProperty('callAfterNags');
    expect(sent('PUT /tasks/k')[0]).not.toHaveProperty('tellBuddy');
  });
});

describe('with call consent and a buddy', () => {
  it('off by default (null, false); on, by keyboard, calls after 3, and the count can be 2 to 10', async () => {
    setUp([], { ...CONSENTED, buddy: sam('agreed') });
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Off');
    expect(callSwitch()).not.toBeChecked();
    expect(callSwitch()).toBeEnabled();
    expect(callSwitch()).toHaveAccessibleDescription(
      'One automated call to your number when that many texts go unanswered; the texts go on after it.',
    );
    expect(buddyBox()).toHaveAccessibleDescription(
      'Sam gets one text if it is still not done when the day’s texts end.',
    );
    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await screen.findByText('Reminder added successfully!');
    expect(sent('POST /tasks')[0]).toMatchObject({ callAfterNags: null, tellBuddy: false });

    await openAdd(user, 'Big one');
    callSwitch().focus();
    await user.keyboard(' ');
    expect(callSwitch()).toBeChecked();
    const count = dialog().getByLabelText('Texts before the call');
    expect(count).toHaveValue('3');
    expect(
      within(count)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10'].map((n) => `${n} texts`));
    await user.selectOptions(count, '5 texts');
    expect(callSwitch()).toHaveAccessibleName('Call me if I ignore 5 texts');
    await user.click(buddyBox());
    expect(dialog().getByRole('button', { name: /More options/ })).toHaveTextContent(
      'Nagging: My default, call after 5, buddy told',
    );
    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await waitFor(() => expect(sent('POST /tasks')).toHaveLength(2));
    expect(sent('POST /tasks')[1]).toMatchObject({ task: 'Big one', callAfterNags: 5, tellBuddy: true });
    expect(await screen.findByRole('article', { name: 'Big one' })).toHaveTextContent(
      'Call after 5 texts · Buddy told if ignored',
    );
  });

  it('turning calls off sends null; the count chosen comes back when turned on again', async () => {
    setUp([aTask({ id: 'k', task: 'Gym', callAfterNags: 7 })], CONSENTED);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(
      within(await screen.findByRole('article', { name: 'Gym' })).getByRole('button', { name: 'Edit reminder: Gym' }),
    );
    expect(callSwitch()).toHaveAccessibleName('Call me if I ignore 7 texts');
    await user.click(callSwitch());
    expect(dialog().getByLabelText('Texts before the call')).toBeDisabled();
    await user.click(callSwitch());
    expect(dialog().getByLabelText('Texts before the call')).toHaveValue('7');
    await user.click(callSwitch());
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Reminder updated successfully!');
    expect(sent('PUT /tasks/k')[0]).toMatchObject({ callAfterNags: null });
    expect(sent('PUT /tasks/k')[0]).not.toHaveProperty('tellBuddy');
  });

  it('only a buddy who joined can be chosen: one who left, or an old ask, cannot', async () => {
    setUp([], { buddy: sam('joined') });
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Anything');
    expect(buddyBox()).toBeEnabled();
    expect(buddyBox()).toHaveAccessibleDescription(/^Sam gets one text if it is still not done/);
  });

  it.each([
    ['left', 'Your buddy left. Add a buddy in Settings to use this'],
    ['asked', "Your buddy didn't answer in time. Add a buddy in Settings to use this"],
  ] as const)('a buddy who is %s cannot be chosen', async (status, reason) => {
    setUp([], { buddy: sam(status) });
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Anything');
    expect(buddyBox()).toBeDisabled();
    expect(buddyBox()).toHaveAccessibleDescription(reason);
  });

  it("the server's objection to the count opens More options and shows beside it", async () => {
    setUp([], CONSENTED);
    const message = 'Call after must be 2 to 10 ignored texts';
    api.once('POST /tasks', {
      status: 400,
      body: { error: { code: 'validation_failed', message, issues: [{ path: 'callAfterNags', message }] } },
    });
    const user = userEvent.setup();
    renderDashboard();
    await openAdd(user, 'Calls');
    await user.click(callSwitch());
    await user.click(dialog().getByRole('button', { name: 'Add Reminder' }));
    await waitFor(() => expect(callSwitch()).toHaveAccessibleDescription(message));
    expect(dialog().getByRole('button', { name: /More options/ })).toHaveAttribute('aria-expanded', 'true');
  });
});
