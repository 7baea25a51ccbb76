import { randomBytes } from 'node:crypto';
import { advanceClock } from '../support/e2e/advance-clock';
import { screenshotPath } from '../support/e2e/artifacts';
import { axeViolations } from '../support/e2e/axe';
import { apiRefusal, collectErrors } from '../support/e2e/collect-errors';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { inLightAndDark } from '../support/e2e/light-and-dark';
import { newContext } from '../support/e2e/new-context';
import { expectNoSideways } from '../support/e2e/no-sideways';
import { screenshot } from '../support/e2e/screenshot';
import { signUpOverHttp } from '../support/http-session';

let e2e: LocalAppAndBrowser;
beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
});
afterAll(() => e2e?.stop());

/** The 501 of billing not built, and the 4xx this test asks for on purpose. */
const EXPECTED_ERRORS = [
  apiRefusal,
  (text: string, url: string) => /status of 501/.test(text) && url.includes('/api/subscription/status'),
];

/** The code in the newest email to the address, as /dev/mail lists it. */
async function emailedCode(address: string): Promise<string> {
  const { emails } = (await (await fetch(`${e2e.app.baseUrl}/dev/mail?to=${encodeURIComponent(address)}`)).json()) as {
    emails: { text: string }[];
  };
  const code = / is (\d{6})\./.exec(emails[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`No code was emailed to ${address}`);
  return code;
}

it("Settings' Email card at 360 px, light and dark, by keyboard: not verified and why it matters, a wrong code marked, Resend, verified with no error left", async () => {
  const email = `grace.${randomBytes(4).toString('hex')}@example.com`;
  const { token } = await signUpOverHttp(e2e.app.baseUrl, undefined, { firstName: 'Grace', email });
  // Past the 30 s between two emailed codes, so Resend may go.
  await advanceClock(e2e.app.baseUrl, 1);
  const context = await newContext(e2e, { token, width: 360, dark: false });
  const page = await context.newPage();
  const errors = collectErrors(page, EXPECTED_ERRORS);
  const shot = (screen: string, dark: boolean) => screenshotPath(screen, 360, dark);

  await page.goto('/settings');
  const card = page.getByRole('heading', { name: 'Email', exact: true });
  await card.waitFor();
  const state = page.getByTestId('email-state');
  await state.filter({ hasText: 'Not verified' }).waitFor();
  await page.getByText('If you ever lose your phone number, recovering your account needs a verified email.').waitFor();
  const field = page.getByLabel('Email Code');
  await field.scrollIntoViewIfNeeded();
  await inLightAndDark(page, async (dark) => {
    await expectNoSideways(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, { path: shot('settings-email-unverified', dark), fullPage: true });
  });

  // A wrong code, by keyboard: marked on the field.
  const first = await emailedCode(email);
  await field.focus();
  await page.keyboard.type(first === '000000' ? '111111' : '000000');
  await page.keyboard.press('Enter');
  await page.getByText('Invalid verification code').waitFor();
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  await inLightAndDark(page, async (dark) => {
    await screenshot(page, { path: shot('settings-email-wrong-code', dark), fullPage: true });
  });

  // Resend, by keyboard: the new code's news replaces the error.
  await page.getByRole('button', { name: 'Resend code' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText(`A new code is on its way to ${email}.`).waitFor();
  expect(await page.getByText('Invalid verification code').count()).toBe(0);
  expect(await field.getAttribute('aria-invalid')).toBe('false');
  const fresh = await emailedCode(email);
  expect(fresh).not.toBe('');

  await field.fill(fresh);
  await field.press('Enter');
  await state.filter({ hasText: '✓ Verified' }).waitFor();
  expect(await page.getByLabel('Email Code').count()).toBe(0);
  expect(await page.getByText('Invalid verification code').count()).toBe(0);
  expect(await page.getByText('recovering your account needs a verified email', { exact: false }).count()).toBe(0);
  await inLightAndDark(page, async (dark) => {
    await expectNoSideways(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, { path: shot('settings-email-verified', dark), fullPage: true });
  });
  expect(errors).toEqual([]);
  await context.close();
});

it("Settings' Email card says plainly when the address bounced, and offers no code to it (360 px)", async () => {
  const email = `bounce.${randomBytes(4).toString('hex')}@example.com`;
  const { token } = await signUpOverHttp(e2e.app.baseUrl, undefined, { email });
  const bounced = await fetch(`${e2e.app.baseUrl}/dev/mail/bounce`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: email }),
  });
  expect(bounced.status).toBe(200);
  const context = await newContext(e2e, { token, width: 360 });
  const page = await context.newPage();
  const errors = collectErrors(page, EXPECTED_ERRORS);
  await page.goto('/settings');
  await page.getByTestId('email-state').filter({ hasText: 'Not deliverable' }).waitFor();
  await page.getByText('Emails to this address bounced or were marked as spam', { exact: false }).waitFor();
  expect(await page.getByLabel('Email Code').count()).toBe(0);
  await expectNoSideways(page);
  await screenshot(page, { path: screenshotPath('settings-email-bounced', 360, false), fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
});

it.each([false, true])(
  'the /dev/mail mailbox at 360 px (dark: %s): the emails of an address, readable, labelled',
  async (dark) => {
    const email = `mailbox.${randomBytes(4).toString('hex')}@example.com`;
    await signUpOverHttp(e2e.app.baseUrl, undefined, { email });
    const context = await newContext(e2e, { width: 360, dark });
    const page = await context.newPage();
    const errors = collectErrors(page, EXPECTED_ERRORS);
    // The /dev pages follow the system's colour scheme (the app's own switch is the app's).
    await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
    await page.goto(`/dev/mail#to=${encodeURIComponent(email)}`);
    await page.getByRole('heading', { name: `Emails to ${email}` }).waitFor();
    await page.getByRole('heading', { name: /^NagText: confirm your email \(code \d{6}\)$/ }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${email.replace(/\./g, '\\.')} \\(1\\)$`) }).waitFor();
    await expectNoSideways(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, { path: screenshotPath('dev-mail', 360, dark), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  },
);
