import { advanceClock } from '../support/e2e/advance-clock';
import { screenshotPath } from '../support/e2e/artifacts';
import { axeViolations } from '../support/e2e/axe';
import { apiRefusal, collectErrors } from '../support/e2e/collect-errors';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { newContext } from '../support/e2e/new-context';
import { trialSession } from '../support/e2e/trial-session';
import { expectNoSideways } from '../support/e2e/no-sideways';
import { screenshot } from '../support/e2e/screenshot';
import { lastCodeTo, request } from '../support/http-session';

/**
 * A daily reminder after a month of mixed history, made through the API with the app's clock (weekends done on
 * the first text; weekdays on the 2nd, 3rd or 6th text, or ignored, one skipped): History says what works, in words
 * and one chart, in Chromium at 360 px, light and dark; axe finds nothing, and nothing scrolls sideways.
 */
jest.setTimeout(600_000);

const ZONE = 'America/Chicago';

let e2e: LocalAppAndBrowser;
beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
});
afterAll(() => e2e?.stop());

const localDateOf = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

/** Minutes after the text that each weekday ends, in turn (the Standard ladder texts at 0, 30, 50, 65, 80, 95). */
const WEEKDAY_TURNS = [40, 55, 'ignored', 100] as const;

it('at 360 px, light and dark: what works after a month, in words and one chart', async () => {
  const base = e2e.app.baseUrl;
  const session = await trialSession(base, { firstName: 'Ada', timezone: ZONE });
  const { phone } = session;
  let { token } = session;

  // Daily at noon in Chicago from tomorrow (clear of quiet hours).
  const now = Date.parse((await request(base, 'GET', '/dev/clock')).body.now as string);
  const first = localDateOf(new Date(now + 24 * 3_600_000));
  const created = await request(base, 'POST', '/api/tasks', {
    token,
    body: { task: 'Gym', scheduledDate: first, scheduledTime: '12:00', repeat: 'daily' },
  });
  expect(created.status).toBe(201);
  let elapsed = 0; // minutes the clock has been moved
  const moveTo = async (minutes: number) => {
    await advanceClock(base, minutes - elapsed);
    elapsed = minutes;
  };
  /** Whole minutes from the start to the reminder's next text (its occurrence as the API shows it: DST-correct). */
  const nextText = async () => {
    const [task] = (await request(base, 'GET', '/api/tasks', { token })).body as { scheduledTime: string }[];
    return Math.ceil((Date.parse(task!.scheduledTime) - now) / 60_000);
  };

  /** A new session every few days of the month (a token lasts a week of the app's clock). */
  const logIn = async () => {
    expect((await request(base, 'POST', '/api/auth/login', { body: { phoneNumber: phone } })).status).toBe(200);
    const code = await lastCodeTo(base, phone);
    const verified = await request(base, 'POST', '/api/auth/verify-login-otp', { body: { phoneNumber: phone, code } });
    expect(verified.status).toBe(200);
    token = verified.body.token as string;
  };

  let weekdays = 0;
  for (let day = 0; day < 30; day += 1) {
    if (day > 0 && day % 5 === 0) await logIn();
    const date = plusDays(first, day);
    const turn = isWeekend(date) ? 5 : day === 29 ? 40 : WEEKDAY_TURNS[weekdays++ % WEEKDAY_TURNS.length]!;
    const textAt = await nextText();
    if (turn === 'ignored') {
      await moveTo(textAt + 6 * 60); // its whole ladder goes unanswered
      continue;
    }
    await moveTo(textAt + turn);
    const answer =
      day === 1
        ? await request(base, 'POST', '/dev/sms/reply', { body: { from: phone, body: `SKIP ${created.body.ref}` } })
        : await request(base, 'PUT', `/api/tasks/${created.body.id}/status`, { token, body: { status: 'done' } });
    expect(answer.status).toBe(200);
  }
  const history = (await request(base, 'GET', `/api/tasks/${created.body.id}/history`, { token })).body;
  expect(history.insights).toMatchObject({
    occurrences: 30,
    figures: { skipped: 1, pattern: { kind: 'fastest', on: 'weekends' } },
  });

  for (const dark of [false, true]) {
    const context = await newContext(e2e, { token, width: 360, height: 780, dark, timezoneId: ZONE });
    const page = await context.newPage();
    const errors = collectErrors(page, [apiRefusal]);
    await page.goto('/dashboard');
    await page.getByRole('article', { name: 'Gym' }).getByRole('button', { name: 'History: Gym' }).click();
    const dialog = page.getByRole('dialog', { name: 'History: Gym' });
    const insights = dialog.getByRole('region', { name: 'What works (last 30)' });
    await insights.getByText('Done fastest on weekends.').waitFor();
    await insights.getByText(/^Done on the first text: \d+ of 29\./).waitFor();
    const chart = insights.getByRole('img', { name: 'Which text it was done on' });
    await chart.locator('svg').first().waitFor(); // the chart's code loads on its own
    expect(await chart.getAttribute('aria-describedby')).toBeTruthy();
    await expectNoSideways(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, { path: screenshotPath('reminder-insights', 360, dark) });
    expect(errors).toEqual([]);
    await context.close();
  }
});
