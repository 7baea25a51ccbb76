import type { Locator, Page } from 'playwright-core';
import { defaultReminderWhen } from '../../web/src/features/reminders/default-reminder-when';
import { advanceClock } from '../support/e2e/advance-clock';
import { axeViolations } from '../support/e2e/axe';
import { screenshotPath } from '../support/e2e/artifacts';
import { subscribedToken as subscribedTokenOn } from '../support/e2e/subscribed-token';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { inLightAndDark } from '../support/e2e/light-and-dark';
import { newContext } from '../support/e2e/new-context';
import { expectNoSideways } from '../support/e2e/no-sideways';
import { request } from '../support/http-session';
import { screenshot } from '../support/e2e/screenshot';
import { submitReminder } from '../support/e2e/submit-reminder';
import { transitionsDone } from '../support/e2e/transitions-done';

/**
 * The custom repeat in Chromium at 360 px, light and dark: Add New Reminder, Custom, every 2 weeks on Monday,
 * Wednesday and Friday, 10 times; the dialog sums the rule up before saving, the card says it in words with the
 * zone, and History opens. axe finds nothing, and nothing scrolls sideways.
 */
jest.setTimeout(300_000);

let e2e: LocalAppAndBrowser;
beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
});
afterAll(() => e2e?.stop());

const subscribedToken = () =>
  subscribedTokenOn(e2e.app.baseUrl, { firstName: 'Grace', lastName: 'Hopper', timezone: 'America/Chicago' });

/** The first Monday after tomorrow on the app's clock, in Chicago (the account's zone). */
async function nextMonday(): Promise<string> {
  const now = new Date((await request(e2e.app.baseUrl, 'GET', '/dev/clock')).body.now as string);
  const day = new Date(`${now.toLocaleDateString('en-CA', { timeZone: 'America/Chicago' })}T12:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== 1 || day.getTime() - now.getTime() < 36 * 3600_000);
  return day.toISOString().slice(0, 10);
}

async function restingBackground(element: Locator): Promise<number[]> {
  await transitionsDone(element.page());
  const color = await element.evaluate((el) => getComputedStyle(el).backgroundColor);
  return color
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number);
}

/** WCAG's contrast ratio of two sRGB colours. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, bl = 0] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

async function addCustomReminder(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add New Reminder' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Reminder' });
  await dialog.getByLabel('Task').fill('Gym');
  await dialog.getByLabel('Date').fill(await nextMonday());
  await dialog.getByLabel('Time').fill('07:30');
  await dialog.getByLabel('Repeat', { exact: true }).selectOption('custom');

  // A Monday date, Monday pressed: clicking Monday to Friday gives every weekday (Monday is not turned off),
  // and the summary saying so is in sight at 360 px without scrolling.
  const dayToggle = (name: string) => dialog.getByRole('button', { name, exact: true });
  expect(await dayToggle('Mon').getAttribute('aria-pressed')).toBe('true');
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await dayToggle(day).click();
  const summary = dialog.getByText('Every weekday at 7:30 AM', { exact: true });
  await summary.waitFor();
  const box = await summary.boundingBox();
  expect(box && box.y >= 0 && box.y + box.height <= 640).toBe(true);
  // A pressed day is filled: its fill against an unpressed day's at least 3:1.
  const fill = async (name: string) => await restingBackground(dayToggle(name));
  await inLightAndDark(page, async (dark) => {
    expect(contrast(await fill('Mon'), await fill('Sat'))).toBeGreaterThanOrEqual(3);
    await screenshot(page, { path: screenshotPath('weekday-picker', 360, dark) });
  });

  await dialog.getByLabel('Repeat every').fill('2');
  await dialog.getByLabel('Unit').selectOption({ label: 'weeks' });
  // Exactly Monday, Wednesday and Friday pressed (the date's weekday, Monday, stays pressed).
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    const toggle = dialog.getByRole('button', { name: day.slice(0, 3), exact: true });
    const wanted = ['Monday', 'Wednesday', 'Friday'].includes(day);
    if (((await toggle.getAttribute('aria-pressed')) === 'true') !== wanted) await toggle.click();
  }
  await dialog.getByRole('radio', { name: /After a number of times/ }).check();
  await dialog.getByLabel('Number of times', { exact: true }).fill('10');
  await dialog.getByText(/Every 2 weeks on Monday, Wednesday and Friday at 7:30 AM, 10 times/).waitFor();
  await inLightAndDark(page, async (dark) => {
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSideways(page);
    await screenshot(page, { path: screenshotPath('custom-repeat-dialog', 360, dark) });
  });
  await submitReminder(page, dialog);
  await dialog.waitFor({ state: 'detached' });
}

describe('a custom repeat at 360 px, light and dark', () => {
  it('is built in the dialog, saved as its rule, and shown in words on the card', async () => {
    const token = await subscribedToken();
    const context = await newContext(e2e, { width: 360, height: 640, dark: false, token });
    const page = await context.newPage();
    await addCustomReminder(page);

    const card = page.getByRole('article', { name: 'Gym' });
    await card.getByText(/Every 2 weeks on Monday, Wednesday and Friday, 10 times/).waitFor();
    await card
      .getByText(/C[SD]T/)
      .first()
      .waitFor();
    const [saved] = (await request(e2e.app.baseUrl, 'GET', '/api/tasks', { token })).body as {
      repeat: string;
      recurrence: string;
    }[];
    expect(saved).toMatchObject({ repeat: 'custom', recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;COUNT=10' });

    await card.getByRole('button', { name: 'History: Gym' }).click();
    const history = page.getByRole('dialog', { name: 'History: Gym' });
    await history.getByText(/Nothing finished yet/).waitFor();
    await inLightAndDark(page, async (dark) => {
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, { path: screenshotPath('reminder-history', 360, dark) });
    });
    await history.getByRole('button', { name: 'Close' }).click();
    await history.waitFor({ state: 'detached' });
    await inLightAndDark(page, async (dark) => {
      await expectNoSideways(page);
      await screenshot(page, { path: screenshotPath('custom-repeat-card', 360, dark), fullPage: true });
    });

    // Six tabs at 360 px (Paused and Missed beyond the spec's four): they scroll rather than push the page sideways.
    const tabs = page.getByRole('tablist', { name: 'Filter reminders' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['All', 'Pending', 'Completed', 'Snoozed', 'Paused', 'Missed']);
    await page.getByRole('tab', { name: 'Missed' }).click();
    await page.getByText('No reminders to display.').waitFor();
    await inLightAndDark(page, async (dark) => {
      await expectNoSideways(page);
      await screenshot(page, { path: screenshotPath('reminder-tabs-missed', 360, dark) });
    });
    await context.close();
  });
});

/** The date `days` after today on the app's clock, in Chicago (the account's zone). */
async function daysAhead(days: number): Promise<string> {
  const now = new Date((await request(e2e.app.baseUrl, 'GET', '/dev/clock')).body.now as string);
  const day = new Date(`${now.toLocaleDateString('en-CA', { timeZone: 'America/Chicago' })}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

describe('a deadline window at 360 px, light and dark', () => {
  it('is set under More options, saved as windowDays, and the card says "Window: 6 days before"', async () => {
    const token = await subscribedToken();
    const context = await newContext(e2e, { width: 360, height: 640, dark: false, token });
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add New Reminder' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Reminder' });
    await dialog.getByLabel('Task').fill('Pay rent');
    await dialog.getByLabel('Date').fill(await daysAhead(10));
    await dialog.getByLabel('Time').fill('09:00');
    await dialog.getByLabel('Repeat', { exact: true }).selectOption('monthly');
    await dialog.getByText('More options').click();
    await transitionsDone(page);
    const field = dialog.getByLabel('Deadline window');
    await field.selectOption({ label: '6 days before' });
    // Its words in sight under it (the dialog scrolls at 360 px).
    const help = dialog.getByText(/The time above is the deadline/);
    await help.scrollIntoViewIfNeeded();
    const box = await help.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 640).toBe(true);
    await inLightAndDark(page, async (dark) => {
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSideways(page);
      await screenshot(page, { path: screenshotPath('deadline-window-dialog', 360, dark) });
    });
    // The keyboard changes it: focused, the arrow keys move the choice.
    await field.focus();
    await page.keyboard.press('ArrowDown');
    expect(await field.inputValue()).toBe('7');
    await page.keyboard.press('ArrowUp');
    expect(await field.inputValue()).toBe('6');
    await submitReminder(page, dialog);
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByRole('article', { name: 'Pay rent' });
    await card.getByText('Window: 6 days before', { exact: true }).waitFor();
    const [saved] = (await request(e2e.app.baseUrl, 'GET', '/api/tasks', { token })).body as { windowDays: number }[];
    expect(saved).toMatchObject({ repeat: 'monthly', windowDays: 6 });
    await inLightAndDark(page, async (dark) => {
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSideways(page);
      await screenshot(page, { path: screenshotPath('deadline-window-card', 360, dark), fullPage: true });
    });
    await context.close();
  });
});

it("the Add dialog's default date and time are the app's, not the device's, when the app's clock runs ahead", async () => {
  const base = e2e.app.baseUrl;
  const token = await subscribedToken();
  await advanceClock(base, 3 * 24 * 60);
  const appDefault = async () =>
    defaultReminderWhen('America/Chicago', new Date((await request(base, 'GET', '/dev/clock')).body.now as string));
  const context = await newContext(e2e, { width: 360, dark: false, token });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'My Reminders' }).waitFor();
  const before = await appDefault();
  await page.getByRole('button', { name: 'Add New Reminder' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Reminder' });
  const shown = {
    scheduledDate: await dialog.getByLabel('Date').inputValue(),
    scheduledTime: await dialog.getByLabel('Time').inputValue(),
  };
  // The next whole hour on the app's clock (read on either side, should an hour turn in between).
  expect([before, await appDefault()]).toContainEqual(shown);
  await context.close();
});
