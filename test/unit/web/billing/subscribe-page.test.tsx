import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SubscribePage from '../../../../web/src/features/billing/pages/subscribe-page';
import { failure, FakeApi, ok } from '../account/fake-api';
import { renderBillingPage } from './render-billing-page';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi().on('GET /subscription/status', ok({ subscriptionStatus: 'none', cancelAtPeriodEnd: false }));
  globalThis.fetch = api.fetch as typeof fetch;
  localStorage.setItem('token', 'user-token');
  window.location.hash = '';
});
afterEach(() => localStorage.clear());

it('shows the Basic plan as the spec words it', async () => {
  renderBillingPage('/subscribe', SubscribePage);
  const plan = await screen.findByRole('region', { name: 'Basic' });
  for (const text of [
    '$4.99',
    'per month',
    '14-day free trial',
    'Unlimited reminders every month',
    'Personalized SMS notifications',
    'Priority support',
    'Early access to new features',
    'Cancel any time',
  ]) {
    expect(within(plan).getByText(text)).toBeInTheDocument();
  }
  expect(within(plan).getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
});

it('Subscribe Now reads "Redirecting..." and sends the browser to the checkout', async () => {
  api.on('POST /subscription/checkout-session', ok({ url: '#checkout' }));
  const user = userEvent.setup();
  renderBillingPage('/subscribe', SubscribePage);
  await user.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
  await waitFor(() => expect(window.location.hash).toBe('#checkout'));
  expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
  expect(api.callsTo('POST /subscription/checkout-session')).toHaveLength(1);
});

it.each([
  ['a checkout without a url', ok({ url: '' }), 'Failed to start checkout session.', null],
  [
    'a network failure',
    () => {
      throw new TypeError('offline');
    },
    'Failed to connect to server.',
    null,
  ],
  ['a server error', failure(500, 'internal', 'Boom'), 'Failed to connect to server.', null],
  [
    'a refusal the server explains',
    failure(409, 'conflict', 'You already have a subscription.'),
    'Failed to start checkout session.',
    'You already have a subscription.',
  ],
])('says so after %s, and the button works again', async (_what, answer, title, description) => {
  api.on('POST /subscription/checkout-session', answer as never);
  const user = userEvent.setup();
  renderBillingPage('/subscribe', SubscribePage);
  await user.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
  await screen.findByText(title);
  if (description) expect(screen.getByText(description)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
});

it.each(['past_due', 'unpaid'] as const)(
  'after a failed payment (%s) offers Update payment method (the billing portal) and lists what is paused',
  async (subscriptionStatus) => {
    const tasks = ['Take meds', 'Gym', 'Pay rent', 'Call mom', 'Water plants', 'Stretch', 'Read'];
    api
      .on('GET /subscription/status', ok({ subscriptionStatus, cancelAtPeriodEnd: false, pausedReminders: tasks }))
      .on('POST /subscription/customer-portal', ok({ url: '#portal' }));
    const user = userEvent.setup();
    renderBillingPage('/subscribe', SubscribePage);
    const paused = await screen.findByRole('region', { name: 'Paused until your payment goes through (7 reminders)' });
    expect(
      within(paused)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Take meds', 'Gym', 'Pay rent', 'Call mom', 'Water plants', 'and 2 more']);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your last payment did not go through, so your reminders are paused. Update your payment method to bring them back.',
    );
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).not.toBeInTheDocument();
    // The dashboard's gate would send them straight back: no link that goes round in a circle.
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(window.location.hash).toBe('#portal'));
    expect(api.callsTo('POST /subscription/customer-portal')).toHaveLength(1);
  },
);

it('after a failed payment with only a paused reminder, says it is paused rather than that there are none', async () => {
  api.on(
    'GET /subscription/status',
    ok({
      subscriptionStatus: 'past_due',
      cancelAtPeriodEnd: false,
      pausedReminders: [],
      restingReminders: { paused: 1, finished: 0 },
    }),
  );
  renderBillingPage('/subscribe', SubscribePage);
  await screen.findByText(
    'Your one reminder is paused, so nothing is waiting to text. New ones, and any you resume, will text once your payment goes through.',
  );
  expect(screen.queryByText(/No reminders are waiting/)).not.toBeInTheDocument();
});

it.each(['active', 'trialing'] as const)(
  'offers Manage Subscription instead to a %s subscriber',
  async (subscriptionStatus) => {
    api
      .on('GET /subscription/status', ok({ subscriptionStatus, cancelAtPeriodEnd: false }))
      .on('POST /subscription/customer-portal', ok({ url: '#portal' }));
    const user = userEvent.setup();
    renderBillingPage('/subscribe', SubscribePage);
    await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).not.toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#portal'));
  },
);

it.each([
  ['whose subscription was canceled', { subscriptionStatus: 'canceled', trialEndsAt: '2026-01-01T00:00:00.000Z' }],
  ['whose trial ended without a subscription', { subscriptionStatus: 'none', trialEndsAt: '2026-01-01T00:00:00.000Z' }],
  ['whose checkout without a trial expired', { subscriptionStatus: 'incomplete_expired' }],
  ['whose number had the trial on an earlier, deleted account', { subscriptionStatus: 'none', trialUsed: true }],
])('a returning subscriber %s is told the trial was used, and offered no trial badge', async (_who, status) => {
  api.on('GET /subscription/status', ok({ ...status, cancelAtPeriodEnd: false }));
  renderBillingPage('/subscribe', SubscribePage);
  expect(
    await screen.findByText('You have had your free trial, so billing starts when you subscribe.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  expect(
    within(screen.getByRole('region', { name: 'Basic' })).queryByText('14-day free trial'),
  ).not.toBeInTheDocument();
});

it.each(['active', 'trialing', 'past_due', 'unpaid'] as const)(
  'shows no trial badge to a %s subscriber: there is no trial to start',
  async (subscriptionStatus) => {
    api.on(
      'GET /subscription/status',
      ok({ subscriptionStatus, trialEndsAt: '2026-01-01T00:00:00.000Z', cancelAtPeriodEnd: false }),
    );
    renderBillingPage('/subscribe', SubscribePage);
    const plan = await screen.findByRole('region', { name: 'Basic' });
    await within(plan).findByRole('button', { name: /^(Manage Subscription|Update payment method)$/ });
    expect(within(plan).getByText('$4.99')).toBeInTheDocument();
    expect(within(plan).queryByText('14-day free trial')).not.toBeInTheDocument();
  },
);

it('while billing is not enabled (501), still offers the plan, asked once and without a failure toast', async () => {
  api.on('GET /subscription/status', failure(501, 'not_implemented', 'This endpoint is not available yet'));
  renderBillingPage('/subscribe', SubscribePage);
  const plan = await screen.findByRole('region', { name: 'Basic' });
  expect(within(plan).getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  expect(within(plan).getByText('14-day free trial')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Manage Subscription' })).not.toBeInTheDocument();
  expect(screen.queryByText('This endpoint is not available yet')).not.toBeInTheDocument();
  expect(api.callsTo('GET /subscription/status')).toHaveLength(1);
});
