import { randomBytes } from 'node:crypto';
import { screenshotPath } from '../support/e2e/artifacts';
import { axeViolations } from '../support/e2e/axe';
import { codeTextedTo } from '../support/e2e/code-texted-to';
import { apiRefusal, collectErrors } from '../support/e2e/collect-errors';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { inLightAndDark } from '../support/e2e/light-and-dark';
import { newContext } from '../support/e2e/new-context';
import { expectNoSideways } from '../support/e2e/no-sideways';
import { screenshot } from '../support/e2e/screenshot';
import { request, signUpOverHttp } from '../support/http-session';
import { uniquePhone } from '../support/unique-phone';

let e2e: LocalAppAndBrowser;
beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
});
afterAll(() => e2e?.stop());

interface Email {
  subject: string;
  text: string;
}
const emailsTo = async (address: string): Promise<Email[]> =>
  (
    (await (await fetch(`${e2e.app.baseUrl}/dev/mail?to=${encodeURIComponent(address)}`)).json()) as {
      emails: Email[];
    }
  ).emails;

/** An account whose email is verified, through the code in /dev/mail. */
async function verifiedAccount() {
  const email = `lin.${randomBytes(4).toString('hex')}@example.com`;
  const session = await signUpOverHttp(e2e.app.baseUrl, undefined, { firstName: 'Lin', email });
  const code = / is (\d{6})\./.exec((await emailsTo(email))[0]!.text)![1];
  const verified = await request(e2e.app.baseUrl, 'POST', '/api/user/email/verify', {
    token: session.token,
    body: { code },
  });
  if (verified.status !== 200) throw new Error(`email verify answered ${verified.status}`);
  return { ...session, email };
}

it('recovery at 360 px, light and dark, by keyboard: log-in link, email, its code (a wrong one marked), new number, its code, the waiting screen; the cancel link page', async () => {
  const { email } = await verifiedAccount();
  const newPhone = uniquePhone();
  const context = await newContext(e2e, { width: 360, dark: false });
  const page = await context.newPage();
  const errors = collectErrors(page, [apiRefusal]);
  const shot = (screen: string, dark: boolean) => screenshotPath(screen, 360, dark);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Lost access to this number?' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Recover your account' }).waitFor();
  const emailField = page.getByLabel('Email');
  await emailField.fill(email);
  await inLightAndDark(page, async (dark) => {
    await expectNoSideways(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, { path: shot('recover-email', dark), fullPage: true });
  });
  await emailField.press('Enter');

  const codeField = page.getByLabel('Verification Code');
  await codeField.waitFor();
  const code = /code is (\d{6})/.exec((await emailsTo(email))[0]!.text)![1]!;
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await codeField.press('Enter');
  await page.getByText("That code doesn't match.", { exact: false }).waitFor();
  expect(await codeField.getAttribute('aria-invalid')).toBe('true');
  await inLightAndDark(page, async (dark) => {
    await screenshot(page, { path: shot('recover-email-wrong-code', dark), fullPage: true });
  });
  await codeField.fill(code);
  await codeField.press('Enter');

  const phoneField = page.getByLabel('Phone Number');
  await phoneField.waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
  await phoneField.fill(newPhone);
  await phoneField.press('Enter');
  const numberCode = page.getByLabel('Verification Code');
  await page.getByRole('button', { name: 'Confirm New Number' }).waitFor();
  await numberCode.fill((await codeTextedTo(e2e.app.baseUrl, newPhone)).code);
  await numberCode.press('Enter');

  await page.getByRole('heading', { name: 'Your account will move' }).waitFor();
  await page.getByText('reply NO to our text on the old number', { exact: false }).waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
  await inLightAndDark(page, async (dark) => {
    await expectNoSideways(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, { path: shot('recover-waiting', dark), fullPage: true });
  });

  // The email's cancel link, opened in the same browser.
  const link = /https?:\/\/\S+(\/recover\/cancel\?\S+)/.exec((await emailsTo(email))[0]!.text)![1]!;
  await page.goto(link);
  await page.getByText('The recovery is cancelled.', { exact: false }).waitFor();
  await inLightAndDark(page, async (dark) => {
    await expectNoSideways(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, { path: shot('recover-cancelled', dark), fullPage: true });
  });
  expect(errors).toEqual([]);
  await context.close();
});
