import { advanceClock } from '../support/e2e/advance-clock';
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

it('at 360 px: consent to calls, a buddy invited (the invite card, light and dark) and joining by text, a reminder that calls and tells the buddy, the failing-number banner', async () => {
  const { token, phone } = await trialSession(e2e.app.baseUrl, { firstName: 'Ada', timezone: ZONE });
  const context = await newContext(e2e, { token, width: 360, height: 780, timezoneId: ZONE });
  const page = await context.newPage();
  const errors = collectErrors(page, [apiRefusal, billingNotBuilt]);

  // Calls: the switch is the consent sentence, from the keyboard.
  await page.goto('/settings');
  const consent = page.getByRole('switch', { name: /^Call me at .* when I ignore a reminder's texts\.$/ });
  await consent.waitFor();
  expect(await consent.isChecked()).toBe(false);
  await consent.focus();
  await page.keyboard.press('Space');
  await page.getByText('Preferences updated successfully').waitFor();
  await page.getByText(/^On since /).waitFor();
  expect((await request(e2e.app.baseUrl, 'GET', '/api/user/profile', { token })).body.callConsentAt).toEqual(
    expect.any(String),
  );

  // The buddy: an invite (NagText texts nobody), the ready message to send from Ada's phone; the person's own JOIN
  // makes them the buddy.
  const buddyPhone = uniquePhone();
  const form = page.getByRole('form', { name: 'Invite a buddy' });
  await form.getByLabel('Their first name (optional)').fill('Grace');
  await form.getByRole('checkbox', { name: "Share the task's words" }).check();
  await form.getByRole('button', { name: 'Create invite' }).focus();
  await page.keyboard.press('Enter');
  const invites = page.getByRole('list', { name: 'Open invites' });
  await invites.waitFor();
  const message = (await invites.getByText(/^Text JOIN /).textContent())!;
  const code = /JOIN (\S{4}-\S{4})/.exec(message)![1]!;
  expect(message).toBe(`Text JOIN ${code} to +1 555-000-0000 to get reminders from Ada on NagText`);
  await invites.getByRole('button', { name: 'Copy message' }).waitFor();
  expect(await form.locator('label', { hasText: 'Their first name' }).getAttribute('data-shrink')).toBe('false');
  expect(textsTo(buddyPhone)).toEqual([]);
  await transitionsDone(page);
  await expectNoSideways(page);
  await shootRegion(page, 'Accountability buddy', '/tmp/escalation-invite-360.png');
  expect(await axeViolations(page)).toEqual([]);
  // The invite card in dark mode: the same checks.
  const darkInvite = await newContext(e2e, { token, width: 360, height: 780, dark: true, timezoneId: ZONE });
  const darkInvitePage = await darkInvite.newPage();
  await darkInvitePage.goto('/settings');
  await darkInvitePage.getByRole('list', { name: 'Open invites' }).waitFor();
  await transitionsDone(darkInvitePage);
  await expectNoSideways(darkInvitePage);
  await shootRegion(darkInvitePage, 'Accountability buddy', '/tmp/escalation-invite-360-dark.png');
  expect(await axeViolations(darkInvitePage)).toEqual([]);
  await darkInvite.close();

  expect(
    (
      await request(e2e.app.baseUrl, 'POST', '/dev/sms/reply', {
        body: { from: buddyPhone, body: `JOIN ${code.toLowerCase()}` },
      })
    ).status,
  ).toBe(200);
  expect(textsTo(buddyPhone)).toEqual([expect.stringMatching(/^NagText: you joined Ada's reminders/)]);
  await page.reload();
  await page.getByText(/^Grace is your buddy/).waitFor();
  await transitionsDone(page);
  await expectNoSideways(page);
  await shootRegion(page, 'Calls', '/tmp/escalation-calls-360.png');
  await shootRegion(page, 'Accountability buddy', '/tmp/escalation-buddy-360.png');
  expect(await axeViolations(page)).toEqual([]);

  // A reminder that calls after 3 ignored texts and tells the buddy: both under More options.
  await page.goto('/dashboard');
  await page
    .getByRole('button', { name: /Add (Your First|New) Reminder/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Task').fill('Call the dentist');
  await dialog.getByText('More options').click();
  // The dialog grows and re-centres while More options opens: a click before that ends can land beside the switch.
  await transitionsDone(page);
  await dialog.getByRole('switch', { name: /^Call me if I ignore \d+ texts$/ }).check();
  await dialog.getByRole('checkbox', { name: 'Tell my buddy if I ignore it' }).check();
  await screenshot(page, { path: '/tmp/escalation-dialog-360.png' });
  await submitReminder(page, dialog);
  await page.getByText(/Call after 3 texts/).waitFor();
  const [task] = (await request(e2e.app.baseUrl, 'GET', '/api/tasks', { token })).body as {
    callAfterNags: number;
    tellBuddy: boolean;
  }[];
  expect(task).toMatchObject({ callAfterNags: 3, tellBuddy: true });

  // Texts to the number start failing: the banner says so until one arrives.
  await request(e2e.app.baseUrl, 'POST', '/dev/sms/fail', { body: { phone, mode: 'fail' } });
  await advanceClock(e2e.app.baseUrl, 24 * 60);
  await page.reload();
  await page.getByText(/^Texts to .* are failing\. Check the number in/).waitFor();
  await screenshot(page, { path: '/tmp/escalation-banner-360.png' });
  expect(await axeViolations(page)).toEqual([]);

  // Dark mode: the Settings cards and the banner read, and pass the same checks.
  const dark = await newContext(e2e, { token, width: 360, height: 780, dark: true, timezoneId: ZONE });
  const darkPage = await dark.newPage();
  const darkErrors = collectErrors(darkPage, [apiRefusal, billingNotBuilt]);
  await darkPage.goto('/settings');
  await darkPage.getByText(/^Grace is your buddy/).waitFor();
  await transitionsDone(darkPage);
  await expectNoSideways(darkPage);
  await shootRegion(darkPage, 'Calls', '/tmp/escalation-calls-360-dark.png');
  await shootRegion(darkPage, 'Accountability buddy', '/tmp/escalation-buddy-360-dark.png');
  expect(await axeViolations(darkPage)).toEqual([]);
  await darkPage.goto('/dashboard');
  await darkPage.getByText(/^Texts to .* are failing/).waitFor();
  await screenshot(darkPage, { path: '/tmp/escalation-banner-360-dark.png' });

  expect(errors).toEqual([]);
  expect(darkErrors).toEqual([]);
  await dark.close();
  await context.close();
});
