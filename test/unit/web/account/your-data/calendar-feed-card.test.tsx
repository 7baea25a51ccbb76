import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, FakeApi, ok } from '../fake-api';
import { renderSettings, settingsApi } from './render-settings';

const FEED = '/api/calendar/u1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const NEW_FEED = '/api/calendar/u1.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

let api: FakeApi;
const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

beforeEach(() => {
  api = settingsApi(new FakeApi());
});
afterEach(() => {
  localStorage.clear();
  if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
  else delete (navigator as { clipboard?: unknown }).clipboard;
});

const card = () => screen.findByRole('region', { name: 'Add to your calendar' });
const addressField = () => screen.findByRole('textbox', { name: 'Your private calendar address' });
const withFeed = (path: string) =>
  api.on('GET /user/calendar-feed', ok({ path, createdAt: '2026-03-01T18:00:00.000Z' }));

it('none yet: explains the private address, and "Create my calendar address" makes one and shows it', async () => {
  api.on('POST /user/calendar-feed', ok({ path: FEED, createdAt: '2026-03-01T18:00:00.000Z' }));
  const user = userEvent.setup();
  renderSettings();
  const region = await card();
  const create = await within(region).findByRole('button', { name: 'Create my calendar address' });
  expect(region).toHaveTextContent(
    'a private address your calendar app (Google Calendar, Apple Calendar, Outlook) can subscribe to',
  );
  expect(region).toHaveTextContent('It shows your reminders, read-only.');
  expect(region).toHaveTextContent('Anyone with the address can see your reminder texts, so keep it private.');
  expect(within(region).queryByRole('textbox')).not.toBeInTheDocument();

  await user.click(create);
  const field = await addressField();
  expect(field).toHaveValue(`http://localhost${FEED}`);
  expect(field).toHaveAttribute('readonly');
  expect(api.callsTo('POST /user/calendar-feed')).toHaveLength(1);
  await screen.findByText('Your calendar address is ready');
});

it('one exists: the address in a labelled read-only field, a webcal:// link for the calendar app, and the refresh note', async () => {
  withFeed(FEED);
  renderSettings();
  const field = await addressField();
  expect(field).toHaveValue(`http://localhost${FEED}`);
  expect(field).toHaveAccessibleDescription(
    'Anyone with this address can see your reminder texts, so keep it private.',
  );
  const region = await card();
  expect(within(region).getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
    'href',
    `webcal://localhost${FEED}`,
  );
  expect(region).toHaveTextContent('Created on March 1, 2026.');
  expect(region).toHaveTextContent('Calendars refresh on their own schedule, often every few hours.');
  expect(within(region).getByRole('button', { name: 'Replace address' })).toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
});

it('the address cannot be read: says so, and "Try again" asks again', async () => {
  api.once('GET /user/calendar-feed', failure(500, 'internal', 'Boom'));
  const user = userEvent.setup();
  renderSettings();
  const region = await card();
  await within(region).findByText('Failed to load your calendar address');
  withFeed(FEED);
  await user.click(within(region).getByRole('button', { name: 'Try again' }));
  expect(await addressField()).toHaveValue(`http://localhost${FEED}`);
});

it('Copy puts the address on the clipboard and says "Copied"', async () => {
  withFeed(FEED);
  const user = userEvent.setup();
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderSettings();
  await addressField();
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  await screen.findByText('Copied');
  expect(writeText).toHaveBeenCalledWith(`http://localhost${FEED}`);
});

it('Copy without a clipboard selects the address, to copy by hand', async () => {
  withFeed(FEED);
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  renderSettings();
  const field = (await addressField()) as HTMLInputElement;
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  await waitFor(() => expect(field).toHaveFocus());
  expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  expect(screen.queryByText('Copied')).not.toBeInTheDocument();
});

it('Replace address asks first (the old address stops working); Cancel changes nothing, confirming shows the new one', async () => {
  withFeed(FEED);
  api.on('POST /user/calendar-feed', ok({ path: NEW_FEED, createdAt: '2026-03-05T18:00:00.000Z' }));
  const user = userEvent.setup();
  renderSettings();
  await addressField();

  await user.click(screen.getByRole('button', { name: 'Replace address' }));
  let dialog = await screen.findByRole('dialog', { name: 'Replace your calendar address?' });
  expect(dialog).toHaveAccessibleDescription(
    /the current one stops working at once\. Calendars using it must be given the new one\./,
  );
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo('POST /user/calendar-feed')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Replace address' }));
  dialog = await screen.findByRole('dialog', { name: 'Replace your calendar address?' });
  await user.click(within(dialog).getByRole('button', { name: 'Replace address' }));
  await waitFor(async () => expect(await addressField()).toHaveValue(`http://localhost${NEW_FEED}`));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo('POST /user/calendar-feed')).toHaveLength(1);
  await screen.findByText('Your calendar address was replaced');
});

it('Turn off asks first, then the address is gone and "Create my calendar address" is back, with the focus', async () => {
  withFeed(FEED);
  api.on('DELETE /user/calendar-feed', ok({ path: null }));
  const user = userEvent.setup();
  renderSettings();
  await addressField();

  await user.click(screen.getByRole('button', { name: 'Turn off' }));
  const dialog = await screen.findByRole('dialog', { name: 'Turn off your calendar address?' });
  expect(dialog).toHaveAccessibleDescription(/The address stops working at once/);
  await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

  const create = await screen.findByRole('button', { name: 'Create my calendar address' });
  await waitFor(() => expect(create).toHaveFocus());
  expect(screen.queryByRole('textbox', { name: 'Your private calendar address' })).not.toBeInTheDocument();
  expect(api.callsTo('DELETE /user/calendar-feed')).toHaveLength(1);
  await screen.findByText('Your calendar address is turned off');
});

it('a failed Turn off keeps the address and says why', async () => {
  withFeed(FEED);
  api.on('DELETE /user/calendar-feed', failure(503, 'internal', 'Unavailable'));
  const user = userEvent.setup();
  renderSettings();
  await addressField();
  await user.click(screen.getByRole('button', { name: 'Turn off' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
  await screen.findByText('Failed to turn off your calendar address');
  // The question stays, to try again or cancel.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Turn off' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await addressField()).toHaveValue(`http://localhost${FEED}`);
});
