import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from '../../../../web/src/features/auth/pages/login-page';
import { WRONG_CODE_TEXT } from '../../../../web/src/features/auth/verify-code-error-text';
import { aProfile, failure, FakeApi, ok } from '../account/fake-api';
import { current, renderRoute } from '../account/render-route';

const PHONE = '+14155550199';
const SHOWN = '+1 415-555-0199';
const sent = (resendAfterSeconds = 30) =>
  ok({ message: `Verification code sent to ${PHONE}`, phoneNumber: PHONE, resendAfterSeconds, expiresInSeconds: 600 });
const session = ok({ token: 'user-token', user: aProfile({ phoneNumber: PHONE }) });

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  globalThis.fetch = api.fetch as typeof fetch;
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

async function toCodeStep(resendAfterSeconds = 30) {
  api.on('POST /auth/login', sent(resendAfterSeconds));
  const user = userEvent.setup();
  renderRoute('/login', LoginPage);
  await user.type(await screen.findByLabelText(/Phone Number/), '(415) 555-0199');
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  await screen.findByLabelText(/Verification Code/);
  return user;
}

it('texts a code and shows the number as people write it, with a resend button waiting 30 seconds', async () => {
  await toCodeStep();
  expect(screen.getByText(`Enter the 6-digit code we sent to ${SHOWN}.`)).toBeInTheDocument();
  expect(await screen.findByText(`Verification code sent to ${SHOWN}`)).toBeInTheDocument();
  expect(api.callsTo('POST /auth/login').map((c) => c.body)).toEqual([{ phoneNumber: PHONE }]);
  expect(screen.getByRole('button', { name: /^Resend code in (29|30)s$/ })).toBeDisabled();
});

it('back to the phone step and on again within 30 seconds returns to the code already sent, keeping the number and the countdown', async () => {
  const user = await toCodeStep();
  await user.click(screen.getByRole('button', { name: 'Back to Phone Number' }));
  expect(screen.getByLabelText(/Phone Number/)).toHaveValue('(415) 555-0199');
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  expect(await screen.findByText(`The code we sent to ${SHOWN} still works: enter it below.`)).toBeInTheDocument();
  expect(api.callsTo('POST /auth/login')).toHaveLength(1); // no second request to be refused with "Please wait"
  expect(screen.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();

  api.on('POST /auth/verify-login-otp', session);
  await user.type(screen.getByLabelText(/Verification Code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await waitFor(() => expect(current.pathname).toBe('/dashboard'));
  expect(localStorage.getItem('token')).toBe('user-token');
});

it('a code still pending after leaving the page is offered again, with the number filled in', async () => {
  await toCodeStep();
  cleanup(); // the page is left; the tab (and its sessionStorage) stays
  const user = userEvent.setup();
  renderRoute('/login', LoginPage);
  expect(await screen.findByLabelText(/Phone Number/)).toHaveValue(PHONE);
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  await screen.findByText(`The code we sent to ${SHOWN} still works: enter it below.`);
  expect(api.callsTo('POST /auth/login')).toHaveLength(1);
});

it('resends a code once the countdown is over', async () => {
  const user = await toCodeStep(0);
  await user.click(screen.getByRole('button', { name: 'Resend code' }));
  await waitFor(() => expect(api.callsTo('POST /auth/login')).toHaveLength(2));
});

it('an expired code says so and offers a new one', async () => {
  api.on('POST /auth/verify-login-otp', failure(400, 'validation_failed', 'This code has expired. Request a new one.'));
  const user = await toCodeStep(0);
  await user.type(screen.getByLabelText(/Verification Code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  expect(await screen.findByText('This code has expired. Request a new one.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send a new code' }));
  await waitFor(() => expect(api.callsTo('POST /auth/login')).toHaveLength(2));
  await waitFor(() => expect(screen.queryByText('This code has expired. Request a new one.')).not.toBeInTheDocument());
  // The new code is the one remembered now.
  expect(JSON.parse(sessionStorage.getItem('nagtext.pendingCode.login')!)).toMatchObject({ phone: PHONE });
});

it('a wrong code says so beside the field, in plain words; the right one clears it and logs in', async () => {
  api
    .once('POST /auth/verify-login-otp', failure(400, 'validation_failed', 'Invalid verification code'))
    .on('POST /auth/verify-login-otp', session);
  const user = await toCodeStep();
  expect(screen.getByText(`Verification code sent to ${SHOWN}`)).toBeInTheDocument();
  await user.type(screen.getByLabelText(/Verification Code/), '000000');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await waitFor(() => expect(screen.getByLabelText(/Verification Code/)).toHaveAccessibleDescription(WRONG_CODE_TEXT));
  // The "code sent" notice of the step before goes: beside the error it would read as a success.
  await waitFor(() => expect(screen.queryByText(/^Verification code sent to/)).not.toBeInTheDocument());
  expect(screen.getByLabelText(/Verification Code/)).toHaveFocus();
  await user.clear(screen.getByLabelText(/Verification Code/));
  await user.type(screen.getByLabelText(/Verification Code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await screen.findByText('Logged in successfully!');
  expect(screen.queryByText(WRONG_CODE_TEXT)).not.toBeInTheDocument();
  expect(sessionStorage.getItem('nagtext.pendingCode.login')).toBeNull();
});

it('an unknown number opens "No Account Found" with the number written for people, and Sign Up carries it', async () => {
  api.on(
    'POST /auth/login',
    failure(404, 'not_found', 'No account found for this phone number', { shouldSignup: true }),
  );
  const user = userEvent.setup();
  renderRoute('/login', LoginPage);
  await user.type(await screen.findByLabelText(/Phone Number/), '4155550199');
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  expect(
    await screen.findByText(
      `There is no NagText account for ${SHOWN}. Check the number, or sign up to create an account with it.`,
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(current.pathname).toBe('/signup');
  expect(current.state).toEqual({ phone: PHONE });
});

it("a refused number (premium or unsupported country) shows the server's reason", async () => {
  api.on('POST /auth/login', failure(400, 'validation_failed', 'Texts to Jamaica are not supported yet'));
  const user = userEvent.setup();
  renderRoute('/login', LoginPage);
  await user.type(await screen.findByLabelText(/Phone Number/), '+18765550123');
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  expect(await screen.findByText('Texts to Jamaica are not supported yet')).toBeInTheDocument();
});

describe('sent here because the session expired', () => {
  const NOTICE = 'Your session has expired. Please log in again.';

  it('says so, and takes the marker out of the address so a reload does not repeat it', async () => {
    renderRoute('/login?session=expired', LoginPage);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTICE);
    await waitFor(() => expect(current.search).toBe(''));
    expect(current.pathname).toBe('/login');
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('says nothing of it on an ordinary visit', async () => {
    renderRoute('/login', LoginPage);
    await screen.findByLabelText(/Phone Number/);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('is gone once a code is sent: the success is not shown beside it', async () => {
    api.on('POST /auth/login', sent());
    const user = userEvent.setup();
    renderRoute('/login?session=expired', LoginPage);
    await screen.findByText(NOTICE);
    await user.type(screen.getByLabelText(/Phone Number/), '(415) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByText(`Verification code sent to ${SHOWN}`);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Phone Number' }));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('is gone once sending fails: the error stands alone', async () => {
    api.on('POST /auth/login', failure(500, 'internal', 'Boom'));
    const user = userEvent.setup();
    renderRoute('/login?session=expired', LoginPage);
    await screen.findByText(NOTICE);
    await user.type(screen.getByLabelText(/Phone Number/), '(415) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('is gone once the form is tried, even when an empty number is refused in place', async () => {
    const user = userEvent.setup();
    renderRoute('/login?session=expired', LoginPage);
    await screen.findByText(NOTICE);
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
