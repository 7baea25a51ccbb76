import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProfilePage from '../../../../web/src/features/account/pages/profile-page';
import { aProfile, failure, FakeApi, ok } from './fake-api';
import { renderRoute } from './render-route';

let api: FakeApi;
const saved = aProfile();
const NEW_PHONE = '+15559870002';
/** How the page shows the numbers: for people, not as E.164. */
const SAVED_SHOWN = '+1 555-123-0001';
const NEW_SHOWN = '+1 555-987-0002';
/** The same, kept on one line in the code step's running text (no-break spaces and hyphens). */
const unbroken = (shown: string) => shown.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
/** The answer to a right code: the moved profile and this browser's new session (the move ended the old ones). */
const phoneChanged = (profile = aProfile({ phoneNumber: NEW_PHONE })) =>
  ok({ token: 'token-after-phone-change', user: profile });
/** The answer to a move asked for: a code to the new number, and one to the number on file. */
const codesSent = (phoneNumber: string) =>
  ok({
    message: 'Verification codes sent to your current and new phone numbers',
    phoneNumber,
    currentPhoneNumber: saved.phoneNumber,
    resendAfterSeconds: 30,
    expiresInSeconds: 600,
  });
const NEW_CODE = 'Verification Code';
const INVALID = 'Invalid verification code';
const CURRENT_CODE = 'Code from Current Number';

/** Types both codes into the code step. */
async function enterCodes(user: ReturnType<typeof userEvent.setup>, code = '123456', currentNumberCode = '654321') {
  await user.type(await screen.findByLabelText(new RegExp(NEW_CODE)), code);
  await user.type(screen.getByLabelText(new RegExp(CURRENT_CODE)), currentNumberCode);
}

beforeEach(() => {
  api = new FakeApi().on('GET /user/profile', ok(saved));
  globalThis.fetch = api.fetch as typeof fetch;
  localStorage.setItem('token', 'user-token');
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

async function openEditor() {
  const user = userEvent.setup();
  renderRoute('/profile', ProfilePage);
  await screen.findByRole('heading', { name: 'Profile Information' });
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return user;
}

it('shows the saved profile read-only until "Edit Profile"', async () => {
  renderRoute('/profile', ProfilePage);
  expect(await screen.findByRole('heading', { name: 'My Info', level: 1 })).toBeInTheDocument();
  await screen.findByText('View and edit your profile information');
  expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number'])
    expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
  expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
});

it('saves names and email without a code when the number is unchanged', async () => {
  api.on('PUT /user/profile', ok(aProfile({ firstName: 'Augusta' })));
  const user = await openEditor();
  expect(screen.getByLabelText(/First Name/)).toHaveFocus();
  await user.clear(screen.getByLabelText(/First Name/));
  await user.type(screen.getByLabelText(/First Name/), 'Augusta');
  // The number typed another way is still the number on file.
  await user.clear(screen.getByLabelText(/Phone Number/));
  await user.type(screen.getByLabelText(/Phone Number/), '(555) 123-0001');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  await screen.findByText('Profile updated successfully!');
  expect(api.callsTo('PUT /user/profile').map((c) => c.body)).toEqual([
    { firstName: 'Augusta', lastName: 'Lovelace', email: 'ada@example.com' },
  ]);
  expect(api.callsTo('POST /auth/verify-phone/request')).toHaveLength(0);
  expect(screen.getByLabelText('First Name')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('First Name')).toHaveValue('Augusta');
  expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
});

it('refuses empty names and a bad email in place, sending nothing', async () => {
  const user = await openEditor();
  await user.clear(screen.getByLabelText(/First Name/));
  await user.clear(screen.getByLabelText(/Email/));
  await user.type(screen.getByLabelText(/Email/), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await screen.findByText('First name is required');
  expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
});

it('shows the server text when a save fails', async () => {
  api.on('PUT /user/profile', failure(409, 'conflict', 'That email is already in use'));
  const user = await openEditor();
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await screen.findByText('Failed to update profile');
  expect(screen.getByText('That email is already in use')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
});

it('changes the number only after both codes: a wrong one marked where it was typed, an expired one, then the right ones save the rest too', async () => {
  const currentWrong = 'The code sent to your current number is wrong.';
  api
    .on('POST /auth/verify-phone/request', codesSent(NEW_PHONE))
    .once(
      'POST /auth/verify-phone/verify',
      failure(400, 'validation_failed', currentWrong, {
        error: {
          code: 'validation_failed',
          message: currentWrong,
          issues: [{ path: 'currentNumberCode', message: currentWrong }],
        },
      }),
    )
    .once(
      'POST /auth/verify-phone/verify',
      failure(400, 'validation_failed', 'The code sent to your new number has expired. Request new codes.'),
    )
    .once('POST /auth/verify-phone/verify', phoneChanged())
    .on('PUT /user/profile', ok(aProfile({ phoneNumber: NEW_PHONE, lastName: 'King' })));
  const user = await openEditor();
  await user.clear(screen.getByLabelText(/Last Name/));
  await user.type(screen.getByLabelText(/Last Name/), 'King');
  await user.clear(screen.getByLabelText(/Phone Number/));
  await user.type(screen.getByLabelText(/Phone Number/), '555-987-0002');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  const sentToast = await screen.findByText('Verification code sent to your new phone number');
  expect(sentToast.parentElement?.textContent).toContain(
    `And one to ${unbroken(SAVED_SHOWN)}, the number on file: enter both.`,
  );
  expect(api.callsTo('POST /auth/verify-phone/request').map((c) => c.body)).toEqual([{ phoneNumber: NEW_PHONE }]);
  expect(api.callsTo('PUT /user/profile')).toHaveLength(0); // nothing saved before the codes
  const code = screen.getByLabelText(new RegExp(NEW_CODE));
  const currentCode = screen.getByLabelText(new RegExp(CURRENT_CODE));
  expect(code).toHaveAttribute('placeholder', 'Enter 6-digit code');
  expect(code).toHaveFocus();
  expect(code).toHaveAccessibleDescription(`Texted to ${unbroken(NEW_SHOWN)}, your new number`);
  expect(currentCode).toHaveAccessibleDescription(`Texted to ${unbroken(SAVED_SHOWN)}, the number on file`);
  expect(currentCode).toHaveAttribute('autocomplete', 'one-time-code');
  expect(screen.getByRole('button', { name: /^Resend codes in \d+s$/ })).toBeDisabled();
  expect(screen.getByLabelText('Phone Number')).toHaveAttribute('readonly');

  // The current number's code left empty: refused in place, nothing sent.
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  expect(await screen.findByText('Code from your current number is required')).toBeInTheDocument();
  expect(currentCode).toHaveAttribute('aria-invalid', 'true');
  expect(api.callsTo('POST /auth/verify-phone/verify')).toHaveLength(0);

  await user.type(currentCode, '000000');
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  await screen.findByText(INVALID);
  // The server named the current number's code: it is marked, the new number's is not.
  await waitFor(() => expect(currentCode).toHaveAccessibleDescription(currentWrong));
  expect(currentCode).toHaveAttribute('aria-invalid', 'true');
  expect(code).toHaveAttribute('aria-invalid', 'false');

  await user.clear(currentCode);
  await user.type(currentCode, '654321');
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  await screen.findByText('The code sent to your new number has expired. Request new codes.');
  // The mark of the try before is gone: that code is no longer the problem.
  expect(currentCode).toHaveAttribute('aria-invalid', 'false');

  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  await screen.findByText('Phone number updated successfully');
  await screen.findByText('Profile updated successfully!');
  expect(api.callsTo('POST /auth/verify-phone/verify').map((c) => c.body)).toEqual([
    { phoneNumber: NEW_PHONE, code: '123456', currentNumberCode: '000000' },
    { phoneNumber: NEW_PHONE, code: '123456', currentNumberCode: '654321' },
    { phoneNumber: NEW_PHONE, code: '123456', currentNumberCode: '654321' },
  ]);
  expect(api.callsTo('PUT /user/profile').map((c) => c.body)).toEqual([
    { firstName: 'Ada', lastName: 'King', email: 'ada@example.com' },
  ]);
  await waitFor(() => expect(screen.getByLabelText('Phone Number')).toHaveValue(NEW_SHOWN));
  expect(screen.queryByLabelText(new RegExp(NEW_CODE))).not.toBeInTheDocument();
  expect(screen.queryByLabelText(new RegExp(CURRENT_CODE))).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  // The step worked: its failure toasts go, and this browser carries on with the new session.
  await waitFor(() =>
    expect(
      screen.queryByText('The code sent to your new number has expired. Request new codes.'),
    ).not.toBeInTheDocument(),
  );
  expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
  expect(localStorage.getItem('token')).toBe('token-after-phone-change');
});

it('with only the number changed, a right code needs no profile save', async () => {
  api.on('POST /auth/verify-phone/request', codesSent(NEW_PHONE)).on('POST /auth/verify-phone/verify', phoneChanged());
  const user = await openEditor();
  await user.clear(screen.getByLabelText(/Phone Number/));
  await user.type(screen.getByLabelText(/Phone Number/), NEW_PHONE);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await enterCodes(user);
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  await screen.findByText('Phone number updated successfully');
  await screen.findByRole('button', { name: 'Edit Profile' });
  expect(api.callsTo('PUT /user/profile')).toHaveLength(0);
  expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
});

it('Cancel in the code step hides it and restores the saved number and fields', async () => {
  api.on('POST /auth/verify-phone/request', codesSent(NEW_PHONE));
  const user = await openEditor();
  await user.clear(screen.getByLabelText(/First Name/));
  await user.type(screen.getByLabelText(/First Name/), 'Someone');
  await user.clear(screen.getByLabelText(/Phone Number/));
  await user.type(screen.getByLabelText(/Phone Number/), NEW_PHONE);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await screen.findByLabelText(/Verification Code/);

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByLabelText(/Verification Code/)).not.toBeInTheDocument();
  expect(screen.getByLabelText('Phone Number')).toHaveValue(SAVED_SHOWN);
  expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
  expect(screen.getByLabelText('First Name')).toHaveAttribute('readonly');
});

it('a refused code request (number taken) keeps the editor open with the reason', async () => {
  api.on('POST /auth/verify-phone/request', failure(409, 'conflict', 'This phone number is already registered'));
  const user = await openEditor();
  await user.clear(screen.getByLabelText(/Phone Number/));
  await user.type(screen.getByLabelText(/Phone Number/), NEW_PHONE);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  const toast = await screen.findByText('Failed to send verification code');
  expect(within(toast.parentElement!).getByText('This phone number is already registered')).toBeInTheDocument();
  expect(screen.queryByLabelText(/Verification Code/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
});

it('says so when the profile cannot be loaded', async () => {
  api.on('GET /user/profile', failure(404, 'not_found', 'User not found'));
  renderRoute('/profile', ProfilePage);
  expect(await screen.findAllByText('Failed to load user data')).not.toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it('shows the number for people in view mode and in the code step', async () => {
  api.on('POST /auth/verify-phone/request', codesSent(NEW_PHONE));
  const user = await openEditor();
  expect(screen.getByLabelText(/Phone Number/)).toHaveValue(SAVED_SHOWN);
  await user.clear(screen.getByLabelText(/Phone Number/));
  await user.type(screen.getByLabelText(/Phone Number/), NEW_PHONE);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(
    await screen.findByText(
      'We texted a 6-digit code to each number. Enter both: your number changes once they are confirmed.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(new RegExp(NEW_CODE))).toHaveAccessibleDescription(
    `Texted to ${unbroken(NEW_SHOWN)}, your new number`,
  );
  expect(screen.getByLabelText(new RegExp(CURRENT_CODE))).toHaveAccessibleDescription(
    `Texted to ${unbroken(SAVED_SHOWN)}, the number on file`,
  );
  // A lost number on file cannot approve the move: the way out is named.
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
});

it('back from the code step and saving the same number again returns to the code already sent, with its countdown', async () => {
  api.on('POST /auth/verify-phone/request', codesSent(NEW_PHONE)).on('POST /auth/verify-phone/verify', phoneChanged());
  const user = await openEditor();
  await user.clear(screen.getByLabelText(/Phone Number/));
  await user.type(screen.getByLabelText(/Phone Number/), NEW_PHONE);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await screen.findByLabelText(/Verification Code/);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));

  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await user.clear(screen.getByLabelText(/Phone Number/));
  await user.type(screen.getByLabelText(/Phone Number/), '555 987 0002');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await enterCodes(user);
  // No second pair asked for (it would only be refused with "Please wait"): the first two still work.
  expect(api.callsTo('POST /auth/verify-phone/request')).toHaveLength(1);
  expect(screen.getByRole('button', { name: /^Resend codes in \d+s$/ })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  await screen.findByText('Phone number updated successfully');
});

it('an expired code is forgotten: saving again asks for a new one', async () => {
  api
    .on('POST /auth/verify-phone/request', codesSent(NEW_PHONE))
    .on(
      'POST /auth/verify-phone/verify',
      failure(400, 'validation_failed', 'This code has expired. Request a new one.'),
    );
  const user = await openEditor();
  await user.clear(screen.getByLabelText(/Phone Number/));
  await user.type(screen.getByLabelText(/Phone Number/), NEW_PHONE);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await enterCodes(user);
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  await screen.findByText('This code has expired. Request a new one.');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await user.clear(screen.getByLabelText(/Phone Number/));
  await user.type(screen.getByLabelText(/Phone Number/), NEW_PHONE);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(api.callsTo('POST /auth/verify-phone/request')).toHaveLength(2));
});
