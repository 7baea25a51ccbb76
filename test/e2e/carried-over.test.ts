import { advanceClock } from '../support/e2e/advance-clock';
import { screenshotPath } from '../support/e2e/artifacts';
import { axeViolations } from '../support/e2e/axe';
import { apiRefusal, collectErrors } from '../support/e2e/collect-errors';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { newContext } from '../support/e2e/new-context';
import { trialSession } from '../support/e2e/trial-session';
import { expectNoSideways } from '../support/e2e/no-sideways';
import { screenshot } from '../support/e2e/screenshot';
import { request } from '../support/http-session';

/**
 * A one-time reminder whose day ends unanswered, in Chromium at 360 px, light and dark: the card shows the day
 * it texts next and the day it was set for, and History lists the ignored day. axe finds nothing, and nothing
 * scrolls sideways.
 */
jest.setTimeout(300_000);

const ZONE = 'America/Chicago';

let e2e: LocalAppAndBrowser;
beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
});
afterAll(() => e2e?.stop());

/** "Nov 29" for a 'YYYY-MM-DD' date, as the card writes it. */
const shortDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

it('at 360 px, light and dark: the carried-over card and the ignored day in History', async () => {
  const base = e2e.app.baseUrl;
  const session = await trialSession(base, { firstName: 'Ada', timezone: ZONE });
  const { token } = session;

  // Half an hour from the app's clock, in the account's zone; then a whole day goes by without a reply.
  const at = new Date(Date.parse((await request(base, 'GET', '/dev/clock')).body.now as string) + 30 * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const setFor = `${parts.year}-${parts.month}-${parts.day}`;
  const created = await request(base, 'POST', '/api/tasks', {
    token,
    body: {
      task: 'Call the bank',
      scheduledDate: setFor,
      scheduledTime: `${parts.hour}:${parts.minute}`,
      repeat: 'once',
    },
  });
  expect(created.status).toBe(201);
  await advanceClock(base, 24 * 60);
  const carriedTo = plusDays(setFor, 1);
  expect((await request(base, 'GET', '/api/tasks', { token })).body[0]).toMatchObject({
    localDate: carriedTo,
    carriedOverFrom: setFor,
  });

  for (const dark of [false, true]) {
    const context = await newContext(e2e, { token, width: 360, height: 780, dark, timezoneId: ZONE });
    const page = await context.newPage();
    const errors = collectErrors(page, [apiRefusal]);
    await page.goto('/dashboard');
    const card = page.getByRole('article', { name: 'Call the bank' });
    await card.getByText(`Carried over from ${shortDate(setFor)}: no reply yet`).waitFor();
    // The date and time it texts next, in the account's zone.
    expect(await card.locator('time').innerText()).toMatch(
      new RegExp(`^${shortDate(carriedTo)}, \\d{1,2}:\\d{2} [AP]M C[SD]T$`),
    );
    await expectNoSideways(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(card, { path: screenshotPath('carried-over-card', 360, dark) });

    await card.getByRole('button', { name: 'History: Call the bank' }).click();
    const history = page.getByRole('dialog', { name: 'History: Call the bank' });
    const row = history.getByRole('listitem');
    await row.getByText('Ignored').waitFor();
    expect(await row.innerText()).toMatch(
      new RegExp(
        `^${shortDate(setFor)}\\s+Ignored\\s+no reply · \\d+ texts · carried over to ${shortDate(carriedTo)}$`,
      ),
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, { path: screenshotPath('carried-over-history', 360, dark) });
    expect(errors).toEqual([]);
    await context.close();
  }
});
