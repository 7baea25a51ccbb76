import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Travel } from '#shared/contracts';
import SettingsPage from '../../../../web/src/features/account/pages/settings-page';
import { noteServerDate } from '../../../../web/src/lib/app-clock';
import { aProfile, FakeApi, ok } from './fake-api';
import { renderRoute } from './render-route';

let api: FakeApi;

// The app's clock reads Friday Nov 27 2026 (the dates below are on either side of it), whatever the machine's says.
beforeEach(() => {
  noteServerDate('Fri, 27 Nov 2026 14:00:00 GMT');
  api = new FakeApi()
    .on('GET /user/profile', ok(aProfile({ timezone: 'America/New_York' })))
    .on('GET /user/calendar-feed', ok({ path: null }))
    .on('GET /subscription/status', ok({ subscriptionStatus: 'active' }));
  globalThis.fetch = api.fetch as typeof fetch;
  localStorage.setItem('token', 'user-token');
});
afterEach(() => {
  localStorage.clear();
  noteServerDate(new Date().toUTCString());
});

const TOKYO_TO_DEC_4: Travel = { zone: 'Asia/Tokyo', until: '2026-12-04', endsAt: '2026-12-04T15:00:00.000Z' };
const card = () => within(screen.getByRole('region', { name: 'Where you are' }));
const zoneSelect = () => card().getByRole('combobox', { name: 'Where you are' });
const untilField = () => card().getByLabelText('Until (last day away)');

async function openSettings() {
  renderRoute('/settings', SettingsPage);
  await screen.findByRole('region', { name: 'Where you are' });
}

it('at home: says home time, and "I\'m travelling" sets a trip to a zone off the home list until a day', async () => {
  api.on('PUT /user/travel', ok(aProfile({ timezone: 'America/New_York', travel: TOKYO_TO_DEC_4 })));
  const user = userEvent.setup();
  await openSettings();
  expect(card().getByText("You're on home time: Eastern Time (New York).")).toBeInTheDocument();
  expect(card().getByText(/Or text NagText: “I'm in Tokyo until Friday”, and BACK/)).toBeInTheDocument();

  await user.click(card().getByRole('button', { name: "I'm travelling" }));
  expect(zoneSelect()).toHaveFocus();
  // The home list's groups, then every other zone the browser knows.
  const groups = within(zoneSelect())
    .getAllByRole('group')
    .map((g) => g.getAttribute('label'));
  expect(groups).toEqual(expect.arrayContaining(['United States', 'Canada', 'United Kingdom', 'Other zones']));
  await user.selectOptions(zoneSelect(), 'Asia/Tokyo');
  await user.type(untilField(), '2026-12-04');
  await user.click(card().getByRole('button', { name: 'Save' }));

  await screen.findByText('Trip saved');
  expect(api.callsTo('PUT /user/travel').map((c) => c.body)).toEqual([{ zone: 'Asia/Tokyo', until: '2026-12-04' }]);
  expect(card().getByText("You're in Tokyo until Fri, Dec 4.")).toBeInTheDocument();
  expect(card().queryByRole('combobox')).not.toBeInTheDocument();
  // The focus stays in the card, on what comes next.
  expect(card().getByRole('button', { name: 'Change' })).toHaveFocus();
});

it('an empty Until is sent as null: away until they say they are back', async () => {
  api.on(
    'PUT /user/travel',
    ok(aProfile({ timezone: 'America/New_York', travel: { zone: 'Europe/London', until: null, endsAt: null } })),
  );
  const user = userEvent.setup();
  await openSettings();
  await user.click(card().getByRole('button', { name: "I'm travelling" }));
  await user.selectOptions(zoneSelect(), 'Europe/London');
  await user.click(card().getByRole('button', { name: 'Save' }));
  await card().findByText("You're in London until you say you're back.");
  expect(api.callsTo('PUT /user/travel').map((c) => c.body)).toEqual([{ zone: 'Europe/London', until: null }]);
});

it('asks for a zone before sending anything (none is chosen while this device is on home time)', async () => {
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  api.on('GET /user/profile', ok(aProfile({ timezone: deviceZone })));
  const user = userEvent.setup();
  await openSettings();
  await user.click(card().getByRole('button', { name: "I'm travelling" }));
  expect(zoneSelect()).toHaveValue('');
  await user.click(card().getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(zoneSelect()).toHaveAccessibleDescription('Choose where you are'));
  expect(api.callsTo('PUT /user/travel')).toHaveLength(0);
});

it("away: says where and until when; I'm back home ends the trip", async () => {
  api.on('GET /user/profile', ok(aProfile({ timezone: 'America/New_York', travel: TOKYO_TO_DEC_4 })));
  api.on('DELETE /user/travel', ok(aProfile({ timezone: 'America/New_York' })));
  const user = userEvent.setup();
  await openSettings();
  expect(card().getByText("You're in Tokyo until Fri, Dec 4.")).toBeInTheDocument();
  expect(
    card().getByText(
      'Reminders set to follow where you are go by Tokyo time; home-time ones stay on Eastern Time (New York).',
    ),
  ).toBeInTheDocument();
  await user.click(card().getByRole('button', { name: "I'm back home" }));
  await screen.findByText('Welcome back');
  expect(api.callsTo('DELETE /user/travel')).toHaveLength(1);
  expect(card().getByText("You're on home time: Eastern Time (New York).")).toBeInTheDocument();
  expect(card().getByRole('button', { name: "I'm travelling" })).toHaveFocus();
});

it('a trip whose end has passed on the app clock shows home time', async () => {
  api.on(
    'GET /user/profile',
    ok(
      aProfile({
        timezone: 'America/New_York',
        travel: { zone: 'Asia/Tokyo', until: '2026-11-20', endsAt: '2026-11-20T15:00:00.000Z' },
      }),
    ),
  );
  await openSettings();
  expect(card().getByText("You're on home time: Eastern Time (New York).")).toBeInTheDocument();
});

it("Change: the server's objection shows beside Until, and goes when the next save works", async () => {
  const message = 'A trip lasts at most 365 days';
  api.on('GET /user/profile', ok(aProfile({ timezone: 'America/New_York', travel: TOKYO_TO_DEC_4 })));
  api.once('PUT /user/travel', {
    status: 400,
    body: { error: { code: 'validation_failed', message, issues: [{ path: 'until', message }] } },
  });
  api.once(
    'PUT /user/travel',
    ok(
      aProfile({
        timezone: 'America/New_York',
        travel: { zone: 'Asia/Tokyo', until: '2026-12-11', endsAt: '2026-12-11T15:00:00.000Z' },
      }),
    ),
  );
  const user = userEvent.setup();
  await openSettings();
  await user.click(card().getByRole('button', { name: 'Change' }));
  expect(zoneSelect()).toHaveValue('Asia/Tokyo');
  expect(untilField()).toHaveValue('2026-12-04');
  await user.clear(untilField());
  await user.type(untilField(), '2028-01-01');
  await user.click(card().getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(untilField()).toHaveAccessibleDescription(message));
  expect(untilField()).toHaveAttribute('aria-invalid', 'true');
  expect(zoneSelect()).toHaveAttribute('aria-invalid', 'false');
  expect(await screen.findByText('Failed to save your trip')).toBeInTheDocument();

  await user.clear(untilField());
  await user.type(untilField(), '2026-12-11');
  await user.click(card().getByRole('button', { name: 'Save' }));
  await card().findByText("You're in Tokyo until Fri, Dec 11.");
  expect(card().queryByText(message)).not.toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Failed to save your trip')).not.toBeInTheDocument());
  expect(api.callsTo('PUT /user/travel').map((c) => c.body)).toEqual([
    { zone: 'Asia/Tokyo', until: '2028-01-01' },
    { zone: 'Asia/Tokyo', until: '2026-12-11' },
  ]);
});

it('a zone the server refuses shows beside Where you are', async () => {
  const message = 'Unknown time zone "Asia/Tokyo" (use an IANA name such as America/New_York)';
  api.on('PUT /user/travel', {
    status: 400,
    body: { error: { code: 'validation_failed', message, issues: [{ path: 'zone', message }] } },
  });
  const user = userEvent.setup();
  await openSettings();
  await user.click(card().getByRole('button', { name: "I'm travelling" }));
  await user.selectOptions(zoneSelect(), 'Asia/Tokyo');
  await user.click(card().getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(zoneSelect()).toHaveAccessibleDescription(message));
  expect(untilField()).toHaveAttribute('aria-invalid', 'false');
});

it('keyboard: Tab reaches the zone, Until, Save and Cancel; Cancel returns to the button that opened the form', async () => {
  const user = userEvent.setup();
  await openSettings();
  act(() => card().getByRole('button', { name: "I'm travelling" }).focus());
  await user.keyboard('{Enter}');
  expect(zoneSelect()).toHaveFocus();
  // A native select: the arrow keys choose from it.
  await user.tab();
  expect(untilField()).toHaveFocus();
  await user.tab();
  expect(card().getByRole('button', { name: 'Save' })).toHaveFocus();
  await user.tab();
  expect(card().getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(card().getByRole('button', { name: "I'm travelling" })).toHaveFocus();
});
