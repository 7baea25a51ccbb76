import { axeViolations } from '../support/e2e/axe';
import { apiRefusal, collectErrors, type ExpectedConsoleError } from '../support/e2e/collect-errors';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { newContext } from '../support/e2e/new-context';
import { expectNoSideways } from '../support/e2e/no-sideways';
import { screenshot } from '../support/e2e/screenshot';
import { submitReminder } from '../support/e2e/submit-reminder';
import { transitionsDone } from '../support/e2e/transitions-done';
import { request } from '../support/http-session';
import { shootRegion } from '../support/e2e/shoot-region';
import { trialSession } from '../support/e2e/trial-session';
import { uniquePhone } from '../support/unique-phone';
import type { Page } from 'playwright-core';

const ZONE = 'America/Chicago';

let e2e: LocalAppAndBrowser;
beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
});
afterAll(() => e2e?.stop());

const billingNotBuilt: ExpectedConsoleError = (text, url) =>
  /status of 501/.test(text) && url.includes('/api/subscription/status');

/** An invite made in Settings (into the household when asked), joined by a text from a new phone. */
async function inviteAndJoin(page: Page, firstName: string, household: boolean): Promise<string> {
  const card = page.getByRole('region', { name: 'People you remind' });
  const form = card.getByRole('form', { name: 'Invite a person' });
  await form.getByLabel('Their first name').fill(firstName);
  if (household) await form.getByRole('checkbox', { name: 'Add them to my household' }).check();
  await form.getByRole('button', { name: 'Create invite' }).click();
  const invite = card
    .getByRole('list', { name: 'Open invites for people' })
    .getByRole('listitem')
    .filter({ hasText: firstName });
  await invite.waitFor();
  if (household) await invite.getByText('Joins your household').waitFor();
  const code = /JOIN (\S{4}-\S{4})/.exec((await invite.getByText(/^Text JOIN /).textContent())!)![1]!;
  const phone = uniquePhone();
  const joined = await request(e2e.app.baseUrl, 'POST', '/dev/sms/reply', {
    body: { from: phone, body: `JOIN ${code}` },
  });
  expect(joined.status).toBe(200);
  return phone;
}

/** The reminder dialog filled for a daily household chore, then added. */
async function addChore(page: Page, task: string, forChoice: string, turn?: string) {
  await page
    .getByRole('button', { name: /Add (Your First|New) Reminder/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Task').fill(task);
  await dialog.getByLabel('Repeat', { exact: true }).selectOption('daily');
  await dialog.getByLabel('For', { exact: true }).selectOption({ label: forChoice });
  const members = dialog.getByRole('group', { name: 'Members' });
  for (const name of ['You', 'Mom', 'Dad'])
    expect(await members.getByRole('checkbox', { name }).isChecked()).toBe(true);
  if (turn) await dialog.getByLabel('Turn passes').selectOption({ label: turn });
  await transitionsDone(page);
  return dialog;
}

it('at 360 px: a household made in Settings, a chore for anyone and one taking turns each week, light and dark', async () => {
  const { token } = await trialSession(e2e.app.baseUrl, { firstName: 'Ada', timezone: ZONE });
  const context = await newContext(e2e, { token, width: 360, height: 780, timezoneId: ZONE });
  const page = await context.newPage();
  const errors = collectErrors(page, [apiRefusal, billingNotBuilt]);

  // Mom joins into the household by her invite; Dad joins beside it and is put in by his switch.
  await page.goto('/settings');
  await inviteAndJoin(page, 'Mom', true);
  await inviteAndJoin(page, 'Dad', false);
  await page.reload();
  const card = page.getByRole('region', { name: 'People you remind' });
  await card.getByRole('switch', { name: 'Mom in household' }).waitFor();
  expect(await card.getByRole('switch', { name: 'Mom in household' }).isChecked()).toBe(true);
  expect(await card.getByRole('switch', { name: 'Dad in household' }).isChecked()).toBe(false);
  const put = page.waitForResponse((r) => r.url().includes('/household') && r.request().method() === 'PUT');
  await card.getByRole('switch', { name: 'Dad in household' }).focus();
  await page.keyboard.press('Space');
  expect((await put).ok()).toBe(true);
  await card.getByText(/^Household: you and 2 others/).waitFor();
  await transitionsDone(page);
  await expectNoSideways(page);
  await shootRegion(page, 'People you remind', '/tmp/household-settings-360.png');
  expect(await axeViolations(page)).toEqual([]);

  // A chore anyone may do: every member ticked, no calls or buddy.
  await page.goto('/dashboard');
  let dialog = await addChore(page, 'Take out the trash', 'Household: anyone');
  expect(await dialog.getByRole('switch', { name: /^Call me if I ignore/ }).count()).toBe(0);
  await screenshot(page, { path: '/tmp/household-dialog-anyone-360.png' });
  expect(await axeViolations(page)).toEqual([]);
  await submitReminder(page, dialog);
  const trash = page.getByRole('article', { name: 'Take out the trash' });
  await trash.getByText('Shared: anyone of You, Mom, Dad').waitFor();

  // One taking turns each week, You first.
  dialog = await addChore(page, 'Water the plants', 'Household: take turns', 'Each week');
  await screenshot(page, { path: '/tmp/household-dialog-turns-360.png' });
  expect(await axeViolations(page)).toEqual([]);
  await submitReminder(page, dialog);
  const plants = page.getByRole('article', { name: 'Water the plants' });
  await plants.getByText('Shared: takes turns each week with You, Mom, Dad').waitFor();
  await plants.getByText('Up next: You').waitFor();

  // Ada marks the trash done on the dashboard: the card says who did it.
  const tasks = (await request(e2e.app.baseUrl, 'GET', '/api/tasks', { token })).body as Array<{
    id: string;
    task: string;
  }>;
  const trashId = tasks.find((t) => t.task === 'Take out the trash')!.id;
  const done = await request(e2e.app.baseUrl, 'PUT', `/api/tasks/${trashId}/status`, {
    token,
    body: { status: 'done' },
  });
  expect(done.status).toBe(200);
  await page.reload();
  await trash.getByText(/^Last done by you on /).waitFor();
  await transitionsDone(page);
  await expectNoSideways(page);
  await screenshot(page, { path: '/tmp/household-dashboard-360.png' });
  expect(await axeViolations(page)).toEqual([]);

  // Dark mode: the settings card and the dashboard read, and pass the same checks.
  const dark = await newContext(e2e, { token, width: 360, height: 780, dark: true, timezoneId: ZONE });
  const darkPage = await dark.newPage();
  const darkErrors = collectErrors(darkPage, [apiRefusal, billingNotBuilt]);
  await darkPage.goto('/settings');
  await darkPage.getByRole('switch', { name: 'Dad in household' }).waitFor();
  await transitionsDone(darkPage);
  await expectNoSideways(darkPage);
  await shootRegion(darkPage, 'People you remind', '/tmp/household-settings-360-dark.png');
  expect(await axeViolations(darkPage)).toEqual([]);
  await darkPage.goto('/dashboard');
  await darkPage.getByRole('article', { name: 'Water the plants' }).getByText('Up next: You').waitFor();
  await transitionsDone(darkPage);
  await expectNoSideways(darkPage);
  await screenshot(darkPage, { path: '/tmp/household-dashboard-360-dark.png' });
  expect(await axeViolations(darkPage)).toEqual([]);

  expect(errors).toEqual([]);
  expect(darkErrors).toEqual([]);
  await dark.close();
  await context.close();
});
