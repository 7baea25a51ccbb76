import type { Locator, Page } from 'playwright-core';
import { screenshotPath } from '../support/e2e/artifacts';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { newContext } from '../support/e2e/new-context';
import { request, signUpOverHttp } from '../support/http-session';
import { typedForm, uniquePhone } from '../support/unique-phone';
import { screenshot } from '../support/e2e/screenshot';
import { transitionsDone } from '../support/e2e/transitions-done';

/**
 * Notices (toasts) in Chromium on a phone (360 x 740) and a wide screen (1440 x 900): on sign-up's code step,
 * after checkout, and on the dashboard after several steps, none covers the header, the Add button, the tabs or
 * a form's fields; a newer notice replaces an older one, and opening a dialog closes them.
 */
jest.setTimeout(300_000);

let e2e: LocalAppAndBrowser;
beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
});
afterAll(() => e2e?.stop());

const SCREENS = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
];

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The notices on screen, once they finished sliding in. */
async function noticesShown(page: Page): Promise<Box[]> {
  await page.locator('.notistack-MuiContent').first().waitFor();
  await transitionsDone(page);
  const boxes = await Promise.all(
    (await page.locator('.notistack-MuiContent').all()).map((notice) => notice.boundingBox()),
  );
  return boxes.filter((box): box is Box => box !== null);
}

/** What a notice must never cover, by name, among what is on screen. */
async function coveredBy(page: Page, notices: Box[], targets: Record<string, Locator>): Promise<string[]> {
  const covered: string[] = [];
  for (const [name, locator] of Object.entries(targets)) {
    for (const [i, element] of (await locator.all()).entries()) {
      const box = await element.boundingBox();
      if (box && notices.some((notice) => overlap(notice, box))) covered.push(`${name} #${i + 1}`);
    }
  }
  return covered;
}

const formFields = (page: Page) =>
  page.locator('main').locator('input:visible, select:visible, textarea:visible, button:visible');

describe.each(SCREENS)('notices at $width x $height', ({ width, height }) => {
  it("on sign-up's code step, cover neither the header nor the form", async () => {
    const context = await newContext(e2e, { width, height });
    const page = await context.newPage();
    await page.goto('/signup');
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Phone Number').fill(typedForm(uniquePhone()));
    await page.getByRole('checkbox', { name: /important account and reminder text messages/ }).check();
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await page.getByLabel('Verification Code').waitFor();
    const notices = await noticesShown(page);
    await screenshot(page, { path: screenshotPath('notice-signup-code', width, false) });
    expect(await coveredBy(page, notices, { header: page.getByRole('banner'), field: formFields(page) })).toEqual([]);
    await context.close();
  });

  it('after checkout, and on the dashboard after several steps: one notice, covering nothing; a dialog closes it', async () => {
    const base = e2e.app.baseUrl;
    const { token } = await signUpOverHttp(base, uniquePhone(), {
      firstName: 'Grace',
      lastName: 'Hopper',
      timezone: 'America/Chicago',
    });
    const { url } = (await request(base, 'POST', '/api/subscription/checkout-session', { token })).body as {
      url: string;
    };
    const sessionId = new URL(url).pathname.split('/').pop()!;
    await request(base, 'POST', `/dev/stripe/checkout/${sessionId}/complete`, { body: { outcome: 'success' } });
    const inAMonth = new Date(
      Date.parse((await request(base, 'GET', '/dev/clock')).body.now as string) + 30 * 86_400_000,
    )
      .toISOString()
      .slice(0, 10);
    for (const task of ['Water the plants', 'Call mom', 'Stretch']) {
      expect(
        (
          await request(base, 'POST', '/api/tasks', {
            token,
            body: { task, scheduledDate: inAMonth, scheduledTime: '09:00' },
          })
        ).status,
      ).toBe(201);
    }
    const context = await newContext(e2e, { width, height, token });
    const page = await context.newPage();

    await page.goto(`/payment-success?session_id=${sessionId}`);
    const afterCheckout = await noticesShown(page);
    await screenshot(page, { path: screenshotPath('notice-after-checkout', width, false) });
    expect(
      await coveredBy(page, afterCheckout, {
        header: page.getByRole('banner'),
        button: page.locator('main').getByRole('button'),
      }),
    ).toEqual([]);

    await page.goto('/dashboard');
    for (const task of ['Water the plants', 'Call mom', 'Stretch'])
      await page.getByRole('button', { name: `Mark done: ${task}` }).click();
    await page.getByText('Reminder marked as done!').first().waitFor();
    // The earlier two slide away as each newer one comes.
    await page.locator('.notistack-MuiContent').nth(1).waitFor({ state: 'detached' });
    const notices = await noticesShown(page);
    await screenshot(page, { path: screenshotPath('notice-dashboard', width, false) });
    expect(notices).toHaveLength(1);
    expect(
      await coveredBy(page, notices, {
        header: page.getByRole('banner'),
        'Add button': page.getByRole('button', { name: 'Add New Reminder' }),
        tabs: page.getByRole('tablist'),
      }),
    ).toEqual([]);

    await page.getByRole('button', { name: 'Add New Reminder' }).first().click();
    await page.getByRole('dialog', { name: 'Add New Reminder' }).waitFor();
    await page.locator('.notistack-MuiContent').first().waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');

    // Settings: saved from its button, the notice leaves the form's fields clear.
    await page.goto('/settings');
    await page.getByLabel('Quiet hours start').fill('22:30');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Preferences updated successfully').waitFor();
    const saved = await noticesShown(page);
    await screenshot(page, { path: screenshotPath('notice-settings', width, false) });
    expect(await coveredBy(page, saved, { header: page.getByRole('banner'), field: formFields(page) })).toEqual([]);
    await context.close();
  });
});
