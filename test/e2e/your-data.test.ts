import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { screenshotPath } from '../support/e2e/artifacts';
import { codeTextedTo } from '../support/e2e/code-texted-to';
import { apiRefusal, collectErrors } from '../support/e2e/collect-errors';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { newContext } from '../support/e2e/new-context';
import { expectNoSideways } from '../support/e2e/no-sideways';
import { advanceClock } from '../support/e2e/advance-clock';
import { screenshot } from '../support/e2e/screenshot';
import { request, signUpOverHttp } from '../support/http-session';
import { uniquePhone } from '../support/unique-phone';

/**
 * Settings' Your Data in Chromium on a 360 px phone: the calendar address (made, read by a calendar's fetch,
 * replaced), the two downloads, and deleting the account with the code texted to its number.
 */
let e2e: LocalAppAndBrowser;
beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
});
afterAll(() => e2e?.stop());

const ok = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
  const res = await request(e2e.app.baseUrl, method, path, options);
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
};

/** A subscriber (sandbox checkout over HTTP) with one daily reminder. */
async function subscriberWithReminder() {
  const account = await signUpOverHttp(e2e.app.baseUrl, uniquePhone(), {
    firstName: 'Rosa',
    timezone: 'America/Chicago',
  });
  const { url } = await ok('POST', '/api/subscription/checkout-session', { token: account.token });
  const sessionId = new URL(url).pathname.split('/').pop()!;
  await ok('POST', `/dev/stripe/checkout/${sessionId}/complete`, { body: { outcome: 'success' } });
  await ok('POST', '/api/subscription/verify-checkout', { token: account.token, body: { sessionId } });
  const reminder = await ok('POST', '/api/tasks', {
    token: account.token,
    body: { task: 'Call mom, then the bank; ☎️', scheduledDate: '2030-03-08', scheduledTime: '09:00', repeat: 'daily' },
  });
  return { ...account, reminderId: reminder.id as string };
}

async function textsTo(phone: string): Promise<number> {
  const { messages } = (await ok('GET', `/dev/sms?phone=${encodeURIComponent(phone)}`)) as {
    messages: { to: string }[];
  };
  return messages.filter((m) => m.to === phone).length;
}

async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

it('makes, reads and replaces the calendar address, downloads the data, and deletes the account with a texted code', async () => {
  const user = await subscriberWithReminder();
  const context = await newContext(e2e, { width: 360, token: user.token });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000); // a step that never comes fails here, naming itself, not at the test's timeout
  const errors = collectErrors(page, [apiRefusal]);
  await page.goto('/settings');

  // The calendar address: made in one click, and what a calendar app fetching it gets.
  await page.getByRole('button', { name: 'Create my calendar address' }).click();
  const address = page.getByLabel('Your private calendar address');
  await address.waitFor();
  const first = await address.inputValue();
  expect(first).toMatch(new RegExp(`^${e2e.app.baseUrl}/api/calendar/${user.user.id}\\.[\\w-]{43}\\.ics$`));
  const feed = await fetch(first);
  expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('SUMMARY:Call mom\\, then the bank\\; ☎️');
  await expectNoSideways(page);
  await screenshot(page, { path: screenshotPath('settings-calendar-address', 360, false), fullPage: true });

  await page.getByRole('button', { name: 'Replace address' }).click();
  await page
    .getByRole('dialog', { name: 'Replace your calendar address?' })
    .getByRole('button', { name: 'Replace address' })
    .click();
  await page.waitForFunction(
    (old) => (document.querySelector('input[readonly]') as HTMLInputElement | null)?.value !== old,
    first,
  );
  expect((await fetch(first)).status).toBe(404);
  expect((await fetch(await address.inputValue())).status).toBe(200);

  // Both downloads, named for the day, holding the reminder.
  const json = await download(page, 'Download my data');
  expect(json.name).toMatch(/^nagtext-data-\d{4}-\d{2}-\d{2}\.json$/);
  expect(JSON.parse(json.text).reminders).toEqual([
    expect.objectContaining({ id: user.reminderId, recurrence: 'FREQ=DAILY' }),
  ]);
  const csv = await download(page, 'Download reminders (CSV)');
  expect(csv.name).toMatch(/^nagtext-reminders-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.text).toContain('"Call mom, then the bank; ☎️"');

  // Deleting: what goes is named, the code comes by text, and the account is gone.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByText('your reminders and their history').waitFor();
  await advanceClock(e2e.app.baseUrl, 1); // past the 30 s between codes to one number (the sign-up's was the last)
  const before = await textsTo(user.phone); // the newest is the welcome text, which holds no code
  await dialog.getByRole('button', { name: 'Text me a code' }).click();
  const code = (await codeTextedTo(e2e.app.baseUrl, user.phone, before)).code;
  await dialog.getByLabel('Verification Code').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await dialog
    .getByText(/code/i)
    .filter({ hasText: /incorrect|wrong|invalid|expired/i })
    .first()
    .waitFor();
  await screenshot(page, { path: screenshotPath('settings-delete-account-wrong-code', 360, false) });
  await dialog.getByLabel('Verification Code').fill(code);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await page.waitForURL(`${e2e.app.baseUrl}/`);
  await page.getByText("Your account has been deleted. We're sorry to see you go.").waitFor();
  // Nothing said on Settings (the calendar's toasts) is still on screen over the notice.
  await page.getByText('Your calendar address was replaced').waitFor({ state: 'detached' });
  await expectNoSideways(page);
  await screenshot(page, { path: screenshotPath('home-account-deleted', 360, false) });

  expect((await request(e2e.app.baseUrl, 'GET', '/api/user/profile', { token: user.token })).status).toBe(401);
  expect((await fetch((await page.evaluate(() => location.origin)) + new URL(first).pathname)).status).toBe(404);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(errors).toEqual([]);
  await context.close();
});

it('holds at 360 px in dark mode with the delete dialog open', async () => {
  const user = await subscriberWithReminder();
  const context = await newContext(e2e, { width: 360, token: user.token, dark: true });
  const page = await context.newPage();
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
  await expectNoSideways(page);
  await screenshot(page, { path: screenshotPath('settings-delete-account-dialog', 360, true) });
  await context.close();
});
