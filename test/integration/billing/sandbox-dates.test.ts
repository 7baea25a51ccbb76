import { formatLongDate } from '../../../web/src/features/account/format-long-date';
import { request, signUpOverHttp } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { testClockStart } from '../../support/test-clock';

/**
 * Issue 33, item 9: the sandbox's checkout and portal pages and Settings name the same calendar day for the
 * trial's end. The clock starts at 03:00 UTC: the evening before in New York, so a page that wrote UTC dates
 * would name the day after the one Settings names; the afternoon of the same day in Auckland.
 */
let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp({ startAt: testClockStart(Date.now(), 3) });
});
afterAll(() => app?.stop());

const utcLongDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

async function pageText(url: string): Promise<string> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  return page.text();
}

/** The date Settings shows as the next billing date (its own formatter, in the account's zone). */
async function settingsNextBillingDate(token: string): Promise<{ shown: string; at: string }> {
  const status = (await request(app.baseUrl, 'GET', '/api/subscription/status', { token })).body;
  const profile = (await request(app.baseUrl, 'GET', '/api/user/profile', { token })).body;
  return { shown: formatLongDate(status.subscriptionEndDate, profile.timezone)!, at: status.subscriptionEndDate };
}

it("checkout, the portal and Settings name the same day for the trial end, in the account's zone, and follow a zone changed in Settings", async () => {
  const { token } = await signUpOverHttp(app.baseUrl, undefined, { timezone: 'America/New_York' });
  // 14 days from now (the app's clock runs on in real time: seconds, never hours, before the trial starts).
  const trialEnd = new Date(app.runtime.clock.now().getTime() + 14 * 86_400_000).toISOString();
  const newYorkDay = formatLongDate(trialEnd, 'America/New_York')!;
  // The test means something only where the two calendars disagree.
  expect(newYorkDay).not.toBe(utcLongDate(trialEnd));

  const checkout = await request(app.baseUrl, 'POST', '/api/subscription/checkout-session', { token });
  expect(checkout.status).toBe(200);
  const checkoutPage = await pageText(checkout.body.url);
  expect(checkoutPage).toContain(`per month starting ${newYorkDay}`);
  expect(checkoutPage).not.toContain(utcLongDate(trialEnd));

  const completed = await request(app.baseUrl, 'POST', `${new URL(checkout.body.url).pathname}/complete`, {
    body: { card: '4242 4242 4242 4242' },
  });
  expect(completed.status).toBe(200);
  const settings = await settingsNextBillingDate(token);
  expect(settings.shown).toBe(newYorkDay);
  expect(Math.abs(Date.parse(settings.at) - Date.parse(trialEnd))).toBeLessThan(60_000);

  const portal = await request(app.baseUrl, 'POST', '/api/subscription/customer-portal', { token });
  expect(portal.status).toBe(200);
  const portalPage = await pageText(portal.body.url);
  expect(portalPage).toContain(`Trial ends ${settings.shown}`);
  expect(portalPage).toContain(`end of your free trial on ${settings.shown}.`);
  expect(portalPage).not.toContain(utcLongDate(trialEnd));

  // Moved to Auckland in Settings: the next portal, and Settings, name Auckland's day.
  expect(
    (await request(app.baseUrl, 'PUT', '/api/user/profile', { token, body: { timezone: 'Pacific/Auckland' } })).status,
  ).toBe(200);
  const moved = await settingsNextBillingDate(token);
  expect(moved.shown).toBe(formatLongDate(trialEnd, 'Pacific/Auckland'));
  expect(moved.shown).not.toBe(newYorkDay);
  const movedPortal = await pageText(
    (await request(app.baseUrl, 'POST', '/api/subscription/customer-portal', { token })).body.url,
  );
  expect(movedPortal).toContain(`Trial ends ${moved.shown}`);
  expect(movedPortal).not.toContain(newYorkDay);
});
