import { peopleTexts } from '#core/people/domain/people-texts';
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

const ZONE = 'America/Chicago';

let e2e: LocalAppAndBrowser;
beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
});
afterAll(() => e2e?.stop());

const billingNotBuilt: ExpectedConsoleError = (text, url) =>
  /status of 501/.test(text) && url.includes('/api/subscription/status');

const textsTo = (phone: string) =>
  e2e.app.runtime.outbox
    .list(phone)
    .filter((m) => m.to === phone && m.channel !== 'voice')
    .map((m) => m.body);

it('at 360 px: a person invited from Settings joins by text, a reminder for them with "Tell me", light and dark', async () => {
  const { token } = await trialSession(e2e.app.baseUrl, { firstName: 'Ada', timezone: ZONE });
  const context = await newContext(e2e, { token, width: 360, height: 780, timezoneId: ZONE });
  const page = await context.newPage();
  const errors = collectErrors(page, [apiRefusal, billingNotBuilt]);

  // The invite: their name, their zone and quiet hours; nothing is texted to anyone.
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'People you remind' });
  await card.getByText('No one yet.').waitFor();
  const form = card.getByRole('form', { name: 'Invite a person' });
  await form.getByLabel('Their first name').fill('Mom');
  await form.getByLabel('Their time zone').selectOption('America/Los_Angeles');
  await form.getByRole('button', { name: 'Create invite' }).focus();
  await page.keyboard.press('Enter');
  const invites = card.getByRole('list', { name: 'Open invites for people' });
  await invites.waitFor();
  const message = (await invites.getByText(/^Text JOIN /).textContent())!;
  const code = /JOIN (\S{4}-\S{4})/.exec(message)![1]!;
  expect(message).toBe(`Text JOIN ${code} to +1 555-000-0000 to get reminders from Ada on NagText`);
  // The emptied name field reads as empty: its label back inside it, not left raised over nothing.
  expect(await form.getByLabel('Their first name').inputValue()).toBe('');
  expect(await form.locator('label', { hasText: 'Their first name' }).getAttribute('data-shrink')).toBe('false');
  await transitionsDone(page);
  await expectNoSideways(page);
  await shootRegion(page, 'People you remind', '/tmp/people-invite-360.png');
  expect(await axeViolations(page)).toEqual([]);

  // Mom texts JOIN: the link is live, and the card says so after a reload.
  const mom = uniquePhone();
  const joined = await request(e2e.app.baseUrl, 'POST', '/dev/sms/reply', {
    body: { from: mom, body: `JOIN ${code}` },
  });
  expect(joined.status).toBe(200);
  expect(textsTo(mom)).toEqual([expect.stringMatching(/^NagText: you joined Ada's reminders/)]);
  await page.reload();
  const people = page.getByRole('list', { name: 'Your people' });
  await people.getByText(/^Joined /).waitFor();
  await people.getByText(/^Their time: Pacific Time/).waitFor();
  await transitionsDone(page);
  await expectNoSideways(page);
  await shootRegion(page, 'People you remind', '/tmp/people-joined-360.png');
  expect(await axeViolations(page)).toEqual([]);

  // A reminder for Mom: For, her time, and "Tell me if it's ignored" in place of calls and the buddy.
  await page.goto('/dashboard');
  await page
    .getByRole('button', { name: /Add (Your First|New) Reminder/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Task').fill('Take the evening pills');
  await dialog.getByLabel('For', { exact: true }).selectOption({ label: 'Mom' });
  await dialog.getByText(/^Times are in Pacific Time/).waitFor();
  await dialog.getByText('More options').click();
  await transitionsDone(page);
  await dialog.getByRole('checkbox', { name: "Tell me if it's ignored" }).check();
  expect(await dialog.getByRole('switch', { name: /^Call me if I ignore/ }).count()).toBe(0);
  await screenshot(page, { path: '/tmp/people-dialog-360.png' });
  expect(await axeViolations(page)).toEqual([]);
  await submitReminder(page, dialog);
  const reminder = page.getByRole('article', { name: 'Take the evening pills' });
  await reminder.getByText('For Mom').waitFor();
  await reminder.getByText('You’re told if ignored').waitFor();
  await transitionsDone(page);
  await expectNoSideways(page);
  await screenshot(page, { path: '/tmp/people-dashboard-360.png' });
  expect(await axeViolations(page)).toEqual([]);
  const [task] = (await request(e2e.app.baseUrl, 'GET', '/api/tasks', { token })).body as Record<string, unknown>[];
  expect(task).toMatchObject({
    timezone: 'America/Los_Angeles',
    tellMeIfIgnored: true,
    forPerson: { firstName: 'Mom' },
  });

  // Dark mode: the card and the dashboard read, and pass the same checks.
  const dark = await newContext(e2e, { token, width: 360, height: 780, dark: true, timezoneId: ZONE });
  const darkPage = await dark.newPage();
  const darkErrors = collectErrors(darkPage, [apiRefusal, billingNotBuilt]);
  await darkPage.goto('/settings');
  await darkPage
    .getByRole('list', { name: 'Your people' })
    .getByText(/^Joined /)
    .waitFor();
  await transitionsDone(darkPage);
  await expectNoSideways(darkPage);
  await shootRegion(darkPage, 'People you remind', '/tmp/people-joined-360-dark.png');
  expect(await axeViolations(darkPage)).toEqual([]);
  await darkPage.goto('/dashboard');
  await darkPage.getByRole('article', { name: 'Take the evening pills' }).getByText('For Mom').waitFor();
  await transitionsDone(darkPage);
  await screenshot(darkPage, { path: '/tmp/people-dashboard-360-dark.png' });
  expect(await axeViolations(darkPage)).toEqual([]);

  // Remove: one goodbye to Mom, her reminder paused on the dashboard.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Remove Mom' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await page.getByText('Mom removed').waitFor();
  expect(textsTo(mom)).toContain(peopleTexts.personRemoved('Ada'));
  await page.goto('/dashboard');
  await page.getByText('Paused: no texts to Mom until you resume it.').waitFor();

  expect(errors).toEqual([]);
  expect(darkErrors).toEqual([]);
  await dark.close();
  await context.close();
});
