import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextsOffBanner } from '../../../../web/src/features/reminders/components/texts-off-banner';
import { aProfile, aTask, failure, FakeApi, ok, serveTasks } from './fake-tasks-api';
import { renderDashboard, renderWithApp } from './render-dashboard';

let api: FakeApi;

function setUp(profile = aProfile()) {
  api = new FakeApi()
    .on('GET /user/profile', ok(profile))
    .on('GET /subscription/status', ok({ subscriptionStatus: 'active' }));
  serveTasks(api, [aTask({ task: 'Water the plants' })]);
  globalThis.fetch = api.fetch as typeof fetch;
}

beforeEach(() => localStorage.setItem('token', 'user-token'));
afterEach(() => localStorage.clear());

const banner = () => screen.findByRole('region', { name: 'Texts are off' });

it('says nothing when texts reach the user', async () => {
  setUp();
  renderDashboard();
  await screen.findByRole('article', { name: 'Water the plants' });
  await waitFor(() => expect(api.callsTo('GET /user/profile')).toHaveLength(1));
  expect(screen.queryByRole('region', { name: 'Texts are off' })).not.toBeInTheDocument();
});

it('not opted in to reminder texts: says why, and turns them on in one click', async () => {
  setUp(aProfile({ smsTransactionalOptIn: false }));
  api.on('PUT /user/profile', ok(aProfile({ smsTransactionalOptIn: true })));
  const user = userEvent.setup();
  renderDashboard();
  const region = await banner();
  expect(region).toHaveTextContent('Reminder texts are turned off for your account');
  expect(region).toHaveTextContent('Msg & data rates may apply');
  await user.click(within(region).getByRole('button', { name: 'Turn on reminder texts' }));
  await screen.findByText('Preferences updated successfully');
  expect(api.callsTo('PUT /user/profile').map((c) => c.body)).toEqual([{ smsTransactionalOptIn: true }]);
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Texts are off' })).not.toBeInTheDocument());
});

it('opted out by STOP: says so and how to reply START; no button (only the phone takes a STOP back)', async () => {
  setUp(aProfile({ smsOptedOut: true, smsTransactionalOptIn: false }));
  renderDashboard();
  const region = await banner();
  expect(region).toHaveTextContent('You replied STOP');
  expect(region).toHaveTextContent('reply START to any text from NagText');
  expect(within(region).queryByRole('button')).not.toBeInTheDocument();
});

it('a failed fix says so and keeps the banner', async () => {
  setUp(aProfile({ smsTransactionalOptIn: false }));
  api.on('PUT /user/profile', failure(403, 'forbidden', 'Account deactivated'));
  const user = userEvent.setup();
  renderDashboard();
  await user.click(within(await banner()).getByRole('button', { name: 'Turn on reminder texts' }));
  await screen.findByText('Failed to update preferences');
  expect(screen.getByText('Account deactivated')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Texts are off' })).toBeInTheDocument();
});

it('paused by PAUSE: until when, in the user zone, and how to restart (no button: the contract has none)', async () => {
  setUp(aProfile({ timezone: 'America/New_York', smsPausedUntil: '2099-11-24T14:00:00.000Z' }));
  renderDashboard();
  const region = await banner();
  expect(region).toHaveTextContent('Paused until Nov 24, 9:00 AM: you replied PAUSE. Reply RESUME to restart them.');
  expect(within(region).queryByRole('button')).not.toBeInTheDocument();
});

it('a pause that has ended is no reason', async () => {
  setUp(aProfile({ smsPausedUntil: '2020-01-01T00:00:00.000Z' }));
  renderDashboard();
  await screen.findByRole('article', { name: 'Water the plants' });
  await waitFor(() => expect(api.callsTo('GET /user/profile')).toHaveLength(1));
  expect(screen.queryByRole('region', { name: 'Texts are off' })).not.toBeInTheDocument();
});

it('a payment past due links to Settings to fix it', async () => {
  // The dashboard's gate sends past_due to /subscribe first, so the banner is shown on its own here.
  globalThis.fetch = new FakeApi().fetch as typeof fetch;
  renderWithApp(<TextsOffBanner off={{ reason: 'subscription', status: 'past_due' }} timeZone="America/Chicago" />);
  const region = await banner();
  expect(region).toHaveTextContent('Your last payment did not go through');
  expect(within(region).getByRole('link', { name: 'Fix payment' })).toHaveAttribute('href', '/settings');
});
