import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SignupPage from '../../../../web/src/features/auth/pages/signup-page';
import { aProfile, failure, FakeApi, ok } from '../account/fake-api';
import { current, renderRoute } from '../account/render-route';
import { WRONG_CODE_TEXT } from '../../../../web/src/features/auth/verify-code-error-text';

const PHONE = '+14155550199';
const SHOWN = '+1 415-555-0199';
const sent = ok({
  message: `Verification code sent to ${PHONE}`,
  phoneNumber: PHONE,
  resendAfterSeconds: 30,
  expiresInSeconds: 600,
});
const created = { status: 201, body: { token: 'new-user-token', user: aProfile({ phoneNumber: PHONE }) } };

let api: FakeApi;
beforeEach(() => {
  window.scrollTo = () => undefined; // jsdom has no layout to scroll
  api = new FakeApi();
  globalThis.fetch = api.fetch as typeof fetch;
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

async function fillDetails() {
  const user = userEvent.setup();
  renderRoute('/signup', SignupPage);
  await user.type(await screen.findByLabelText(/First Name/), 'Ada');
  await user.type(screen.getByLabelText(/Last Name/), 'Lovelace');
  await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/Phone Number/), '415 555 0199');
  await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
  return user;
}

it('"Back to Details" and on again with the same number returns to the code already sent, with its countdown', async () => {
  api.on('POST /auth/register/request-otp', sent).on('POST /auth/register/verify-otp', created);
  const user = await fillDetails();
  expect(await screen.findByText(`Enter the 6-digit code we sent to ${SHOWN}.`)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back to Details' }));
  await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
  expect(await screen.findByText(`The code we sent to ${SHOWN} still works: enter it below.`)).toBeInTheDocument();
  expect(api.callsTo('POST /auth/register/request-otp')).toHaveLength(1);
  expect(screen.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();
  await user.type(screen.getByLabelText(/Verification Code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await waitFor(() => expect(current.pathname).toBe('/dashboard'));
  expect(localStorage.getItem('token')).toBe('new-user-token');
});

it('a wrong code reads as on log-in, beside the field; the right one clears it', async () => {
  api
    .on('POST /auth/register/request-otp', sent)
    .once('POST /auth/register/verify-otp', failure(400, 'validation_failed', 'Invalid verification code'))
    .on('POST /auth/register/verify-otp', created);
  const user = await fillDetails();
  await user.type(await screen.findByLabelText(/Verification Code/), '000000');
  expect(screen.getByText(/^Verification code sent to/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await waitFor(() => expect(screen.getByLabelText(/Verification Code/)).toHaveAccessibleDescription(WRONG_CODE_TEXT));
  // The "code sent" notice of the step before goes: beside the error it would read as a success.
  await waitFor(() => expect(screen.queryByText(/^Verification code sent to/)).not.toBeInTheDocument());
  expect(screen.queryByText('Failed to create account')).not.toBeInTheDocument();
  await user.clear(screen.getByLabelText(/Verification Code/));
  await user.type(screen.getByLabelText(/Verification Code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await screen.findByText('Account created successfully!');
  expect(screen.queryByText(WRONG_CODE_TEXT)).not.toBeInTheDocument();
});

it('a number that already has an account offers to log in with it', async () => {
  api.on(
    'POST /auth/register/request-otp',
    failure(409, 'conflict', 'An account with this phone number already exists. Log in instead.'),
  );
  const user = await fillDetails();
  expect(
    await screen.findByText('An account with this phone number already exists. Log in instead.'),
  ).toBeInTheDocument();
  expect(screen.getByText(`${SHOWN} already has an account. Log in with it instead.`)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  expect(current.pathname).toBe('/login');
  expect(current.state).toEqual({ phone: PHONE });
});

it('the zone list is grouped by country, and a number from a country not on it adds that country', async () => {
  const user = userEvent.setup();
  renderRoute('/signup', SignupPage);
  const zone = (await screen.findByLabelText(/Time Zone/)) as HTMLSelectElement;
  const groups = () => [...zone.querySelectorAll('optgroup')].map((group) => group.label);
  expect(groups()).toEqual(['United States', 'Canada', 'United Kingdom']);
  await user.type(screen.getByLabelText(/Phone Number/), '+81 90 1234 5678');
  expect(groups()).toEqual(['United States', 'Canada', 'United Kingdom', 'Japan']);
  await user.selectOptions(zone, 'Asia/Tokyo');
  expect(zone).toHaveValue('Asia/Tokyo');
  // A number corrected to one from a listed country keeps the choice made, first, rather than changing it unasked.
  await user.clear(screen.getByLabelText(/Phone Number/));
  await user.type(screen.getByLabelText(/Phone Number/), '+44 7400 123456');
  expect(zone).toHaveValue('Asia/Tokyo');
  expect(zone.options[0]!.value).toBe('Asia/Tokyo');
  expect(groups()).toEqual(['United States', 'Canada', 'United Kingdom']);
});
