import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, FakeApi, ok } from '../fake-api';
import { renderSettings, settingsApi, where } from './render-settings';

const NOTICE = "Your account has been deleted. We're sorry to see you go.";

let api: FakeApi;

beforeEach(() => {
  api = settingsApi(new FakeApi());
});
afterEach(() => localStorage.clear());

const codeSent = (resendAfterSeconds = 30) =>
  ok({ message: 'We texted a code', phoneNumber: '+15551230001', resendAfterSeconds, expiresInSeconds: 600 });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const region = await screen.findByRole('region', { name: 'Your Data' });
  await user.click(within(region).getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

async function toCodeStep(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await openDialog(user);
  await user.click(within(dialog).getByRole('button', { name: 'Text me a code' }));
  return { dialog, field: await within(dialog).findByRole('textbox', { name: /Verification Code/ }) };
}

it('names what goes and where the code goes; "Text me a code" leads to a labelled code field with the focus', async () => {
  api.on('POST /user/account/deletion-code', codeSent());
  const user = userEvent.setup();
  renderSettings();
  const dialog = await openDialog(user);
  expect(dialog).toHaveAccessibleDescription(
    'This deletes, at once and for good, your reminders and their history, the texts we sent you and you sent us, and your subscription (cancelled at once, no further charge).',
  );
  expect(dialog).toHaveTextContent('we’ll text a 6-digit code to +1 555-123-0001');
  expect(within(dialog).getByRole('button', { name: 'Text me a code' })).toHaveFocus();

  await user.keyboard('{Enter}');
  const field = await within(dialog).findByRole('textbox', { name: /Verification Code/ });
  expect(api.callsTo('POST /user/account/deletion-code')).toEqual([
    { method: 'POST', path: '/user/account/deletion-code', body: undefined },
  ]);
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveAttribute('inputmode', 'numeric');
  expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  expect(dialog).toHaveAccessibleDescription(/Enter the 6-digit code we sent to \+1 555-123-0001\./);
  expect(within(dialog).getByRole('button', { name: /^Send a new code in \d+s$/ })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Delete my account for good' })).toBeEnabled();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  // Said in the dialog only: a toast would outlive it and cover the home page's notice.
  expect(screen.queryByText(/Verification code sent/)).not.toBeInTheDocument();
  expect(within(dialog).getByRole('status')).toHaveTextContent('');
});

it('a code that is not six digits is refused in place, without asking the server', async () => {
  api.on('POST /user/account/deletion-code', codeSent());
  const user = userEvent.setup();
  renderSettings();
  const { dialog, field } = await toCodeStep(user);
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
  await waitFor(() => expect(field).toHaveAccessibleDescription('Verification code is required'));
  await user.type(field, '123{Enter}');
  await waitFor(() => expect(field).toHaveAccessibleDescription('Verification code must be 6 digits'));
  expect(api.callsTo('POST /user/account/delete')).toHaveLength(0);
});

it('a wrong code is said beside the field, and goes when a new code is sent', async () => {
  api.on('POST /user/account/deletion-code', codeSent(0));
  api.on('POST /user/account/delete', failure(400, 'validation_failed', 'Invalid verification code'));
  const user = userEvent.setup();
  renderSettings();
  const { dialog, field } = await toCodeStep(user);
  await user.type(field, '111111{Enter}');

  await waitFor(() => expect(field).toHaveAccessibleDescription('Invalid verification code'));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(api.callsTo('POST /user/account/delete').map((c) => c.body)).toEqual([{ code: '111111' }]);
  expect(localStorage.getItem('token')).toBe('user-token');
  expect(where.pathname).toBe('/settings');

  await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
  await waitFor(() => expect(api.callsTo('POST /user/account/deletion-code')).toHaveLength(2));
  await waitFor(() => expect(field).not.toHaveAccessibleDescription('Invalid verification code'));
  expect(field).toHaveValue('');
  expect(field).toHaveAttribute('aria-invalid', 'false');
  expect(within(dialog).getByRole('status')).toHaveTextContent(
    'We sent you a new code. The one before it no longer works.',
  );

  // A new failure takes the news of the new code away: never a success beside an error.
  await user.type(field, '333333{Enter}');
  await waitFor(() => expect(field).toHaveAccessibleDescription('Invalid verification code'));
  expect(within(dialog).getByRole('status')).toHaveTextContent('');
});

it('an expired code empties the field and says to ask for a new one', async () => {
  api.on('POST /user/account/deletion-code', codeSent(0));
  api.on('POST /user/account/delete', failure(400, 'validation_failed', 'This code has expired. Request a new one.'));
  const user = userEvent.setup();
  renderSettings();
  const { field } = await toCodeStep(user);
  await user.type(field, '222222{Enter}');
  await waitFor(() => expect(field).toHaveAccessibleDescription('This code has expired. Request a new one.'));
  expect(field).toHaveValue('');
});

it('asking for codes too often: the reason in the dialog, and the button waits', async () => {
  api.on(
    'POST /user/account/deletion-code',
    failure(429, 'rate_limited', 'Too many codes requested. Please wait a few minutes.', { retryAfterSeconds: 120 }),
  );
  const user = userEvent.setup();
  renderSettings();
  const dialog = await openDialog(user);
  await user.click(within(dialog).getByRole('button', { name: 'Text me a code' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Too many codes requested. Please wait a few minutes.',
  );
  expect(within(dialog).getByRole('button', { name: /^Text me a code in \d+s$/ })).toBeDisabled();
  expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();

  // Cancelled and opened again: the old error is not shown.
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const again = await openDialog(user);
  expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
});

it('Cancel (or Escape) is always there; opened again, the code sent still waits, without the old error', async () => {
  api.on('POST /user/account/deletion-code', codeSent());
  api.on('POST /user/account/delete', failure(400, 'validation_failed', 'Invalid verification code'));
  const user = userEvent.setup();
  renderSettings();
  const { dialog, field } = await toCodeStep(user);
  await user.type(field, '111111{Enter}');
  await waitFor(() => expect(field).toHaveAccessibleDescription('Invalid verification code'));

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const again = await openDialog(user);
  const fresh = await within(again).findByRole('textbox', { name: /Verification Code/ });
  expect(fresh).toHaveValue('');
  expect(fresh).not.toHaveAccessibleDescription('Invalid verification code');
  expect(api.callsTo('POST /user/account/deletion-code')).toHaveLength(1);

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(localStorage.getItem('token')).toBe('user-token');
});

it('the right code deletes the account: the session goes, and the home page says so once', async () => {
  api.on('POST /user/account/deletion-code', codeSent());
  let release: () => void = () => undefined;
  api.on(
    'POST /user/account/delete',
    () =>
      new Promise((resolve) => {
        release = () => resolve(ok({ deleted: true, message: NOTICE }));
      }),
  );
  const user = userEvent.setup();
  const { queryClient } = renderSettings();
  const { dialog, field } = await toCodeStep(user);
  await user.type(field, '123456{Enter}');
  expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
  release();

  const notice = (await screen.findByText(NOTICE)).closest<HTMLElement>('[role="alert"]')!;
  expect(notice).toHaveClass('MuiAlert-root');
  expect(where.pathname).toBe('/');
  expect(api.callsTo('POST /user/account/delete').map((c) => c.body)).toEqual([{ code: '123456' }]);
  expect(localStorage.getItem('token')).toBeNull();
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  // The marker leaves the history entry once read: a reload would not repeat the notice.
  await waitFor(() => expect(where.state).toBeNull());
  expect(screen.getByText(NOTICE)).toBeInTheDocument();

  await user.click(within(notice).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeInTheDocument());
});
