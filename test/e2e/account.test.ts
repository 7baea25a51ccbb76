import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { Profile } from '#shared/contracts/user';
import { formatPhone } from '#shared/phone';
import { DEFAULT_RATE_LIMITS } from '#core/abuse/domain/rate-limits';
import { createTestAdmin } from '../support/create-test-admin';
import { GENEROUS_RATE_LIMITS } from '../support/generous-rate-limits';
import { advanceClock } from '../support/e2e/advance-clock';
import { screenshotPath } from '../support/e2e/artifacts';
import { codeTextedTo } from '../support/e2e/code-texted-to';
import { apiRefusal, collectErrors, type ExpectedConsoleError } from '../support/e2e/collect-errors';
import { axeViolations } from '../support/e2e/axe';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { inLightAndDark } from '../support/e2e/light-and-dark';
import { newContext } from '../support/e2e/new-context';
import { expectNoSideways } from '../support/e2e/no-sideways';
import { request, signUpOverHttp } from '../support/http-session';
import { typedForm, uniquePhone } from '../support/unique-phone';
import { screenshot } from '../support/e2e/screenshot';

/** What the log-in page says to someone whose stored session the server refused. */
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

let e2e: LocalAppAndBrowser;

/** The subscription status answers 501 while billing is not built; the pages must carry on without it. */
const billingNotBuilt: ExpectedConsoleError = (text, url) =>
  /status of 501/.test(text) && url.includes('/api/subscription/status');
const EXPECTED_ERRORS = [apiRefusal, billingNotBuilt];

/** The user session the page holds. */
async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
}

/** What the server really stored for a session, past what the screen shows. */
async function savedProfile(session: string): Promise<Profile> {
  return (await request(e2e.app.baseUrl, 'GET', '/api/user/profile', { token: session })).body;
}

/** The newest text to the number, as the phone simulator shows it. */
async function lastTextTo(phone: string): Promise<string | undefined> {
  const { messages } = (await (
    await fetch(`${e2e.app.baseUrl}/dev/sms?phone=${encodeURIComponent(phone)}`)
  ).json()) as { messages: { to: string; body: string }[] };
  return messages.find((m) => m.to === phone)?.body;
}

/** An account made through the API (the sign-up screen has its own test): its number and session token. */
function signUpViaApi(firstName: string): Promise<{ phone: string; token: string }> {
  const phone = uniquePhone();
  const email = `${firstName.toLowerCase()}.${phone.slice(-7)}@example.com`;
  return signUpOverHttp(e2e.app.baseUrl, phone, { firstName, lastName: 'Tester', email, timezone: 'America/Chicago' });
}

beforeAll(async () => {
  // The username lockout as deployed (each test's admin has a username of its own); other limits out of reach.
  e2e = await startLocalAppAndBrowser({
    rateLimits: {
      ...GENEROUS_RATE_LIMITS,
      adminFailuresPerUsernameAndIp: DEFAULT_RATE_LIMITS.adminFailuresPerUsernameAndIp,
    },
  });
});

afterAll(() => e2e?.stop());

it('My Info: signs up, renames, changes the number (only with the code from the number on file too), and the new number logs in', async () => {
  const phone = uniquePhone();
  const newPhone = uniquePhone();
  const context = await newContext(e2e);
  const page = await context.newPage();
  const errors = collectErrors(page, EXPECTED_ERRORS);

  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(`ada.${phone.slice(-7)}@example.com`);
  await page.getByLabel('Phone Number').fill(typedForm(phone));
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await page.getByLabel('Verification Code').fill((await codeTextedTo(e2e.app.baseUrl, phone)).code);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard');

  // To My Info through the Profile menu.
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByRole('menuitem', { name: 'My Info' }).click();
  await page.waitForURL('**/profile');
  await page.getByRole('heading', { name: 'My Info', level: 1 }).waitFor();
  await page.getByText('View and edit your profile information').waitFor();
  const firstName = page.getByLabel('First Name');
  expect(await firstName.inputValue()).toBe('Ada');
  expect(await firstName.isEditable()).toBe(false);
  expect(await page.getByLabel('Phone Number').inputValue()).toBe(formatPhone(phone));
  expect(await page.title()).toBe('My Info | NagText');

  // Rename: saved at once, shown read-only again, and still there after a reload.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  expect(await firstName.isEditable()).toBe(true);
  await firstName.fill('Augusta Ada');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Profile updated successfully!').waitFor();
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
  await page.reload();
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
  expect(await page.getByLabel('First Name').inputValue()).toBe('Augusta Ada');

  // An empty name is refused in place.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Last Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Last name is required').waitFor();
  await page.getByLabel('Last Name').fill('Lovelace');

  // A new number (typed with ten digits): a code goes to it and one to the number on file; nothing is saved yet.
  await advanceClock(e2e.app.baseUrl, 1); // past the 30 s the number on file waits after its sign-up code
  await page.getByLabel('Phone Number').fill(newPhone.slice(2));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Verification code sent to your new phone number').waitFor();
  const codeField = page.getByLabel('Verification Code');
  const currentCodeField = page.getByLabel('Code from Current Number');
  expect(await codeField.getAttribute('placeholder')).toBe('Enter 6-digit code');
  const resend = page.getByRole('button', { name: /^Resend codes in \d+s$/ });
  expect(await resend.isDisabled()).toBe(true);
  expect((await savedProfile(await token(page))).phoneNumber).toBe(phone);
  expect(await lastTextTo(phone)).toMatch(
    new RegExp(`^NagText: your code to MOVE your account to \\+1 \\.\\.\\.${newPhone.slice(-4)} is \\d{6}\\.`),
  );

  // The new number's code alone, with a guess for the other: refused, the guessed field marked.
  const sent = await codeTextedTo(e2e.app.baseUrl, newPhone);
  const approval = await codeTextedTo(e2e.app.baseUrl, phone);
  await codeField.fill(sent.code);
  await currentCodeField.fill(approval.code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.getByText('Invalid verification code').first().waitFor();
  await page.getByText('The code sent to your current number is wrong.').first().waitFor();
  expect(await currentCodeField.getAttribute('aria-invalid')).toBe('true');
  expect((await savedProfile(await token(page))).phoneNumber).toBe(phone);

  const beforeMove = await token(page);
  await currentCodeField.fill(approval.code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.getByText('Phone number updated successfully').waitFor();
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
  expect(await page.getByLabel('Phone Number').inputValue()).toBe(formatPhone(newPhone));
  expect(await page.getByLabel('Verification Code').count()).toBe(0);
  // The move ended every session of the account; this browser carries on with the new one it was given.
  expect(await token(page)).not.toBe(beforeMove);
  expect((await request(e2e.app.baseUrl, 'GET', '/api/user/profile', { token: beforeMove })).status).toBe(401);
  expect((await savedProfile(await token(page))).phoneNumber).toBe(newPhone);
  // The number left behind is told where the account went.
  expect(await lastTextTo(phone)).toMatch(
    new RegExp(`^NagText: your account's number was changed to \\+1 \\.\\.\\.${newPhone.slice(-4)} on `),
  );

  // Log out; the old number has no account any more, the new one logs in.
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await request(e2e.app.baseUrl, 'POST', '/api/auth/login', { body: { phoneNumber: phone } })).status).toBe(
    404,
  );
  await advanceClock(e2e.app.baseUrl, 1); // past the 30 s a number waits between two codes
  await page.goto('/login');
  await page.getByLabel('Phone Number').fill(typedForm(newPhone));
  await page.getByRole('button', { name: 'Send Code' }).click();
  await page.getByText(`Verification code sent to ${formatPhone(newPhone)}`).waitFor();
  await page.getByLabel('Verification Code').fill((await codeTextedTo(e2e.app.baseUrl, newPhone, sent.count)).code);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
  expect(await page.getByLabel('First Name').inputValue()).toBe('Augusta Ada');
  expect(await page.getByLabel('Phone Number').inputValue()).toBe(formatPhone(newPhone));

  expect(errors).toEqual([]);
  await context.close();
});

it('My Info: Cancel in the code step hides it and keeps the saved number; saving the same number again returns to its codes (at 360 px)', async () => {
  const { phone, token: session } = await signUpViaApi('Grace');
  const newPhone = uniquePhone();
  await advanceClock(e2e.app.baseUrl, 1); // past the 30 s the number on file waits after its sign-up code
  const context = await newContext(e2e, { token: session, width: 360 });
  const page = await context.newPage();
  const errors = collectErrors(page, EXPECTED_ERRORS);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Phone Number').fill(newPhone);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByLabel('Verification Code').waitFor();
  await expectNoSideways(page);
  // On a phone the toast sits below the header, never over it.
  const toastBox = await page.getByText('Verification code sent to your new phone number').boundingBox();
  const headerBox = await page.locator('header').first().boundingBox();
  expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
  expect(await page.getByLabel('Verification Code').count()).toBe(0);
  expect(await page.getByLabel('Phone Number').inputValue()).toBe(formatPhone(phone));
  expect((await savedProfile(session)).phoneNumber).toBe(phone);

  // Saving the same new number again at once: back to the codes already texted, no "Please wait".
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Phone Number').fill(newPhone);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByLabel('Verification Code').fill((await codeTextedTo(e2e.app.baseUrl, newPhone)).code);
  await page.getByLabel('Code from Current Number').fill((await codeTextedTo(e2e.app.baseUrl, phone)).code);
  expect((await codeTextedTo(e2e.app.baseUrl, newPhone)).count).toBe(1);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.getByText('Phone number updated successfully').waitFor();
  expect(await page.getByText('Failed to update profile').count()).toBe(0);

  // Settings from the phone menu, which closes on Escape.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open menu', expanded: false }).waitFor();
  await page.getByRole('button', { name: 'Open menu' }).click();
  // Tap once the menu has finished sliding open: mid-slide on a busy machine the page scrolled under the tap,
  // pressed on Settings and released on My Info (a click on neither).
  await page.locator('.MuiCollapse-entered #mobile-menu').waitFor();
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL('**/settings');
  await page.getByRole('button', { name: 'Save Preferences' }).waitFor();
  await expectNoSideways(page);
  expect(errors).toEqual([]);
  await context.close();
});

it("My Info: the move's two codes at 360 px, light and dark, by keyboard: labelled, a wrong one marked, nothing sideways, no axe findings", async () => {
  const { phone, token: session } = await signUpViaApi('Mary');
  const newPhone = uniquePhone();
  await advanceClock(e2e.app.baseUrl, 1);
  const context = await newContext(e2e, { token: session, width: 360, dark: false });
  const page = await context.newPage();
  const errors = collectErrors(page, EXPECTED_ERRORS);
  const shot = (screen: string, dark: boolean) => screenshotPath(screen, 360, dark);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Phone Number').fill(newPhone);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const codeField = page.getByLabel('Verification Code');
  const currentCodeField = page.getByLabel('Code from Current Number');
  await codeField.waitFor();
  await page.getByText('Verification code sent to your new phone number').waitFor();
  await inLightAndDark(page, async (dark) => {
    await expectNoSideways(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, { path: shot('profile-codes', dark), fullPage: true });
  });

  // The focus starts in the new number's code; Tab goes on to the number on file's; Enter sends both.
  expect(await codeField.evaluate((input) => input === document.activeElement)).toBe(true);
  await page.keyboard.type((await codeTextedTo(e2e.app.baseUrl, newPhone)).code);
  await page.keyboard.press('Tab');
  expect(await currentCodeField.evaluate((input) => input === document.activeElement)).toBe(true);
  const approval = (await codeTextedTo(e2e.app.baseUrl, phone)).code;
  await page.keyboard.type(approval === '000000' ? '111111' : '000000');
  await page.keyboard.press('Enter');
  await page.getByText('The code sent to your current number is wrong.').first().waitFor();
  expect(await currentCodeField.getAttribute('aria-invalid')).toBe('true');
  expect(await codeField.getAttribute('aria-invalid')).toBe('false');
  await inLightAndDark(page, async (dark) => {
    await expectNoSideways(page);
    await screenshot(page, { path: shot('profile-codes-refused', dark), fullPage: true });
  });

  await currentCodeField.fill(approval);
  await page.keyboard.press('Enter');
  await page.getByText('Phone number updated successfully').waitFor();
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
  // Done: the failure said before is gone, and no code field is left.
  await page.getByText('The code sent to your current number is wrong.').waitFor({ state: 'detached' });
  expect(await page.getByLabel('Code from Current Number').count()).toBe(0);
  await inLightAndDark(page, async (dark) => {
    await expectNoSideways(page);
    await screenshot(page, { path: shot('profile-codes-moved', dark), fullPage: true });
  });
  expect(errors).toEqual([]);
  await context.close();
});

it('Settings: preferences and quiet hours are saved and still there after a reload; Sign Out goes to /login', async () => {
  const { token: session } = await signUpViaApi('Hedy');
  const context = await newContext(e2e, { token: session });
  const page = await context.newPage();
  const errors = collectErrors(page, EXPECTED_ERRORS);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.waitForURL('**/settings');
  await page.getByText('Manage your account settings and preferences.').waitFor();
  await page.getByRole('heading', { name: 'Subscription Management' }).waitFor();
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual([
    'Subscription Management',
    'Notification Preferences',
    'Where you are',
    'Reminder Texts',
    'Calls',
    'Accountability buddy',
    'People you remind',
    'Email',
    'Account Security',
    'Add to your calendar',
    'Your Data',
  ]);
  await page.getByText('✓ Verified').waitFor();
  await page.getByText('Your phone number is verified for SMS notifications').waitFor();

  const transactional = page.getByRole('switch', { name: 'Transactional SMS' });
  const marketing = page.getByRole('switch', { name: 'Marketing SMS' });
  expect(await transactional.isChecked()).toBe(true);
  expect(await marketing.isChecked()).toBe(false);
  expect(await page.getByLabel('Quiet hours start').inputValue()).toBe('21:00');
  expect(await page.getByLabel('Quiet hours end').inputValue()).toBe('08:00');
  expect(await page.getByLabel('Time Zone', { exact: true }).inputValue()).toBe('America/Chicago');

  await marketing.check();
  await transactional.uncheck();
  await page.getByText('While this is off, NagText cannot text you your reminders.').waitFor();
  await transactional.check();
  await page.getByLabel('Quiet hours start').fill('22:30');
  await page.getByLabel('Quiet hours end').fill('07:15');
  await page.getByLabel('Time Zone', { exact: true }).selectOption('America/Denver');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await page.getByText('Preferences updated successfully').waitFor();

  await page.reload();
  await page.getByRole('heading', { name: 'Notification Preferences' }).waitFor();
  expect(await page.getByRole('switch', { name: 'Marketing SMS' }).isChecked()).toBe(true);
  expect(await page.getByRole('switch', { name: 'Transactional SMS' }).isChecked()).toBe(true);
  expect(await page.getByLabel('Quiet hours start').inputValue()).toBe('22:30');
  expect(await page.getByLabel('Quiet hours end').inputValue()).toBe('07:15');
  expect(await page.getByLabel('Time Zone', { exact: true }).inputValue()).toBe('America/Denver');
  const saved = await savedProfile(session);
  expect(saved).toMatchObject({
    smsMarketingOptIn: true,
    smsTransactionalOptIn: true,
    quietHoursStart: '22:30',
    quietHoursEnd: '07:15',
    timezone: 'America/Denver',
  });

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await page.waitForURL('**/login');
  await page.getByText('Logged out successfully').waitFor();
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Signing out is no expired session: the log-in page does not say it was.
  expect(await page.getByText(SESSION_EXPIRED).count()).toBe(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' }).waitFor();

  // The session ended on the server too: the same token in another browser opens nothing, and its
  // /dashboard goes to /login, forgetting it (this context would seed it again on every load).
  const other = await newContext(e2e);
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await otherPage.evaluate((dead) => localStorage.setItem('token', dead), session);
  await otherPage.goto('/dashboard');
  await otherPage.waitForURL('**/login');
  await otherPage.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  expect(await otherPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // It says why, once: the marker that carried the reason leaves the address, so a reload is silent.
  await otherPage.getByRole('alert').getByText(SESSION_EXPIRED).waitFor();
  await otherPage.waitForURL((url) => url.pathname === '/login' && url.search === '');
  await otherPage.reload();
  await otherPage.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  expect(await otherPage.getByText(SESSION_EXPIRED).count()).toBe(0);
  await other.close();

  expect(errors).toEqual([]);
  await context.close();
});

it('Admin login: a wrong password shows the server message; the right one opens the admin area; Logout returns', async () => {
  const username = `e2e-admin-${randomBytes(4).toString('hex')}`;
  const password = `pw-${randomBytes(12).toString('hex')}`;
  await createTestAdmin(username, password);
  const context = await newContext(e2e);
  const page = await context.newPage();
  const errors = collectErrors(page, EXPECTED_ERRORS);

  await page.goto('/admin/login');
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  expect(await page.getByLabel('Username').getAttribute('autocomplete')).toBe('username');
  expect(await page.getByLabel(/^Password/).getAttribute('autocomplete')).toBe('current-password');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();

  await page.getByLabel(/^Password/).fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin/dashboard');
  await page.getByText('Login successful').waitFor();
  const deadAdminToken = (await page.evaluate(() => localStorage.getItem('adminToken')))!;
  expect(deadAdminToken).toBeTruthy();
  const adminNav = page.getByRole('navigation', { name: 'Admin' });
  for (const name of ['Dashboard', 'Stats', 'Database']) await adminNav.getByRole('link', { name }).waitFor();
  await adminNav.getByRole('button', { name: 'Logout' }).waitFor();
  expect(await page.getByRole('contentinfo').count()).toBe(0);

  // Signed in already: /admin/login goes to the dashboard.
  await page.goto('/admin/login');
  await page.waitForURL('**/admin/dashboard');

  await adminNav.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/admin/login');
  await page.getByText('Logged out successfully').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

  // That admin session ended on the server: its token in another browser lands on the admin log-in, which says why.
  const other = await newContext(e2e);
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await otherPage.evaluate((dead) => localStorage.setItem('adminToken', dead), deadAdminToken);
  await otherPage.goto('/admin/dashboard');
  await otherPage.getByRole('heading', { name: 'Admin Login' }).waitFor();
  await otherPage.getByRole('alert').getByText(SESSION_EXPIRED).waitFor();
  await otherPage.waitForURL((url) => url.pathname === '/admin/login' && url.search === '');
  expect(await otherPage.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  await other.close();

  expect(errors).toEqual([]);
  await context.close();
});

it('Admin login: the lockout after five wrong passwords is shown as the server words it', async () => {
  const username = `e2e-locked-${randomBytes(4).toString('hex')}`;
  await createTestAdmin(username, `pw-${randomBytes(12).toString('hex')}`);
  const context = await newContext(e2e, { width: 360 });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill('wrong-password');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/auth/admin/login')),
      page.getByRole('button', { name: 'Log In' }).click(),
    ]);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
  }
  await page.getByText(/^Too many failed log-in attempts\. Try again in \d+ (seconds|minutes)\.$/).waitFor();
  await expectNoSideways(page);
  await context.close();
});
