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
  status: 'asked',
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

function serve(buddy?: Buddy) {
  api = new FakeApi()
    .on(
      'GET /user/profile',
      ok(aProfile({ phoneNumber: '+14155550134', escalation: allowance, ...(buddy ? { buddy } : {}) })),
    )
    .on('GET /user/calendar-feed', ok({ path: null }))
    .on('GET /subscription/status', ok({ subscriptionStatus: 'trialing' }));
  globalThis.fetch = api.fetch as typeof fetch;
}

beforeEach(() => localStorage.setItem('token', 'user-token'));
afterEach(() => localStorage.clear());

const buddyCard = () => screen.getByRole('region', { name: 'Accountability buddy' });
const findBuddyCard = () => screen.findByRole('region', { name: 'Accountability buddy' });

describe('with no buddy', () => {
  it('is a form that says what the buddy gets and that they must reply YES', async () => {
    serve();
    renderRoute('/settings', SettingsPage);
    const form = within(await findBuddyCard()).getByRole('form', { name: 'Accountability buddy' });
    expect(form).toHaveAccessibleDescription(/one text asking them to agree, and must reply YES/);
    expect(form).toHaveAccessibleDescription(
      /"NagText: Ada hasn't done 'Gym' yet today\. A nudge from you might help\."/,
    );
    expect(within(form).getByLabelText(/First name/)).toHaveValue('');
    expect(within(form).getByLabelText(/Phone/)).toHaveValue('');
    expect(within(form).getByRole('checkbox', { name: "Share the task's words" })).not.toBeChecked();
    expect(within(form).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('saves name, number and the choice, then shows them waiting for YES with the deadline', async () => {
    serve();
    api.on(
      'PUT /user/buddy',
      ok(aProfile({ phoneNumber: '+14155550134', buddy: sam({ shareTaskWords: true }), escalation: allowance })),
    );
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    const card = await findBuddyCard();
    await user.type(within(card).getByLabelText(/First name/), 'Sam');
    await user.type(within(card).getByLabelText(/Phone/), '(415) 555-0177');
    await user.click(within(card).getByRole('checkbox', { name: "Share the task's words" }));
    await user.click(within(card).getByRole('button', { name: 'Save Buddy' }));

    await screen.findByText('We texted Sam to ask. Nothing more goes to them until they reply YES.');
    expect(api.callsTo('PUT /user/buddy').map((c) => c.body)).toEqual([
      { firstName: 'Sam', phoneNumber: '+14155550177', shareTaskWords: true },
    ]);
    expect(within(buddyCard()).getByRole('status')).toHaveTextContent(
      'Waiting for Sam to reply YES (asked Nov 27, 2026; no answer by Dec 4, 2026 means no)',
    );
    expect(buddyCard()).toHaveTextContent('+1 415-555-0177');
    expect(buddyCard()).toHaveTextContent(
      'Buddy texts this month: 2 of 60 (58 left). Resets on November 30 at 6:00 PM.',
    );
    await waitFor(() => expect(within(buddyCard()).getByRole('button', { name: 'Change' })).toHaveFocus());
  });

  it('refuses the user’s own number before sending, and shows the server’s reasons beside the fields', async () => {
    serve();
    api.on('PUT /user/buddy', {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'That number cannot get texts',
          issues: [{ path: 'phoneNumber', message: 'Premium-rate numbers cannot be a buddy' }],
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    const card = await findBuddyCard();
    await user.type(within(card).getByLabelText(/First name/), 'Me');
    await user.type(within(card).getByLabelText(/Phone/), '415 555 0134');
    await user.click(within(card).getByRole('button', { name: 'Save Buddy' }));
    expect(
      await within(card).findByText('That is your own number: your buddy must be someone else.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /user/buddy')).toHaveLength(0);

    await user.clear(within(card).getByLabelText(/Phone/));
    await user.type(within(card).getByLabelText(/Phone/), '+1 900 555 0100');
    await user.click(within(card).getByRole('button', { name: 'Save Buddy' }));
    await screen.findByText('Failed to save buddy');
    expect(within(card).getByLabelText(/Phone/)).toHaveAccessibleDescription('Premium-rate numbers cannot be a buddy');
  });

  it('checks the fields with the contract', async () => {
    serve();
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    const card = await findBuddyCard();
    await user.click(within(card).getByRole('button', { name: 'Save Buddy' }));
    expect(await within(card).findByText('First name is required')).toBeInTheDocument();
    expect(api.callsTo('PUT /user/buddy')).toHaveLength(0);
  });

  it('refuses a first name with a link or digits before sending, saying what a name may hold', async () => {
    serve();
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    const card = await findBuddyCard();
    const name = within(card).getByLabelText(/First name/);
    expect(name).toHaveAccessibleDescription(/letters, spaces, hyphens and apostrophes, up to 20/);
    await user.type(name, 'Bob www.evil.example');
    await user.type(within(card).getByLabelText(/Phone/), '(415) 555-0177');
    await user.click(within(card).getByRole('button', { name: 'Save Buddy' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('First name may contain only letters, spaces, hyphens and apostrophes'),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /user/buddy')).toHaveLength(0);
  });
});

describe('with a buddy', () => {
  it.each([
    [
      'agreed',
      sam({ status: 'agreed', answeredAt: '2026-11-28T15:00:00.000Z' }),
      'Sam is your buddy (agreed Nov 28, 2026)',
    ],
    ['expired', sam({ status: 'expired' }), "Sam didn't answer within 7 days."],
    ['opted_out', sam({ status: 'opted_out', answeredAt: '2026-11-28T15:00:00.000Z' }), 'Your buddy has opted out'],
  ])('says where they stand: %s', async (_status, buddy, text) => {
    serve(buddy);
    renderRoute('/settings', SettingsPage);
    expect(await within(await findBuddyCard()).findByRole('status')).toHaveTextContent(
      new RegExp(`^${text.replace(/[().]/g, '\\$&')}$`),
    );
  });

  it('after no answer, "Ask again" asks the same buddy', async () => {
    serve(sam({ status: 'expired', shareTaskWords: true }));
    api.on(
      'PUT /user/buddy',
      ok(
        aProfile({
          phoneNumber: '+14155550134',
          buddy: sam({ askedAt: '2026-12-05T15:00:00.000Z', shareTaskWords: true }),
        }),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    await user.click(await within(await findBuddyCard()).findByRole('button', { name: 'Ask again' }));
    await screen.findByText('We texted Sam to ask again.');
    expect(api.callsTo('PUT /user/buddy').map((c) => c.body)).toEqual([
      { firstName: 'Sam', phoneNumber: '+14155550177', shareTaskWords: true },
    ]);
    expect(within(buddyCard()).getByRole('status')).toHaveTextContent(
      /^Waiting for Sam to reply YES \(asked Dec 5, 2026/,
    );
  });

  it('"Share the task\'s words" is saved as it is ticked, with the same name and number', async () => {
    serve(sam({ status: 'agreed', answeredAt: '2026-11-28T15:00:00.000Z' }));
    api.on(
      'PUT /user/buddy',
      ok(
        aProfile({
          phoneNumber: '+14155550134',
          buddy: sam({ status: 'agreed', answeredAt: '2026-11-28T15:00:00.000Z', shareTaskWords: true }),
        }),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    const share = await within(await findBuddyCard()).findByRole('checkbox', { name: "Share the task's words" });
    expect(share).toHaveAccessibleDescription(/Changing this asks no one again\.$/);
    await user.click(share);
    await screen.findByText('Buddy saved');
    expect(api.callsTo('PUT /user/buddy').map((c) => c.body)).toEqual([
      { firstName: 'Sam', phoneNumber: '+14155550177', shareTaskWords: true },
    ]);
    expect(share).toBeChecked();
    expect(within(buddyCard()).getByRole('status')).toHaveTextContent('Sam is your buddy');
  });

  it('Change opens the form on the buddy, says a changed buddy is asked again; Cancel goes back', async () => {
    serve(sam({ status: 'agreed', answeredAt: '2026-11-28T15:00:00.000Z' }));
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    await user.click(await within(await findBuddyCard()).findByRole('button', { name: 'Change' }));
    const form = within(buddyCard()).getByRole('form', { name: 'Accountability buddy' });
    expect(within(form).getByLabelText(/First name/)).toHaveValue('Sam');
    expect(within(form).getByLabelText(/First name/)).toHaveFocus();
    expect(within(form).getByLabelText(/Phone/)).toHaveValue('+1 415-555-0177');
    expect(form).toHaveTextContent('A changed name or number is asked again');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(buddyCard()).getByRole('button', { name: 'Change' })).toHaveFocus();
    expect(api.callsTo('PUT /user/buddy')).toHaveLength(0);
  });

  it('an opted-out buddy: name someone else from empty fields', async () => {
    serve(sam({ status: 'opted_out' }));
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    const card = await findBuddyCard();
    expect(within(card).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Name someone else' }));
    expect(within(card).getByLabelText(/First name/)).toHaveValue('');
  });

  it('Remove asks first, then removes; a failure says so and keeps the buddy', async () => {
    serve(sam({ status: 'agreed' }));
    api
      .once('DELETE /user/buddy', failure(500, 'internal', 'Boom'))
      .on('DELETE /user/buddy', ok(aProfile({ phoneNumber: '+14155550134' })));
    const user = userEvent.setup();
    renderRoute('/settings', SettingsPage);
    await user.click(await within(await findBuddyCard()).findByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your buddy?' });
    expect(dialog).toHaveTextContent('Sam gets no more texts about your reminders.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Failed to remove buddy');
    expect(screen.getByRole('dialog', { name: 'Remove your buddy?' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Buddy removed');
    await waitFor(() => expect(screen.queryByText('Failed to remove buddy')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(buddyCard()).getByRole('form', { name: 'Accountability buddy' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /user/buddy')).toHaveLength(2);
  });
});
