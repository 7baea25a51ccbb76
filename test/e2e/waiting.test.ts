import type { Page } from 'playwright-core';
import { screenshotPath } from '../support/e2e/artifacts';
import { advanceClock } from '../support/e2e/advance-clock';
import { axeViolations } from '../support/e2e/axe';
import { codeTextedTo } from '../support/e2e/code-texted-to';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { inLightAndDark } from '../support/e2e/light-and-dark';
import { newContext } from '../support/e2e/new-context';
import { expectNoSideways } from '../support/e2e/no-sideways';
import { screenshot } from '../support/e2e/screenshot';
import { request, signUpOverHttp } from '../support/http-session';
import { typedForm, uniquePhone } from '../support/unique-phone';

/**
 * The waits a newcomer sits through, at 360 px light and dark: after Create Account, after Log In, and while the
 * account is deleted. Each request the screen waits on is held by the test (no timing): while it is held the page
 * shows a spinner or bar with words saying what it waits for, never a blank page.
 */
jest.setTimeout(300_000);

let e2e: LocalAppAndBrowser;
beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
});
afterAll(() => e2e?.stop());

/** Holds every request to a path (or whose path matches) until released; `arrived` resolves when the first one comes. */
async function hold(page: Page, path: string | RegExp) {
  let release!: () => void;
  let arrive!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  await page.route(
    (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)),
    async (route) => {
      arrive();
      await released;
      await route.continue();
    },
  );
  return { arrived, release };
}

/** How many texts have reached `phone` so far (the next code is the one after them). */
async function textsTo(phone: string): Promise<number> {
  const { messages } = (await request(e2e.app.baseUrl, 'GET', `/dev/sms?phone=${encodeURIComponent(phone)}`)).body as {
    messages: { to: string }[];
  };
  return messages.filter((m) => m.to === phone).length;
}

/** The page's status region saying `words` is on screen (in the viewport, not only in the DOM). */
async function expectWaitingWords(page: Page, words: RegExp) {
  const status = page.getByRole('status').filter({ hasText: words }).first();
  await status.waitFor();
  expect(await status.isVisible()).toBe(true);
  const box = await status.boundingBox();
  expect(box && box.y < 640 && box.y + box.height > 0).toBe(true);
}

describe('waiting at 360 px, light and dark', () => {
  it('after Create Account the page says it is checking the subscription', async () => {
    const phone = uniquePhone();
    const context = await newContext(e2e, { width: 360, height: 640, dark: false, timezoneId: 'America/Chicago' });
    const page = await context.newPage();
    await page.goto('/signup');
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Email').fill(`ada.${phone.slice(-7)}@example.com`);
    await page.getByLabel('Phone Number').fill(typedForm(phone));
    await page.getByRole('checkbox', { name: /Reminder texts: needed to get your reminders by text/ }).check();
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    const { code } = await codeTextedTo(e2e.app.baseUrl, phone);
    await page.getByLabel('Verification Code').fill(code);

    const status = await hold(page, '/api/subscription/status');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await status.arrived;
    await expectWaitingWords(page, /Checking your subscription…/);
    await inLightAndDark(page, async (dark) => {
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSideways(page);
      await screenshot(page, { path: screenshotPath('waiting-after-create-account', 360, dark) });
    });
    status.release();
    await page.waitForURL('**/subscribe');
    await context.close();
  });

  it("after Create Account the page says it opens the reminders while the dashboard's code loads", async () => {
    const phone = uniquePhone();
    const context = await newContext(e2e, { width: 360, height: 640, dark: false, timezoneId: 'America/Chicago' });
    const page = await context.newPage();
    await page.goto('/signup');
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Byron');
    await page.getByLabel('Email').fill(`byron.${phone.slice(-7)}@example.com`);
    await page.getByLabel('Phone Number').fill(typedForm(phone));
    await page.getByRole('checkbox', { name: /Reminder texts: needed to get your reminders by text/ }).check();
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    const { code } = await codeTextedTo(e2e.app.baseUrl, phone);
    await page.getByLabel('Verification Code').fill(code);

    // The dashboard's code, held: the screen between the account and the dashboard.
    const chunk = await hold(page, /\/dashboard-page-[^/]*\.js$/);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await chunk.arrived;
    await expectWaitingWords(page, /Opening your reminders…/);
    await page.getByRole('progressbar', { name: 'Opening your reminders…' }).waitFor();
    await inLightAndDark(page, async (dark) => {
      await expectNoSideways(page);
      await screenshot(page, { path: screenshotPath('waiting-dashboard-code', 360, dark) });
    });
    chunk.release();
    await page.waitForURL('**/subscribe');
    await context.close();
  });

  it('after Log In the page says it is checking the subscription', async () => {
    const phone = uniquePhone();
    await signUpOverHttp(e2e.app.baseUrl, phone, { firstName: 'Grace', timezone: 'America/Chicago' });
    await advanceClock(e2e.app.baseUrl, 1); // past the 30 s a number waits between two codes
    const context = await newContext(e2e, { width: 360, height: 640, dark: false });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Phone Number').fill(typedForm(phone));
    const before = await textsTo(phone);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('Verification Code').waitFor();
    const { code } = await codeTextedTo(e2e.app.baseUrl, phone, before);
    await page.getByLabel('Verification Code').fill(code);

    const status = await hold(page, '/api/subscription/status');
    await page.getByRole('button', { name: 'Log In' }).click();
    await status.arrived;
    await expectWaitingWords(page, /Checking your subscription…/);
    await inLightAndDark(page, async (dark) => {
      await screenshot(page, { path: screenshotPath('waiting-after-log-in', 360, dark) });
    });
    status.release();
    await page.waitForURL('**/subscribe');
    await context.close();
  });

  it('while the account is deleted the dialog says so with a bar', async () => {
    const phone = uniquePhone();
    const { token } = await signUpOverHttp(e2e.app.baseUrl, phone, { firstName: 'Hedy', timezone: 'America/Chicago' });
    await advanceClock(e2e.app.baseUrl, 1);
    const context = await newContext(e2e, { width: 360, height: 640, dark: false, token });
    const page = await context.newPage();
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const before = await textsTo(phone);
    await dialog.getByRole('button', { name: 'Text me a code' }).click();
    await dialog.getByLabel('Verification Code').waitFor();
    const { code } = await codeTextedTo(e2e.app.baseUrl, phone, before);
    await dialog.getByLabel('Verification Code').fill(code);

    const deletion = await hold(page, '/api/user/account/delete');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await deletion.arrived;
    await expectWaitingWords(page, /Deleting your account and everything in it…/);
    await dialog.getByRole('progressbar', { name: 'Deleting your account' }).waitFor();
    await inLightAndDark(page, async (dark) => {
      await screenshot(page, { path: screenshotPath('waiting-account-deletion', 360, dark) });
    });
    deletion.release();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await request(e2e.app.baseUrl, 'GET', '/api/user/profile', { token })).status).toBe(401);
    await context.close();
  });
});

// Before the app's first render there is no app to turn dark in place: the page is loaded once in each mode.
describe.each([false, true])('waiting at 360 px (dark: %s)', (dark) => {
  it('a page opened afresh (back from checkout) says it is loading until the app has started', async () => {
    const phone = uniquePhone();
    const { token } = await signUpOverHttp(e2e.app.baseUrl, phone, { firstName: 'Mary', timezone: 'America/Chicago' });
    const context = await newContext(e2e, { width: 360, height: 640, dark, token });
    const page = await context.newPage();
    // Before the app's first render only the system's setting can colour the page.
    await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
    const code = await hold(page, /^\/assets\/.*\.js$/);
    const opened = page.goto('/payment-success?session_id=cs_test_held', { waitUntil: 'commit' });
    await code.arrived;
    await expectWaitingWords(page, /Loading NagText…/);
    await page.getByRole('progressbar', { name: 'Loading NagText' }).waitFor();
    await expectNoSideways(page);
    await screenshot(page, { path: screenshotPath('waiting-app-code', 360, dark) });
    code.release();
    await opened;
    await page.getByRole('heading', { name: 'Payment Verification Failed' }).waitFor();
    await context.close();
  });
});
