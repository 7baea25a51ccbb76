import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsPage from '../../../../web/src/features/account/pages/settings-page';
import { aProfile, failure, FakeApi, ok } from './fake-api';
import { current, renderRoute } from './render-route';

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi()
    .on('GET /user/profile', ok(aProfile()))
    .on('GET /subscription/status', ok({ subscriptionStatus: 'past_due', subscriptionStartDate: '2026-01-15T12:00:00.000Z', subscriptionEndDate: '2026-12-15T12:00:00.000Z' }));
  globalThis.fetch = api.fetch as typeof fetch;
  localStorage.setItem('token', 'user-token');
});
afterEach(() => localStorage.clear());

const card = (name: string) => screen.getByRole('region', { name });

it('spins while loading, then shows the three cards in order with the subscription dates in long form', async () => {
  renderRoute('/settings', SettingsPage);
  expect(screen.getByRole('status')).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'Subscription Management' });
  expect(screen.getByText('Manage your account settings and preferences.')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Subscription Management', 'Notification Preferences', 'Account Security']);
  expect(screen.getByText('Past due').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
  expect(screen.getByText('January 15, 2026')).toBeInTheDocument();
  expect(screen.getByText('December 15, 2026')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeInTheDocument();
  expect(card('Account Security')).toHaveTextContent('✓ Verified');
  expect(card('Account Security')).toHaveTextContent('Your phone number is verified for SMS notifications');
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
  api.on('PUT /user/profile', () => new Promise((resolve) => {
    release = () => resolve(ok(aProfile({ smsMarketingOptIn: true, quietHoursStart: '22:30', quietHoursEnd: '07:15', timezone: 'America/Denver' })));
  }));
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
    { smsTransactionalOptIn: true, smsMarketingOptIn: true, quietHoursStart: '22:30', quietHoursEnd: '07:15', timezone: 'America/Denver' },
  ]);
  expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeEnabled();
});

it('says when saving fails', async () => {
  api.on('PUT /user/profile', failure(400, 'validation_failed', 'Time must be HH:MM (00:00-23:59)'));
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  await user.click(await screen.findByRole('button', { name: 'Save Preferences' }));
  await screen.findByText('Failed to update preferences');
});

it('offers the current zone when it is not on the sign-up list, and tells an opted-out user how to resume', async () => {
  api.on('GET /user/profile', ok(aProfile({ timezone: 'Europe/Lisbon', smsOptedOut: true })));
  renderRoute('/settings', SettingsPage);
  await waitFor(() => expect(screen.getByLabelText('Time Zone')).toHaveValue('Europe/Lisbon'));
  expect(screen.getByText(/replied STOP\. Reply START to resume/)).toBeInTheDocument();
});

it('opens the billing portal, or says it could not', async () => {
  api.once('POST /subscription/customer-portal', failure(502, 'internal', 'Upstream')).on('POST /subscription/customer-portal', ok({ url: '#billing-portal' }));
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
  await screen.findByText('Failed to open billing portal');
  await user.click(screen.getByRole('button', { name: 'Manage Subscription' }));
  // The browser is on its way to the portal (jsdom follows only a hash change): the button stays busy.
  await waitFor(() => expect(window.location.hash).toBe('#billing-portal'));
  expect(screen.getByRole('button', { name: 'Opening...' })).toBeDisabled();
});

it('Sign Out drops the user token and goes to /login', async () => {
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
  await screen.findByText('Logged out successfully');
  expect(localStorage.getItem('token')).toBeNull();
  expect(current.pathname).toBe('/login');
});
