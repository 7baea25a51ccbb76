import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsPage from '../../../../web/src/features/account/pages/settings-page';
import { aProfile, failure, FakeApi, ok } from './fake-api';
import { renderRoute } from './render-route';

let api: FakeApi;
const CONSENT = "Call me at +1 415-555-0134 when I ignore a reminder's texts.";
const allowance = {
  callsThisMonth: 3,
  callsMonthlyLimit: 30,
  buddyTextsThisMonth: 0,
  buddyTextsMonthlyLimit: 60,
  resetsAt: '2026-12-01T00:00:00.000Z',
};

function serve(profile = aProfile({ phoneNumber: '+14155550134', escalation: allowance })) {
  api = new FakeApi()
    .on('GET /user/profile', ok(profile))
    .on('GET /user/calendar-feed', ok({ path: null }))
    .on('GET /subscription/status', ok({ subscriptionStatus: 'trialing' }));
  globalThis.fetch = api.fetch as typeof fetch;
}

beforeEach(() => localStorage.setItem('token', 'user-token'));
afterEach(() => localStorage.clear());

const callsCard = () => screen.getByRole('region', { name: 'Calls' });

it('asks in a sentence naming the number, off until agreed, with the month’s calls and when they reset', async () => {
  serve();
  renderRoute('/settings', SettingsPage);
  const consent = await screen.findByRole('switch', { name: CONSENT });
  expect(consent).not.toBeChecked();
  expect(consent).toHaveAccessibleDescription(
    /^These are automated calls from NagText; replying STOP by text ends texts and calls, and after START calls stay off until you turn them on here again\./,
  );
  expect(consent).toHaveAccessibleDescription(/Off: NagText never calls you\.$/);
  expect(callsCard()).toHaveTextContent('Calls this month: 3 of 30 (27 left). Resets on November 30 at 6:00 PM.');
});

it('turning it on, by keyboard, sends the consent and then says since when; no stale error stays', async () => {
  serve();
  api.once('PUT /user/profile', failure(503, 'unavailable', 'Try later'));
  api.on('PUT /user/profile', ok(aProfile({ phoneNumber: '+14155550134', callConsentAt: '2026-11-27T15:00:00.000Z' })));
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  const consent = await screen.findByRole('switch', { name: CONSENT });

  act(() => consent.focus());
  await user.keyboard(' ');
  await screen.findByText('Failed to update preferences');
  expect(consent).not.toBeChecked();

  await user.keyboard(' ');
  await screen.findByText('Preferences updated successfully');
  await waitFor(() => expect(screen.queryByText('Failed to update preferences')).not.toBeInTheDocument());
  expect(consent).toBeChecked();
  expect(consent).toHaveAccessibleDescription(/On since Nov 27, 2026$/);
  expect(api.callsTo('PUT /user/profile').map((c) => c.body)).toEqual([{ callConsent: true }, { callConsent: true }]);
});

it('turning it off withdraws the consent', async () => {
  serve(aProfile({ phoneNumber: '+14155550134', callConsentAt: '2026-11-20T15:00:00.000Z' }));
  api.on('PUT /user/profile', ok(aProfile({ phoneNumber: '+14155550134' })));
  const user = userEvent.setup();
  renderRoute('/settings', SettingsPage);
  const consent = await screen.findByRole('switch', { name: CONSENT });
  expect(consent).toBeChecked();
  expect(within(callsCard()).getByText('On since Nov 20, 2026')).toBeInTheDocument();
  await user.click(consent);
  await screen.findByText('Preferences updated successfully');
  expect(consent).not.toBeChecked();
  expect(api.callsTo('PUT /user/profile').map((c) => c.body)).toEqual([{ callConsent: false }]);
});

it('says calls wait while the user has replied STOP', async () => {
  serve(aProfile({ phoneNumber: '+14155550134', callConsentAt: '2026-11-20T15:00:00.000Z', smsOptedOut: true }));
  renderRoute('/settings', SettingsPage);
  expect(await screen.findByRole('switch', { name: CONSENT })).toHaveAccessibleDescription(
    /You replied STOP, so no calls come until you resume texts\.$/,
  );
});

it('after STOP and START (consent withdrawn by the STOP) the switch is off, saying how to turn it on again', async () => {
  serve(aProfile({ phoneNumber: '+14155550134', smsOptedOut: false }));
  renderRoute('/settings', SettingsPage);
  const consent = await screen.findByRole('switch', { name: CONSENT });
  expect(consent).not.toBeChecked();
  expect(consent).toHaveAccessibleDescription(
    /after START calls stay off until you turn them on here again\..*Off: NagText never calls you\.$/,
  );
});
