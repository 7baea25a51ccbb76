import { screen, within } from '@testing-library/react';
import SettingsPage from '../../../../web/src/features/account/pages/settings-page';
import { aProfile, FakeApi, ok } from './fake-api';
import { renderRoute } from './render-route';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi().on('GET /user/profile', ok(aProfile({ timezone: 'America/Chicago' })));
  globalThis.fetch = api.fetch as typeof fetch;
  localStorage.setItem('token', 'user-token');
});
afterEach(() => localStorage.clear());

const card = async () => screen.findByRole('region', { name: 'Subscription Management' });

it.each([
  ['active', 'Active', 'MuiChip-colorSuccess'],
  ['trialing', 'Free trial', 'MuiChip-colorInfo'],
  ['past_due', 'Past due', 'MuiChip-colorWarning'],
  ['canceled', 'Canceled', 'MuiChip-colorError'],
  ['unpaid', 'Unpaid', 'MuiChip-colorDefault'],
] as const)('%s: badge "%s" in its colour (settings)', async (subscriptionStatus, label, colorClass) => {
  api.on(
    'GET /subscription/status',
    ok({
      subscriptionStatus,
      subscriptionStartDate: '2026-11-23T12:00:00.000Z',
      subscriptionEndDate: '2026-12-07T12:00:00.000Z',
      cancelAtPeriodEnd: false,
    }),
  );
  renderRoute('/settings', SettingsPage);
  const chip = within(await card())
    .getByText(label)
    .closest('.MuiChip-root');
  expect(chip).toHaveClass(colorClass);
});

it('shows the start and next billing dates in long form', async () => {
  api.on(
    'GET /subscription/status',
    ok({
      subscriptionStatus: 'trialing',
      subscriptionStartDate: '2026-11-23T12:00:00.000Z',
      subscriptionEndDate: '2026-12-07T12:00:00.000Z',
      cancelAtPeriodEnd: false,
    }),
  );
  renderRoute('/settings', SettingsPage);
  const region = await card();
  expect(within(region).getByText('November 23, 2026')).toBeInTheDocument();
  expect(within(region).getByText('December 7, 2026')).toBeInTheDocument();
  expect(within(region).queryByText(/^Ends on/)).not.toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'Manage Subscription' })).toBeEnabled();
});

it.each(['past_due', 'unpaid'] as const)(
  '%s: says the payment failed instead of a next billing date, and offers Update payment method',
  async (subscriptionStatus) => {
    api.on(
      'GET /subscription/status',
      ok({
        subscriptionStatus,
        subscriptionStartDate: '2026-11-23T12:00:00.000Z',
        subscriptionEndDate: '2027-01-07T12:00:00.000Z',
        cancelAtPeriodEnd: false,
      }),
    );
    renderRoute('/settings', SettingsPage);
    const region = await card();
    expect(within(region).getByText('Next Billing Date').nextElementSibling).toHaveTextContent('Payment failed');
    expect(within(region).queryByText('January 7, 2027')).not.toBeInTheDocument();
    expect(region).toHaveTextContent('Your last payment did not go through, so your reminders are paused.');
    expect(within(region).getByRole('button', { name: 'Update payment method' })).toBeEnabled();
  },
);

it('cancelled at the period end: no next bill, "Ends on" that day', async () => {
  api.on(
    'GET /subscription/status',
    ok({
      subscriptionStatus: 'active',
      subscriptionStartDate: '2026-11-23T12:00:00.000Z',
      subscriptionEndDate: '2027-01-07T12:00:00.000Z',
      cancelAtPeriodEnd: true,
    }),
  );
  renderRoute('/settings', SettingsPage);
  const region = await card();
  expect(within(region).getByText('Ends on January 7, 2027')).toBeInTheDocument();
  expect(within(region).getByText('None')).toBeInTheDocument();
});

it('without a subscription, offers Subscribe Now', async () => {
  api.on('GET /subscription/status', ok({ subscriptionStatus: 'none', cancelAtPeriodEnd: false }));
  renderRoute('/settings', SettingsPage);
  expect(within(await card()).getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/subscribe');
});
