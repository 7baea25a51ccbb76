import { screenshotPath } from '../support/e2e/artifacts';
import { axeViolations } from '../support/e2e/axe';
import { collectErrors } from '../support/e2e/collect-errors';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { newContext } from '../support/e2e/new-context';
import { inLightAndDark } from '../support/e2e/light-and-dark';
import { expectNoSideways } from '../support/e2e/no-sideways';
import { screenshot } from '../support/e2e/screenshot';
import { subscribedToken } from '../support/e2e/subscribed-token';
import { request } from '../support/http-session';

let e2e: LocalAppAndBrowser;
beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
});
afterAll(() => e2e?.stop());

/** Tomorrow in New York on the app's clock, as the reminders' start date. */
function tomorrowInNewYork(): string {
  const tomorrow = new Date(e2e.app.runtime.clock.now().getTime() + 86_400_000);
  return tomorrow.toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
}

it('a New Yorker travels to Tokyo in Settings at 360 px, light and dark: the cards show both clocks, the where-I-am one moves, back home ends it', async () => {
  const token = await subscribedToken(e2e.app.baseUrl, { firstName: 'Ada' });
  const scheduledDate = tomorrowInNewYork();
  for (const [task, scheduledTime, clock] of [
    ['Pills', '22:00', 'home'],
    ['Gym', '07:00', 'where_i_am'],
  ] as const) {
    const created = await request(e2e.app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task, scheduledDate, scheduledTime, repeat: 'daily', clock },
    });
    expect(created.status).toBe(201);
  }
  const context = await newContext(e2e, { token, width: 360, dark: false });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const looksRight = (screen: string) =>
    inLightAndDark(page, async (dark) => {
      await expectNoSideways(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, { path: screenshotPath(screen, 360, dark), fullPage: true });
    });

  await page.goto('/settings');
  await page.getByText("You're on home time: Eastern Time (New York).", { exact: true }).waitFor();
  await page.getByRole('button', { name: "I'm travelling" }).click();
  await page.getByRole('combobox', { name: 'Where you are' }).selectOption('Asia/Tokyo');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The card's words (the toast that says the same comes and goes beside them).
  await page.getByText("You're in Tokyo until you say you're back.", { exact: true }).waitFor();
  await page.getByRole('button', { name: "I'm back home" }).scrollIntoViewIfNeeded();
  await looksRight('settings-travel-away');

  // The server moved the where-I-am reminder to Tokyo's 7:00 and left the pills on New York's 10 PM.
  const profile = await request(e2e.app.baseUrl, 'GET', '/api/user/profile', { token });
  expect(profile.body.travel).toEqual({ zone: 'Asia/Tokyo', until: null, endsAt: null });
  const tasks = (await request(e2e.app.baseUrl, 'GET', '/api/tasks', { token })).body as {
    task: string;
    timezone: string;
    localTime: string;
  }[];
  expect(
    tasks
      .map(({ task, timezone, localTime }) => ({ task, timezone, localTime }))
      .sort((a, b) => a.task.localeCompare(b.task)),
  ).toEqual([
    { task: 'Gym', timezone: 'Asia/Tokyo', localTime: '07:00' },
    { task: 'Pills', timezone: 'America/New_York', localTime: '22:00' },
  ]);

  await page.goto('/dashboard');
  await page.getByText('Where you are: 7:00 AM Tokyo').waitFor();
  // 10 PM in New York is noon the next day in Tokyo (14 hours ahead in winter, 13 in summer).
  await page.getByText(/10:00 PM home time, .*1[12]:00 (AM|PM) here/).waitFor();
  await looksRight('dashboard-away');

  await page.goto('/settings');
  await page.getByRole('button', { name: "I'm back home" }).click();
  await page.getByText("You're on home time: Eastern Time (New York).", { exact: true }).waitFor();
  const back = (await request(e2e.app.baseUrl, 'GET', '/api/tasks', { token })).body as {
    task: string;
    timezone: string;
  }[];
  expect(back.find((t) => t.task === 'Gym')?.timezone).toBe('America/New_York');
  expect(errors).toEqual([]);
  await context.close();
});
