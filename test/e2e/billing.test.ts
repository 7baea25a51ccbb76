import type { Page } from 'playwright-core';
import { screenshotPath } from '../support/e2e/artifacts';
import { codeTextedTo } from '../support/e2e/code-texted-to';
import { apiRefusal, collectErrors } from '../support/e2e/collect-errors';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { inLightAndDark } from '../support/e2e/light-and-dark';
import { newContext } from '../support/e2e/new-context';
import { expectNoSideways } from '../support/e2e/no-sideways';
import { screenshot } from '../support/e2e/screenshot';
import { request, signUpOverHttp } from '../support/http-session';
import { typedForm, uniquePhone } from '../support/unique-phone';

// One person's whole subscription, month after month: each step waits on webhooks and the moved clock.
jest.setTimeout(420_000);

let e2e: LocalAppAndBrowser;
beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
});
afterAll(() => e2e?.stop());

const DAY = 24 * 60;
const base = () => e2e.app.baseUrl;

async function advanceDays(days: number): Promise<void> {
  const res = await request(base(), 'POST', '/dev/clock/advance', { body: { minutes: days * DAY } });
  expect(res.status).toBe(200);
}

/** A fresh session for the phone through the log-in API (moving the clock weeks on outlives a token). */
async function logIn(phone: string): Promise<string> {
  await request(base(), 'POST', '/dev/clock/advance', { body: { minutes: 1 } }); // past the 30 s between two codes
  const texts = (await request(base(), 'GET', `/dev/sms?phone=${encodeURIComponent(phone)}`)).body.messages as {
    to: string;
  }[];
  const seen = texts.filter((text) => text.to === phone).length;
  expect((await request(base(), 'POST', '/api/auth/login', { body: { phoneNumber: phone } })).status).toBe(200);
  const { code } = await codeTextedTo(base(), phone, seen);
  const verified = await request(base(), 'POST', '/api/auth/verify-login-otp', { body: { phoneNumber: phone, code } });
  expect(verified.status).toBe(200);
  return verified.body.token as string;
}

/** The page's session replaced by a fresh one. */
async function renewSession(page: Page, phone: string): Promise<string> {
  const token = await logIn(phone);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return token;
}

/**
 * The recorded subscription, read once: the sandbox's pages and /dev/clock/advance answer only after the
 * webhooks they caused were handled, so there is nothing to wait for.
 */
async function subscriptionOf(token: string): Promise<Record<string, any>> {
  const { status, body } = await request(base(), 'GET', '/api/subscription/status', { token });
  expect(status).toBe(200);
  return body;
}

/**
 * The reminder schedules live for this user in the local scheduler (what fires nags), once it is idle: a gate that
 * reopens re-plans an overdue reminder to now, and the scheduler's one-second tick may be sending that nag (its
 * schedule spent, the next not yet set) at the moment of looking. runDue waits for that firing and fires what is due.
 */
async function liveSchedules(userId: string) {
  await e2e.app.runtime.scheduler.runDue();
  return e2e.app.runtime.scheduler.list().filter((schedule) => schedule.payload.userId === userId);
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Chicago' }).format(new Date(iso));

/** Settings, Subscription Management: Manage Subscription opens the sandbox's billing portal. */
async function openPortal(page: Page): Promise<void> {
  await page.goto('/settings');
  await page
    .getByRole('region', { name: 'Subscription Management' })
    .getByRole('button', { name: /^(Manage Subscription|Update payment method)$/ })
    .click();
  await page.waitForURL('**/dev/stripe/portal/**');
}

/** The texts the phone got, oldest first. */
async function textsTo(phone: string): Promise<string[]> {
  const texts = (await request(base(), 'GET', `/dev/sms?phone=${encodeURIComponent(phone)}`)).body.messages as {
    to: string;
    body: string;
  }[];
  return texts
    .filter((text) => text.to === phone)
    .map((text) => text.body)
    .reverse();
}

async function backFromPortal(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Return to NagText' }).click();
  await page.waitForURL('**/settings');
  // Every card's data in (the calendar address is asked for last): a request still out when the test then moves
  // the clock a month on would come back 401 with the old session and send the page to log-in mid-step.
  await page.getByRole('region', { name: 'Subscription Management' }).waitFor();
  await page.getByRole('region', { name: 'Add to your calendar' }).waitFor();
  await page.getByRole('progressbar', { name: 'Loading your calendar address' }).waitFor({ state: 'detached' });
}

it('sign up, subscribe through the sandbox, trial ends and bills, renewal, a failing card closes the gate, the card fixed in the portal reopens it, cancel at period end', async () => {
  const phone = uniquePhone();
  const context = await newContext(e2e);
  const page = await context.newPage();
  const errors = collectErrors(page, [apiRefusal]);

  // Sign up: with no subscription the reminders screen sends the new user to /subscribe.
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Stripe');
  await page.getByLabel('Last Name').fill('Tester');
  await page.getByLabel('Email').fill(`stripe.${phone.slice(-7)}@example.com`);
  await page.getByLabel('Phone Number').fill(typedForm(phone));
  await page.getByRole('checkbox', { name: /important account and reminder text messages/ }).check();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await page.getByLabel('Verification Code').fill((await codeTextedTo(base(), phone)).code);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/subscribe');
  const userId = (
    await request(base(), 'GET', '/api/user/profile', {
      token: (await page.evaluate(() => localStorage.getItem('token')))!,
    })
  ).body.id as string;

  // Subscribe Now -> the sandbox's checkout -> Start trial -> the payment result.
  await page.getByRole('region', { name: 'Basic' }).getByText('14-day free trial').waitFor();
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await page.waitForURL('**/dev/stripe/checkout/cs_test_*');
  await page.getByRole('heading', { name: 'NagText Basic' }).waitFor();
  await page.getByText('14 days free').waitFor();
  await page.getByRole('button', { name: 'Start trial' }).click();
  await page.getByText('Enter a card number.').waitFor();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Start trial' }).click();
  await page.waitForURL('**/payment-success?session_id=cs_test_*');
  await page.getByRole('heading', { name: 'Success!' }).waitFor();
  // A $0 trial verified no payment: the notice says the trial started.
  await page.getByText('Your 14-day free trial has started', { exact: true }).waitFor();
  expect(await page.getByText('Payment verified successfully!').count()).toBe(0);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'My Reminders' }).waitFor();

  // A reminder: its nag is scheduled while the subscription runs. It is set far enough ahead that none of the
  // months below reaches it (a repeating one ignored for days would pause itself, with no schedule to look at).
  let token = (await page.evaluate(() => localStorage.getItem('token')))!;
  const later = new Date(Date.parse((await request(base(), 'GET', '/dev/clock')).body.now) + 300 * DAY * 60_000);
  const created = await request(base(), 'POST', '/api/tasks', {
    token,
    body: { task: 'Stretch', scheduledDate: later.toISOString().slice(0, 10), scheduledTime: '10:00', repeat: 'once' },
  });
  expect(created.status).toBe(201);
  expect(await liveSchedules(userId)).toHaveLength(1);
  const trial = await subscriptionOf(token);
  expect(trial.subscriptionStatus).toBe('trialing');

  // The trial ends: the first month is billed, the subscription is active, the nags keep coming.
  await advanceDays(15);
  token = await renewSession(page, phone);
  const active = await subscriptionOf(token);
  expect(active.subscriptionStatus).toBe('active');
  expect(Date.parse(active.subscriptionEndDate)).toBeGreaterThan(Date.parse(trial.subscriptionEndDate));
  expect(await liveSchedules(userId)).toHaveLength(1);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Subscription Management' });
  await card.getByText('Active', { exact: true }).waitFor();
  await card.getByText(longDate(active.subscriptionEndDate)).waitFor();

  // A renewal a month later moves the next billing date on.
  await advanceDays(31);
  token = await renewSession(page, phone);
  const renewed = await subscriptionOf(token);
  expect(Date.parse(renewed.subscriptionEndDate)).toBeGreaterThan(Date.parse(active.subscriptionEndDate));
  expect(renewed.subscriptionStatus).toBe('active');

  // A card that fails: the next renewal fails, the subscription is past_due, the gate closes, the nags stop.
  await openPortal(page);
  await page.getByLabel('New card number').fill('4000 0000 0000 0341');
  await page.getByRole('button', { name: 'Update card' }).click();
  await page.getByText('VISA •••• 0341').waitFor();
  await backFromPortal(page);
  await advanceDays(31);
  token = await renewSession(page, phone);
  expect((await subscriptionOf(token)).subscriptionStatus).toBe('past_due');
  expect(await liveSchedules(userId)).toHaveLength(0);
  expect((await request(base(), 'GET', '/api/tasks', { token })).status).toBe(402);
  await page.goto('/dashboard');
  await page.waitForURL('**/subscribe');
  // The way forward is the billing portal, and what is paused is listed.
  await page.getByRole('button', { name: 'Update payment method' }).waitFor();
  await page
    .getByRole('region', { name: 'Paused until your payment goes through (1 reminder)' })
    .getByText('Stretch')
    .waitFor();
  // No trial to start while a subscription is past due: the badge is not offered.
  expect(await page.getByText('14-day free trial').count()).toBe(0);
  await page.goto('/settings');
  await page.getByRole('region', { name: 'Subscription Management' }).getByText('Past due').waitFor();
  await page
    .getByRole('region', { name: 'Subscription Management' })
    .getByText('Payment failed', { exact: true })
    .waitFor();

  // The card fixed in the portal: the open invoice is paid at once, active again, the nags resume.
  await openPortal(page);
  await page.getByText('Payment failed: update your card').waitFor();
  await page.getByLabel('New card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Update card' }).click();
  await page.getByText('VISA •••• 4242').waitFor();
  await backFromPortal(page);
  const fixed = await subscriptionOf(token);
  expect(fixed.subscriptionStatus).toBe('active');
  expect(await liveSchedules(userId)).toHaveLength(1);
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'My Reminders' }).waitFor();

  // Cancel in the portal, once confirmed: it ends at the period's end (Settings says so), then it is canceled.
  await openPortal(page);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your plan?' });
  await confirm
    .getByText(
      `Your plan will be canceled, but is still available until the end of your billing period on ${longDate(fixed.subscriptionEndDate)}.`,
    )
    .waitFor();
  await confirm.getByRole('button', { name: 'Confirm cancellation' }).click();
  await page.getByText(`Cancels on`).waitFor();
  await backFromPortal(page);
  expect((await subscriptionOf(token)).cancelAtPeriodEnd).toBe(true);
  await page.reload();
  await page
    .getByRole('region', { name: 'Subscription Management' })
    .getByText(`Ends on ${longDate(fixed.subscriptionEndDate)}`)
    .waitFor();
  await advanceDays(31);
  token = await renewSession(page, phone);
  expect((await subscriptionOf(token)).subscriptionStatus).toBe('canceled');
  expect(await liveSchedules(userId)).toHaveLength(0);
  await page.goto('/settings');
  await page.getByRole('region', { name: 'Subscription Management' }).getByText('Canceled').waitFor();
  // Subscribing again bills from the first day: the page says the trial was had, and offers no trial badge.
  await page.goto('/subscribe');
  await page.getByText('You have had your free trial, so billing starts when you subscribe.').waitFor();
  expect(await page.getByText('14-day free trial').count()).toBe(0);

  const events = (await request(base(), 'GET', '/dev/stripe/events')).body.events as {
    type: string;
    delivered: boolean;
  }[];
  expect(events.every((event) => event.delivered)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

it('the billing screens at 360 px, light and dark: /subscribe, the sandbox checkout, /payment-success, the Settings card, the sandbox portal', async () => {
  const { token } = await signUpOverHttp(base(), uniquePhone(), { firstName: 'Narrow', timezone: 'America/Chicago' });
  const context = await newContext(e2e, { token, width: 360, dark: false });
  const page = await context.newPage();
  const errors = collectErrors(page, [apiRefusal]);

  await page.goto('/subscribe');
  await page.getByRole('button', { name: 'Subscribe Now' }).waitFor();
  await inLightAndDark(page, async (dark) => {
    await expectNoSideways(page);
    await screenshot(page, { path: screenshotPath('billing-subscribe', 360, dark), fullPage: true });
  });

  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await page.waitForURL('**/dev/stripe/checkout/**');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await inLightAndDark(
    page,
    async (dark) => {
      await expectNoSideways(page);
      await screenshot(page, { path: screenshotPath('billing-sandbox-checkout', 360, dark), fullPage: true });
    },
    'system',
  );
  await page.getByRole('button', { name: 'Start trial' }).click();

  await page.getByRole('heading', { name: 'Success!' }).waitFor();
  await inLightAndDark(page, async (dark) => {
    await expectNoSideways(page);
    await screenshot(page, { path: screenshotPath('billing-payment-success', 360, dark), fullPage: true });
  });

  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Subscription Management' });
  await card.getByText('Free trial').waitFor();
  await inLightAndDark(page, async (dark) => {
    await expectNoSideways(page);
    await screenshot(card, { path: screenshotPath('billing-settings-card', 360, dark) });
  });

  await card.getByRole('button', { name: 'Manage Subscription' }).click();
  await page.waitForURL('**/dev/stripe/portal/**');
  const cancel = page.getByRole('button', { name: 'Cancel subscription' });
  await cancel.waitFor();
  await inLightAndDark(
    page,
    async (dark) => {
      await expectNoSideways(page);
      await screenshot(page, { path: screenshotPath('billing-sandbox-portal', 360, dark), fullPage: true });
    },
    'system',
  );

  // Cancel asks first, naming what happens and when; Go back changes nothing.
  // The sandbox's portal says its dates in the account's zone, as Settings does.
  const trialEnd = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Chicago' }).format(
    new Date((await subscriptionOf(token)).trialEndsAt),
  );
  await cancel.click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your plan?' });
  await confirm
    .getByText(
      `Your plan will be canceled, but is still available until the end of your free trial on ${trialEnd}. You will not be charged.`,
    )
    .waitFor();
  await inLightAndDark(
    page,
    async (dark) => {
      await expectNoSideways(page);
      await screenshot(page, { path: screenshotPath('billing-sandbox-portal-confirm', 360, dark), fullPage: true });
    },
    'system',
  );
  await confirm.getByRole('button', { name: 'Go back' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect((await subscriptionOf(token)).cancelAtPeriodEnd).toBe(false);

  // By keyboard: Enter opens it with focus on Go back, Escape closes it and focus returns; Confirm cancels.
  await cancel.focus();
  await page.keyboard.press('Enter');
  await confirm.waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Go back');
  await page.keyboard.press('Escape');
  await confirm.waitFor({ state: 'hidden' });
  expect(await cancel.evaluate((button) => button === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Confirm cancellation');
  await page.keyboard.press('Enter');
  await page.getByText(`Cancels on ${trialEnd}`).waitFor();
  expect((await subscriptionOf(token)).cancelAtPeriodEnd).toBe(true);
  await inLightAndDark(
    page,
    async (dark) => {
      await screenshot(page, { path: screenshotPath('billing-sandbox-portal-canceling', 360, dark), fullPage: true });
    },
    'system',
  );

  await page.goto('/payment-success');
  await page.getByText('No session ID found').waitFor();
  await inLightAndDark(page, async (dark) => {
    await screenshot(page, { path: screenshotPath('billing-payment-failed', 360, dark), fullPage: true });
  });

  expect(errors).toEqual([]);
  await context.close();
});

it('a failed payment at 360 px, light and dark: one text, Subscribe offers Update payment method and lists what is paused, Settings says Payment failed; one text when it works again', async () => {
  const phone = uniquePhone();
  const { token: first } = await signUpOverHttp(base(), phone, { firstName: 'Narrow', timezone: 'America/Chicago' });
  const context = await newContext(e2e, { token: first, width: 360, dark: false });
  const page = await context.newPage();
  const errors = collectErrors(page, [apiRefusal]);

  // A trial started with a card that will fail, and two reminders.
  await page.goto('/subscribe');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await page.waitForURL('**/dev/stripe/checkout/**');
  await page.getByLabel('Card number').fill('4000 0000 0000 0341');
  await page.getByRole('button', { name: 'Start trial' }).click();
  await page.getByRole('heading', { name: 'Success!' }).waitFor();
  const later = new Date(Date.parse((await request(base(), 'GET', '/dev/clock')).body.now) + 300 * DAY * 60_000)
    .toISOString()
    .slice(0, 10);
  for (const task of ['Take the evening pills before bed', 'Water the plants']) {
    expect(
      (
        await request(base(), 'POST', '/api/tasks', {
          token: first,
          body: { task, scheduledDate: later, scheduledTime: '10:00', repeat: 'daily' },
        })
      ).status,
    ).toBe(201);
  }

  // The trial ends and the payment fails: one text says so, and the dashboard sends the person to /subscribe.
  await advanceDays(15);
  const token = await renewSession(page, phone);
  expect((await subscriptionOf(token)).subscriptionStatus).toBe('past_due');
  const failedText =
    "NagText: your payment didn't go through, so your reminders are paused. Open NagText and choose Update payment method to bring them back.";
  expect((await textsTo(phone)).filter((text) => text.includes('payment'))).toEqual([failedText]);
  await page.goto('/dashboard');
  await page.waitForURL('**/subscribe');
  const paused = page.getByRole('region', { name: 'Paused until your payment goes through (2 reminders)' });
  await paused.getByText('Water the plants').waitFor();
  await page.getByRole('button', { name: 'Update payment method' }).waitFor();
  await inLightAndDark(page, async (dark) => {
    await expectNoSideways(page);
    await screenshot(page, { path: screenshotPath('billing-subscribe-past-due', 360, dark), fullPage: true });
  });

  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Subscription Management' });
  await card.getByText('Payment failed', { exact: true }).waitFor();
  await inLightAndDark(page, async (dark) => {
    await expectNoSideways(page);
    await screenshot(card, { path: screenshotPath('billing-settings-card-past-due', 360, dark) });
  });

  // Update payment method: the portal, a good card, the invoice paid; one text says it works again.
  await card.getByRole('button', { name: 'Update payment method' }).click();
  await page.waitForURL('**/dev/stripe/portal/**');
  await page.getByLabel('New card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Update card' }).click();
  await page.getByText('VISA •••• 4242').waitFor();
  expect((await subscriptionOf(token)).subscriptionStatus).toBe('active');
  expect((await textsTo(phone)).filter((text) => text.includes('payment'))).toEqual([
    failedText,
    'NagText: your payment went through. Your reminders are back on.',
  ]);

  expect(errors).toEqual([]);
  await context.close();
});
