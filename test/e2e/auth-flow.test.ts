import { decodeJwt } from 'jose';
import { advanceClock } from '../support/e2e/advance-clock';
import { codeTextedTo } from '../support/e2e/code-texted-to';
import { apiRefusal, collectErrors } from '../support/e2e/collect-errors';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { newContext } from '../support/e2e/new-context';
import { formatPhone } from '#shared/phone';
import { createTestAdmin } from '../support/create-test-admin';
import { request } from '../support/http-session';
import { typedForm, uniquePhone } from '../support/unique-phone';
import { WRONG_CODE_TEXT } from '../../web/src/features/auth/verify-code-error-text';

let e2e: LocalAppAndBrowser;

beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
});

afterAll(() => e2e?.stop());

let sessionToken: string | undefined;

/**
 * A new account has no subscription, so the reminders screen sends it to /subscribe (billing has tests
 * of its own): a running trial, set in DynamoDB, opens the screen these tests look at.
 */
async function startTrial(token: string): Promise<void> {
  await e2e.app.runtime
    .deps()
    .users.update(decodeJwt(token).sub!, { subscriptionStatus: 'trialing' }, new Date().toISOString());
}

/** The status a request with this token gets, once the page's last request (the logout, sent as the page left) has landed. */
async function statusWithToken(path: string, token: string): Promise<number> {
  // Polled while the page's request is on its way; the test's own timeout bounds the wait.
  for (;;) {
    const { status } = await fetch(`${e2e.app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (status === 401) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('signs up a new number, lands on the dashboard logged in, logs out and logs back in', async () => {
  const phone = uniquePhone();
  const context = await newContext(e2e, { timezoneId: 'America/Chicago' });
  const page = await context.newPage();
  const errors = collectErrors(page, [apiRefusal]);

  // Sign up: the browser's zone is preselected; the number is typed the way people do.
  await page.goto('/signup');
  await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
  expect(await page.getByLabel('Time Zone').inputValue()).toBe('America/Chicago');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(`ada.${phone.slice(-7)}@example.com`);
  await page.getByLabel('Phone Number').fill(typedForm(phone));
  await page.getByRole('checkbox', { name: /important account and reminder text messages/ }).check();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();

  await page.getByText(`Verification code sent to ${formatPhone(phone)}`).waitFor();
  const resend = page.getByRole('button', { name: /^Resend code in \d+s$/ });
  await resend.waitFor();
  expect(await resend.isDisabled()).toBe(true);

  const signupCode = await codeTextedTo(e2e.app.baseUrl, phone);
  await page.getByLabel('Verification Code').fill(signupCode.code);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account created successfully!').waitFor();
  await page.waitForURL(/\/(dashboard|subscribe)$/);
  const signupToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(signupToken).toBeTruthy();
  await startTrial(signupToken!);
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'My Reminders' }).waitFor();

  // A logged-in visitor to /login or /signup goes to the dashboard.
  await page.goto('/login');
  await page.waitForURL('**/dashboard');
  await page.goto('/signup');
  await page.waitForURL('**/dashboard');

  // Log out from the Profile menu: both tokens gone, home page, logged-out header, user pages guarded,
  // and the session ended on the server (a copy of the token opens nothing any more).
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('Logged out successfully').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' }).waitFor();
  await page.goto('/dashboard');
  await page.waitForURL('**/login');
  expect(await statusWithToken('/api/user/profile', signupToken!)).toBe(401);

  // Log back in: ten digits typed, a wrong code first, then the texted one.
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await advanceClock(e2e.app.baseUrl, 1); // past the 30 s a number waits between two codes
  await page.getByLabel('Phone Number').fill(phone.slice(2));
  await page.getByRole('button', { name: 'Send Code' }).click();
  await page.getByText(`Verification code sent to ${formatPhone(phone)}`).waitFor();
  await page.getByText(`Enter the 6-digit code we sent to ${formatPhone(phone)}.`).waitFor();
  const loginCode = await codeTextedTo(e2e.app.baseUrl, phone, signupCode.count);
  const wrong = loginCode.code === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification Code').fill(wrong);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByText(WRONG_CODE_TEXT).waitFor();

  // "Back to Phone Number" clears the code and the error; the number stays. Sending again at once
  // returns to the code already texted (it still works) instead of a refused "Please wait", with the
  // resend countdown still running.
  await page.getByRole('button', { name: 'Back to Phone Number' }).click();
  expect(await page.getByText(WRONG_CODE_TEXT).count()).toBe(0);
  expect(await page.getByLabel('Phone Number').inputValue()).toBe(phone.slice(2));
  await page.getByRole('button', { name: 'Send Code' }).click();
  await page.getByText(`The code we sent to ${formatPhone(phone)} still works: enter it below.`).waitFor();
  expect(await page.getByRole('button', { name: /^Resend code in \d+s$/ }).isDisabled()).toBe(true);
  expect(await page.getByLabel('Verification Code').inputValue()).toBe('');
  await page.getByLabel('Verification Code').fill(loginCode.code);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText('Logged in successfully!').waitFor();
  await page.getByRole('heading', { name: 'My Reminders' }).waitFor();
  // Only the two codes went out: sign-up's and this log-in's.
  expect((await codeTextedTo(e2e.app.baseUrl, phone)).count).toBe(loginCode.count);
  sessionToken = (await page.evaluate(() => localStorage.getItem('token'))) ?? undefined;
  expect(sessionToken).toBeTruthy();

  expect(errors).toEqual([]);
  await context.close();
});

it('offers sign-up, with the number carried over, when the number has no account', async () => {
  const phone = uniquePhone();
  const context = await newContext(e2e);
  const page = await context.newPage();
  const errors = collectErrors(page, [apiRefusal]);

  await page.goto('/login');
  await page.getByLabel('Phone Number').fill(`1${phone.slice(2)}`);
  await page.getByRole('button', { name: 'Send Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'No Account Found' });
  await dialog.waitFor();

  await dialog.getByRole('button', { name: 'Try Different Number' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await page.getByLabel('Phone Number').inputValue()).toBe('');

  await page.getByLabel('Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('**/signup');
  expect(await page.getByLabel('Phone Number').inputValue()).toBe(phone);

  // An empty form is refused in place, with a message per required field.
  await page.getByLabel('Phone Number').fill('');
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await page.getByText('First name is required').waitFor();
  await page.getByText('Enter a valid email address').waitFor();

  expect(errors).toEqual([]);
  await context.close();
});

it('shows the 404 page for unknown paths and guards the admin area', async () => {
  const context = await newContext(e2e);
  const page = await context.newPage();
  // HTTP 404 (search engines and link checkers see it), with the app's own not-found page.
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
  await page.getByText('404', { exact: true }).waitFor();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/admin/users');
  await page.waitForURL('**/admin/login');
  // The stats page says "Please log in first", a user's pages "No admin token found".
  await page.goto('/admin/stats');
  await page.waitForURL('**/admin/login');
  await page.getByText('Please log in first').waitFor();
  await page.goto('/admin/users/some-user/tasks');
  await page.waitForURL('**/admin/login');
  await page.getByText('No admin token found').waitFor();
  await context.close();
});

it('shows the admin header without footer in admin mode, and admin Logout goes to the admin log-in', async () => {
  const context = await newContext(e2e);
  await createTestAdmin('auth-flow-admin', 'auth-flow admin password');
  const adminLogin = await request(e2e.app.baseUrl, 'POST', '/api/auth/admin/login', {
    body: { username: 'auth-flow-admin', password: 'auth-flow admin password' },
  });
  await context.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('adminToken', token);
    }
  }, adminLogin.body.token as string);
  const page = await context.newPage();
  await page.goto('/admin/stats');
  const adminNav = page.getByRole('navigation', { name: 'Admin' });
  for (const name of ['Dashboard', 'Stats', 'Database']) await adminNav.getByRole('link', { name }).waitFor();
  expect(await page.locator('footer').count()).toBe(0);
  await adminNav.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/admin/login');
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  await page.locator('footer').waitFor();
  // Ended on the server as well.
  expect(await statusWithToken('/api/admin/contact-messages', adminLogin.body.token as string)).toBe(401);
  await context.close();
});

it('toggles dark mode, keeps it across reloads, and holds every screen at 360 px', async () => {
  const context = await newContext(e2e, { width: 360, dark: false, token: undefined });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  expect(await page.evaluate(() => [document.documentElement.className, localStorage.getItem('darkMode')])).toEqual([
    'dark',
    'true',
  ]);
  await page.reload();
  await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(15, 17, 21)');

  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  for (const path of ['/login', '/signup', '/no-such-page']) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect({ path, overflow: await overflow() }).toEqual({ path, overflow: 0 });
  }
  await page.evaluate((token) => localStorage.setItem('token', token ?? ''), sessionToken);
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'My Reminders' }).waitFor();
  expect(await overflow()).toBe(0);
  await context.close();
});
