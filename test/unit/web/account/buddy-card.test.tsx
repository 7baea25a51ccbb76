import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '#shared/contracts';
import SettingsPage from '../../../../web/src/features/account/pages/settings-page';
import { aProfile, failure, FakeApi, ok } from './fake-api';
import { renderRoute } from './render-route';

let api: FakeApi;
type Buddy = NonNullable<Profile['buddy']>;
const sam = (overrides: Partial<Buddy> = {}): Buddy => ({
  firstName: 'Sam',
  phoneNumber: '+14155550177',
  shareTaskWords: false,
  status: 'joined',
  askedAt: '2026-11-27T15:00:00.000Z',
  ...overrides,
});
const allowance = {
  callsThisMonth: 0,
  callsMonthlyLimit: 30,
  buddyTextsThisMonth: 2,
  buddyTextsMonthlyLimit: 60,
  resetsAt: '2026-12-01T00:00:00.000Z',
};

const INVITE = {
  code: '4K7Q-9MXP',
  expiresAt: '2026-12-04T15:00:00.000Z',
  firstName: 'Sam',
  message: 'Text JOIN 4K7Q-9MXP to +1 555-000-0000 to get reminders from Ada on NagText',
  smsLink:
    'sms:?&body=Text%20JOIN%204K7Q-9MXP%20to%20%2B1%20555-000-0000%20to%20get%20reminders%20from%20Ada%20on%20NagText',
};

function serve(buddy?: Buddy, buddyInvites: (typeof INVITE)[] = []) {
  api = new FakeApi()
    .on(
      'GET /user/profile',
      ok(aProfile({ phoneNumber: '+14155550134', escalation: allowance, buddyInvites, ...(buddy ? { buddy } : {}) })),
    )
    .on('GET /user/calendar-feed', ok({ path: null }))
    .on('GET /subscription/status', ok({ subscriptionStatus: 'trialing' }));
  globalThis.fetch = api.fetch as typeof fetch;
}

beforeEach(() => localStorage.setItem('token', 'user-token'));
afterEach(() => localStorage.clear());

const buddyCard = () => screen.getByRole('region', { name: 'Accountability buddy' });
const findBuddyCard = () => screen.findByRole('region', { name: 'Accountability buddy' });

describe('with no buddy: the invite (NagText texts nobody first)', () => {
  it('is a form that says the person texts JOIN, what they would get, and that nothing is texted to them first', async () => {
    serve();
    renderRoute('/settings', SettingsPage);
    const form = within(await findBuddyCard()).getByRole('form', { name: 'Invite a buddy' });
    expect(form).toHaveAccessibleDescription(/NagText never texts anyone who hasn't texted it/);
    expect(form).toHaveAccessibleDescription(/texting JOIN and the code/);
    expect(form).toHaveAccessibleDescription(
      /"NagText: Ada hasn't done 'Gym' yet today\. A nudge from you might help\."/,
    );
    expect(within(form).getByLabelText(/Their first name/)).toHaveValue('');
    expect(within(form).queryByLabelText(/Phone/)).not.toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: "Share the task's words" })).not.toBeChecked();
  });

  it('creates an invite with the name and the choice, then lists its code and ready message', async () => {
    serve();
    api.on('POST /user/buddy/invite', {
      status: 201,
      body: aProfile({ phoneNumber: '+14155550134', buddyInvites: [INVITE] }),
    });
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    const form = within(await findBuddyCard()).getByRole('form', { name: 'Invite a buddy' });
    await user.type(within(form).getByLabelText(/Their first name/), 'Sam');
    await user.click(within(form).getByRole('checkbox', { name: "Share the task's words" }));
    await user.click(within(form).getByRole('button', { name: 'Create invite' }));
    await screen.findByText('Invite ready');
    expect(api.callsTo('POST /user/buddy/invite').map((c) => c.body)).toEqual([
      { firstName: 'Sam', shareTaskWords: true },
    ]);
    const list = within(buddyCard()).getByRole('list', { name: 'Open invites' });
    expect(list).toHaveTextContent('Code 4K7Q-9MXP for Sam');
    expect(list).toHaveTextContent(INVITE.message);
    expect(within(list).getByRole('button', { name: 'Copy message' })).toBeInTheDocument();
  });

  it('without a name sends none; a refusal (3 open) is shown as the server says it', async () => {
    serve();
    api.on(
      'POST /user/buddy/invite',
      failure(
        409,
        'conflict',
        'You have 3 open invites already. Wait until one is used or expires (7 days), then try again.',
      ),
    );
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    const form = within(await findBuddyCard()).getByRole('form', { name: 'Invite a buddy' });
    await user.click(within(form).getByRole('button', { name: 'Create invite' }));
    await screen.findByText('Failed to create invite');
    expect(api.callsTo('POST /user/buddy/invite').map((c) => c.body)).toEqual([{ shareTaskWords: false }]);
  });

  it('refuses a first name with a link or digits before sending, saying what a name may hold', async () => {
    serve();
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    const form = within(await findBuddyCard()).getByRole('form', { name: 'Invite a buddy' });
    await user.type(within(form).getByLabelText(/Their first name/), 'see bit.ly/x 555');
    await user.click(within(form).getByRole('button', { name: 'Create invite' }));
    await waitFor(() => expect(within(form).getByLabelText(/Their first name/)).toBeInvalid());
    expect(api.callsTo('POST /user/buddy/invite')).toHaveLength(0);
  });

  it('lists the open invites already made', async () => {
    serve(undefined, [INVITE]);
    renderRoute('/settings', SettingsPage);
    const list = await within(await findBuddyCard()).findByRole('list', { name: 'Open invites' });
    expect(list).toHaveTextContent('Valid until Dec 4, 2026, once.');
  });
});

describe('with a buddy', () => {
  it.each([
    ['joined', sam(), 'Sam is your buddy (joined Nov 27, 2026)'],
    [
      'agreed (before invites)',
      sam({ status: 'agreed', answeredAt: '2026-11-28T15:00:00.000Z' }),
      'Sam is your buddy (agreed Nov 28, 2026)',
    ],
    ['left', sam({ status: 'left', answeredAt: '2026-11-28T15:00:00.000Z' }), 'Sam left (Nov 28, 2026)'],
    [
      'expired (the old ask)',
      sam({ status: 'expired' }),
      'Sam never answered, and asks by text have ended: invite them instead.',
    ],
    ['opted_out', sam({ status: 'opted_out', answeredAt: '2026-11-28T15:00:00.000Z' }), 'Your buddy has opted out'],
    [
      'joined by text, no name: the number',
      sam({ firstName: undefined }),
      '+1 415-555-0177 is your buddy (joined Nov 27, 2026)',
    ],
  ])('says where they stand: %s', async (_status, buddy, text) => {
    serve(buddy);
    renderRoute('/settings', SettingsPage);
    expect(await within(await findBuddyCard()).findByRole('status')).toHaveTextContent(
      new RegExp(`^${text.replace(/[().+]/g, '\\$&')}$`),
    );
  });

  it('a joined buddy: no invite form', async () => {
    serve(sam());
    renderRoute('/settings', SettingsPage);
    const card = await findBuddyCard();
    await within(card).findByRole('status');
    expect(within(card).queryByRole('form', { name: 'Invite a buddy' })).not.toBeInTheDocument();
  });

  it('an ended link offers the invite form', async () => {
    serve(sam({ status: 'left' }));
    renderRoute('/settings', SettingsPage);
    expect(await within(await findBuddyCard()).findByRole('form', { name: 'Invite a buddy' })).toBeInTheDocument();
  });

  it('"Share the task\'s words" is saved as it is ticked, texting no one', async () => {
    serve(sam());
    api.on('PUT /user/buddy', ok(aProfile({ phoneNumber: '+14155550134', buddy: sam({ shareTaskWords: true }) })));
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    const share = await within(await findBuddyCard()).findByRole('checkbox', { name: "Share the task's words" });
    expect(share).toHaveAccessibleDescription(/Changing this texts no one\.$/);
    await user.click(share);
    await screen.findByText('Buddy saved');
    expect(api.callsTo('PUT /user/buddy').map((c) => c.body)).toEqual([{ shareTaskWords: true }]);
    expect(share).toBeChecked();
  });

  it('Remove asks first (saying they get one goodbye), then removes; a failure says so and keeps the buddy', async () => {
    serve(sam());
    api
      .once('DELETE /user/buddy', failure(500, 'internal', 'Boom'))
      .on('DELETE /user/buddy', ok(aProfile({ phoneNumber: '+14155550134' })));
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    await user.click(await within(await findBuddyCard()).findByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your buddy?' });
    expect(dialog).toHaveTextContent('Sam gets one text saying you removed them');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Failed to remove buddy');
    expect(screen.getByRole('dialog', { name: 'Remove your buddy?' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Buddy removed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(buddyCard()).getByRole('form', { name: 'Invite a buddy' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /user/buddy')).toHaveLength(2);
  });
});
