import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PaymentSuccessPage from '../../../../web/src/features/billing/pages/payment-success-page';
import { failure, FakeApi, ok } from '../account/fake-api';
import { renderBillingPage } from './render-billing-page';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  globalThis.fetch = api.fetch as typeof fetch;
  localStorage.setItem('token', 'user-token');
});
afterEach(() => localStorage.clear());

it('verifies the session (spinner meanwhile), then says Success! with a way to the dashboard', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  api.on('POST /subscription/verify-checkout', async () => {
    await held;
    return ok({ subscriptionStatus: 'trialing', cancelAtPeriodEnd: false });
  });
  const user = userEvent.setup();
  renderBillingPage('/payment-success?session_id=cs_test_123', PaymentSuccessPage);
  expect(await screen.findByText('Verifying your payment...')).toBeInTheDocument();
  release();
  expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
  // A $0 trial: nothing was paid, so the notice says the trial started rather than "Payment verified".
  expect(await screen.findByText('Your 14-day free trial has started')).toBeInTheDocument();
  expect(
    screen.getByText('Your 14-day free trial has started. Your reminders are ready to nag you.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Payment verified successfully!')).not.toBeInTheDocument();
  expect(api.callsTo('POST /subscription/verify-checkout').map((c) => c.body)).toEqual([{ sessionId: 'cs_test_123' }]);
  await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
});

it('a paid checkout (no trial) says "Payment verified successfully!"', async () => {
  api.on('POST /subscription/verify-checkout', ok({ subscriptionStatus: 'active', cancelAtPeriodEnd: false }));
  renderBillingPage('/payment-success?session_id=cs_test_456', PaymentSuccessPage);
  expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
  expect(await screen.findByText('Payment verified successfully!')).toBeInTheDocument();
  expect(screen.getByText('Your subscription is active. Your reminders are ready to nag you.')).toBeInTheDocument();
  expect(screen.queryByText(/free trial has started/)).not.toBeInTheDocument();
});

it.each([
  [
    'the server explains',
    failure(404, 'not_found', 'No checkout session with this id belongs to your account.'),
    'No checkout session with this id belongs to your account.',
  ],
  ['the server fails', failure(500, 'internal', 'Something went wrong'), 'Failed to verify payment'],
])('Payment Verification Failed when %s, with Try Again to /subscribe', async (_what, answer, text) => {
  api.on('POST /subscription/verify-checkout', answer);
  const user = userEvent.setup();
  renderBillingPage('/payment-success?session_id=cs_test_123', PaymentSuccessPage);
  expect(await screen.findByRole('heading', { name: 'Payment Verification Failed' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(text);
  await user.click(screen.getByRole('link', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { name: 'Subscribe page' })).toBeInTheDocument();
});

it('without a session id: "No session ID found", and nothing is asked of the server', async () => {
  renderBillingPage('/payment-success', PaymentSuccessPage);
  expect(await screen.findByRole('heading', { name: 'Payment Verification Failed' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('No session ID found');
  expect(api.calls).toEqual([]);
});
