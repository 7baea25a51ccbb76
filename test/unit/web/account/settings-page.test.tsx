import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsPage from '../../../../web/src/features/account/pages/settings-page';
import { aProfile, failure, FakeApi, ok } from './fake-api';
import { current, renderRoute } from './render-route';

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi()
    .on('GET /user/profile', ok(aProfile()))
    .on('GET /user/calendar-feed', ok({ path: null }))
    .on(
      'GET /subscription/status',
      ok({
        subscriptionStatus: 'active',
        subscriptionStartDate: '2026-01-15T12:00:00.000Z',
        subscriptionEndDate: '2026-12-15T12:00:00.000Z',
      }),
    );
  globalThis.fetch = api.fetch as typeof fetch;
  localStorage.setItem('token', 'user-token');
});
afterEach(() => localStorage.clear());

const card = (name: string) => screen.getByRole('region', { name });

it('spins while loading, then shows the four cards in order with the subscription dates in long form', async () => {
  renderRoute('/settings', SettingsPage);
  expect(screen.getByRole('status')).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'Subscription Management' });
  expect(screen.getByText('Manage your account settings and preferences.')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Subscription Management',
    'Notification Preferences',
    'Where you are',
    'Reminder Texts',
    'Calls',
    'Accountability buddy',
    'People you remind',
    'Email',
    'Account Security',
    'Add to your calendar',
    'Your Data',
  ]);
  expect(screen.getByText('Active').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
  expect(screen.getByText('January 15, 2026')).toBeInTheDocument();
  expect(screen.getByText('December 15, 2026')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeInTheDocument();
  expect(card('Account Security')).toHaveTextContent('✓ Verified');
  expect(card('Account Security')).toHaveTextContent('Your phone number is verified for SMS notifications');
  // Not verified yet: says so, and why it matters.
  expect(card('Email')).toHaveTextContent('Not verified');
  expect(card('Email')).toHaveTextContent(
    'If you ever lose your phone number, recovering your account needs a verified email.',
  );
});

it('while billing is not enabled (501), explains instead of failing', async () => {
  api.on('GET /subscription/status', failure(501, 'not_implemented', 'This endpoint is not available yet'));
  renderRoute('/settings', SettingsPage);
  await screen.findByText('Subscription details will appear here once billing is enabled.');
  expect(screen.getByText('Free trial').closest('.MuiChip-root')).toHaveClass('MuiChip-colorInfo');
  expect(screen.queryByText('Failed to load user settings')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Manage Subscription' })).not.toBeInTheDocument();
  expect(api.callsTo('GET /subscription/status')).toHaveLength(1);
});

it('reports other load failures', async () => {
  api.on('GET /subscription/status', failure(403, 'forbidden', 'Account deactivated'));
  renderRoute('/settings', SettingsPage);
  expect(await screen.findAllByText('Failed to load user settings')).not.toHaveLength(0);
});

it('saves the toggles, quiet hours and time zone, reading "Saving..." meanwhile', async () => {
  let release: () => void = () => undefined;
  api.on(
    'PUT /user/profile',
    () =>
      new Promise((resolve) => {
        release = () =>
          resolve(
            ok(
              aProfile({
                smsMarketingOptIn: true,
                quietHoursStart: '22:30',
                quietHoursEnd: '07:15',
                timezone: 'America/Denver',
              }),
            ),
          );
      }),
  );
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  const marketing = await screen.findByRole('switch', { name: 'Marketing SMS' });
  expect(screen.getByRole('switch', { name: 'Transactional SMS' })).toBeChecked();
  expect(marketing).toHaveAccessibleDescription('Receive promotional messages and updates');
  expect(screen.getByLabelText(/Quiet hours start/)).toHaveValue('21:00');
  expect(screen.getByLabelText(/Quiet hours end/)).toHaveValue('08:00');
  expect(screen.getByLabelText('Time Zone')).toHaveValue('America/Chicago');

  await user.click(marketing);
  await user.clear(screen.getByLabelText(/Quiet hours start/));
  await user.type(screen.getByLabelText(/Quiet hours start/), '22:30');
  await user.clear(screen.getByLabelText(/Quiet hours end/));
  await user.type(screen.getByLabelText(/Quiet hours end/), '07:15');
  await user.selectOptions(screen.getByLabelText('Time Zone'), 'America/Denver');
  await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

  await screen.findByRole('button', { name: 'Saving...' });
  release();
  await screen.findByText('Preferences updated successfully');
  expect(api.callsTo('PUT /user/profile').map((c) => c.body)).toEqual([
    {
      smsTransactionalOptIn: true,
      smsMarketingOptIn: true,
      weeklySummaryOptIn: false,
      quietHoursStart: '22:30',
      quietHoursEnd: '07:15',
      timezone: 'America/Denver',
    },
  ]);
  expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeEnabled();
});

it('Weekly summary: off until turned on, by keyboard too, and saved with the preferences', async () => {
  api.on('PUT /user/profile', ok(aProfile({ weeklySummaryOptIn: true })));
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  const summary = await screen.findByRole('switch', { name: 'Weekly summary by text, Sundays 6 PM' });
  expect(summary).not.toBeChecked();
  expect(summary).toHaveAccessibleDescription(
    'One text a week: what you got done, your best streak and what you snoozed most. 6 PM in your time zone, or when quiet hours end.',
  );

  act(() => summary.focus());
  await user.keyboard(' ');
  expect(summary).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
  await screen.findByText('Preferences updated successfully');
  expect(api.callsTo('PUT /user/profile').map((c) => c.body)).toEqual([
    expect.objectContaining({ weeklySummaryOptIn: true }),
  ]);
  expect(screen.getByRole('switch', { name: 'Weekly summary by text, Sundays 6 PM' })).toBeChecked();
});

it('Weekly summary: says it needs Transactional SMS while that is off', async () => {
  api.on('GET /user/profile', ok(aProfile({ weeklySummaryOptIn: true })));
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  const summary = await screen.findByRole('switch', { name: 'Weekly summary by text, Sundays 6 PM' });
  expect(summary).toBeChecked();
  expect(summary).not.toHaveAccessibleDescription(/Transactional SMS/);
  await user.click(screen.getByRole('switch', { name: 'Transactional SMS' }));
  expect(summary).toHaveAccessibleDescription(/It comes only while Transactional SMS is on\.$/);
});

it('says when saving fails', async () => {
  api.on('PUT /user/profile', failure(400, 'validation_failed', 'Time must be HH:MM (00:00-23:59)'));
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  await user.click(await screen.findByRole('button', { name: 'Save Preferences' }));
  await screen.findByText('Failed to update preferences');
});

it('offers the current zone when it is not on the sign-up list', async () => {
  api.on('GET /user/profile', ok(aProfile({ timezone: 'Europe/Lisbon' })));
  renderRoute('/settings', SettingsPage);
  await waitFor(() => expect(screen.getByLabelText('Time Zone')).toHaveValue('Europe/Lisbon'));
  expect(screen.queryByRole('region', { name: 'You replied STOP: texts are off' })).not.toBeInTheDocument();
});

it('tells an opted-out user texts are off and that only START from the phone brings them back (no button)', async () => {
  api.on('GET /user/profile', ok(aProfile({ smsOptedOut: true })));
  renderRoute('/settings', SettingsPage);
  const notice = await screen.findByRole('region', { name: 'You replied STOP: texts are off' });
  expect(notice).toHaveTextContent('reply START to any text from NagText');
  expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
});

it('Nag style: three ladders, each explained, the saved one chosen; saving sends only the style', async () => {
  let release: () => void = () => undefined;
  api.on(
    'PUT /user/profile',
    () =>
      new Promise((resolve) => {
        release = () => resolve(ok(aProfile({ nagStyle: 'relentless' })));
      }),
  );
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  const standard = await screen.findByRole('radio', { name: 'Standard' });
  expect(standard).toBeChecked();
  expect(standard).toHaveAccessibleDescription(
    'Up to 10 texts: after 30 minutes, then 20, then every 15 minutes until you reply DONE.',
  );
  expect(screen.getByRole('radio', { name: 'Gentle' })).toHaveAccessibleDescription(
    'Up to 5 texts: after 60 minutes, then 45, then every 30 minutes until you reply DONE.',
  );
  expect(screen.getByRole('radio', { name: 'Relentless' })).toHaveAccessibleDescription(
    'Up to 15 texts: after 15 minutes, then 10, then every 5 minutes until you reply DONE.',
  );
  expect(screen.getByRole('group', { name: 'Nag style' })).toBeInTheDocument();
  const save = screen.getByRole('button', { name: 'Save Nag Style' });
  expect(save).toBeDisabled();

  await user.click(screen.getByRole('radio', { name: 'Relentless' }));
  await user.click(save);
  await screen.findByRole('button', { name: 'Saving...' });
  release();
  await screen.findByText('Preferences updated successfully');
  expect(api.callsTo('PUT /user/profile').map((c) => c.body)).toEqual([{ nagStyle: 'relentless' }]);
  expect(screen.getByRole('radio', { name: 'Relentless' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Save Nag Style' })).toBeDisabled();
});

it('Nag style: shows the saved style, and says when saving fails', async () => {
  api.on('GET /user/profile', ok(aProfile({ nagStyle: 'gentle' })));
  api.on('PUT /user/profile', failure(400, 'validation_failed', 'Invalid option'));
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  expect(await screen.findByRole('radio', { name: 'Gentle' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'Standard' }));
  await user.click(screen.getByRole('button', { name: 'Save Nag Style' }));
  await screen.findByText('Failed to update preferences');
  expect(screen.getByText('Invalid option')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
});

it('opens the billing portal, or says it could not', async () => {
  api
    .once('POST /subscription/customer-portal', failure(502, 'internal', 'Upstream'))
    .on('POST /subscription/customer-portal', ok({ url: '#billing-portal' }));
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
  await screen.findByText('Failed to open billing portal');
  await user.click(screen.getByRole('button', { name: 'Manage Subscription' }));
  // The browser is on its way to the portal (jsdom follows only a hash change): the button stays busy.
  await waitFor(() => expect(window.location.hash).toBe('#billing-portal'));
  expect(screen.getByRole('button', { name: 'Opening...' })).toBeDisabled();
});

it('Sign Out ends the session on the server, drops the user token and goes to /login', async () => {
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
  await screen.findByText('Logged out successfully');
  expect(localStorage.getItem('token')).toBeNull();
  // The toast and the navigation are separate renders (react-router navigates in a transition).
  await waitFor(() => expect(current.pathname).toBe('/login'));
  expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
});

it('Sign Out Everywhere ends every session of the account, then this one, and says so', async () => {
  api.on('POST /auth/logout-everywhere', ok({ message: 'Logged out on every device' }));
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  await user.click(await screen.findByRole('button', { name: 'Sign Out Everywhere' }));
  await screen.findByText('Logged out on every device');
  expect(api.callsTo('POST /auth/logout-everywhere')).toHaveLength(1);
  expect(localStorage.getItem('token')).toBeNull();
  await waitFor(() => expect(current.pathname).toBe('/login'));
});

it('Sign Out Everywhere that fails keeps the session and says why', async () => {
  api.on('POST /auth/logout-everywhere', failure(503, 'internal', 'Down'));
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  await user.click(await screen.findByRole('button', { name: 'Sign Out Everywhere' }));
  await screen.findByText('Failed to sign out everywhere');
  expect(localStorage.getItem('token')).not.toBeNull();
  expect(current.pathname).toBe('/settings');
});
