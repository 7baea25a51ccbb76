import { DateTime } from 'luxon';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { PhoneMessage } from '../../local/adapters/phone-outbox';
import type { Task } from '#shared/contracts/tasks';
import { advanceClock } from '../support/e2e/advance-clock';
import { screenshotPath } from '../support/e2e/artifacts';
import { codeTextedTo } from '../support/e2e/code-texted-to';
import { collectErrors } from '../support/e2e/collect-errors';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { newContext } from '../support/e2e/new-context';
import { expectNoSideways } from '../support/e2e/no-sideways';
import { screenshot } from '../support/e2e/screenshot';
import { transitionsDone } from '../support/e2e/transitions-done';
import { request } from '../support/http-session';
import { typedForm, uniquePhone } from '../support/unique-phone';

/**
 * The headline journey (issue 8), walked by one new user on a 360 px phone: sign up, subscribe, add a reminder,
 * get nagged, Mark done; then a daily reminder finished by replying DONE from the phone simulator. The steps
 * share one account and run in order; each names what it proves.
 */

const WIDTH = 360;
const ZONE = 'America/Chicago';
const FIRST_TASK = 'Take out the trash';
const SECOND_TASK = 'Water the plants';
/** The Standard ladder (the default nag style): the first repeat comes 30 minutes after the first nag. */
const FIRST_REPEAT_MINUTES = 30;

let e2e: LocalAppAndBrowser;
let context: BrowserContext;
let page: Page;
let phonePage: Page;
/** The same account in dark mode, for the dark screenshots (and its own sideways check). */
let darkContext: BrowserContext;
let darkPage: Page;
const errors: string[][] = [];
const phone = uniquePhone();
let token = '';

const base = () => e2e.app.baseUrl;

/** The app's clock (which /dev/clock/advance moves), not the machine's. */
async function appNow(): Promise<DateTime> {
  const res = await request(base(), 'GET', '/dev/clock');
  return DateTime.fromISO(res.body.now as string, { zone: ZONE });
}

/** The wall date and time `minutes` ahead of the app's clock in the user's zone, as the dialog's fields take them. */
async function wallTimeAhead(minutes: number) {
  const at = (await appNow()).plus({ minutes });
  return { at, date: at.toFormat('yyyy-MM-dd'), time: at.toFormat('HH:mm') };
}

/** Every text the simulator holds for the phone, newest first (GET /dev/sms?phone=). */
async function textsOfPhone(): Promise<Pick<PhoneMessage, 'to' | 'from' | 'body'>[]> {
  const res = await request(base(), 'GET', `/dev/sms?phone=${encodeURIComponent(phone)}`);
  expect(res.status).toBe(200);
  return res.body.messages;
}

/** The nags sent for one reminder: texts to the phone carrying its reference. */
async function nagsFor(task: Task): Promise<string[]> {
  return (await textsOfPhone()).filter((m) => m.to === phone && m.body.includes(`(#${task.ref})`)).map((m) => m.body);
}

async function savedTasks(): Promise<Task[]> {
  const res = await request(base(), 'GET', '/api/tasks', { token });
  expect(res.status).toBe(200);
  return res.body;
}

async function savedTask(name: string): Promise<Task> {
  const task = (await savedTasks()).find((t) => t.task === name);
  if (!task) throw new Error(`no saved reminder "${name}"`);
  return task;
}

async function shoot(on: Page, screen: string, dark: boolean): Promise<void> {
  await expectNoSideways(on);
  await screenshot(on, { path: screenshotPath(`journey-${screen}`, WIDTH, dark), fullPage: true });
}

/** The dashboard as the dark-mode page sees it after a fresh load, once `ready` holds, shot at 360 px. */
async function shootDark(screen: string, ready: (on: Page) => Promise<unknown>): Promise<void> {
  await darkPage.goto('/dashboard');
  await darkPage.getByRole('heading', { name: 'My Reminders', level: 1 }).waitFor();
  await ready(darkPage);
  await shoot(darkPage, screen, true);
}

const card = (on: Page, name: string) => on.getByRole('article', { name });

/**
 * The WCAG contrast of an element's text against the first opaque background behind it (a translucent text
 * colour blended onto that background first): small text needs 4.5 to be readable (AA). Null when the element was
 * replaced before it could be read (a detached element has no computed colours).
 */
function textContrast(element: Locator): Promise<number | null> {
  return element.evaluate((el) => {
    if (!el.isConnected) return null;
    const channels = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return { rgb: [r, g, b], alpha: a };
    };
    let background = [255, 255, 255];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const { rgb, alpha } = channels(getComputedStyle(node).backgroundColor);
      if (alpha === 1) {
        background = rgb;
        break;
      }
    }
    const text = channels(getComputedStyle(el).color);
    const seen = text.rgb.map((c, i) => c * text.alpha + background[i]! * (1 - text.alpha));
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(seen), luminance(background)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

/** Readable at rest: every animation and transition finished first, so a card fading in is not read halfway. */
async function expectReadable(element: Locator): Promise<void> {
  for (;;) {
    await transitionsDone(element.page());
    const contrast = await textContrast(element);
    if (contrast === null) continue;
    expect(contrast).toBeGreaterThanOrEqual(4.5);
    return;
  }
}

/** "Nov 24, 9:03 AM": how a card writes an occurrence. */
const cardWhen = (at: DateTime) => at.toFormat('LLL d, h:mm a', { locale: 'en-US' });

/** The local Stripe sandbox's checkout page: the test card that succeeds, and the trial starts. */
async function payOnSandboxCheckout(): Promise<void> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await shoot(page, 'stripe-checkout', false);
  await page.getByRole('button', { name: 'Start trial' }).click();
  await page.waitForURL('**/payment-success?session_id=**');
}

/**
 * Moves the app's clock to the next 9:00 AM in the user's zone: the journey then never meets the default quiet
 * hours (21:00-08:00), which would hold the repeats until morning whatever time of day the test runs.
 */
async function advanceToMorning(): Promise<void> {
  const now = await appNow();
  let morning = now.set({ hour: 9, minute: 0, second: 0, millisecond: 0 });
  if (morning <= now) morning = morning.plus({ days: 1 });
  const minutes = Math.floor(morning.diff(now, 'minutes').minutes);
  if (minutes >= 1) await advanceClock(base(), minutes);
}

/** Focuses an element by pressing Tab (at most `limit` times) until `isTarget` says it has the focus. */
async function tabTo(on: Page, isTarget: () => Promise<boolean>, limit = 40): Promise<void> {
  for (let presses = 0; !(await isTarget()); presses += 1) {
    if (presses === limit) throw new Error(`${limit} presses of Tab never reached the element`);
    await on.keyboard.press('Tab');
  }
}

const focusedText = (on: Page) => on.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const focusedLabel = (on: Page) =>
  on.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.labels?.[0]?.textContent?.trim() ?? '';
  });

beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
  await advanceToMorning();
  context = await newContext(e2e, { width: WIDTH, dark: false, timezoneId: ZONE });
  page = await context.newPage();
  errors.push(collectErrors(page));
});

afterAll(async () => {
  await context?.close();
  await darkContext?.close();
  await e2e?.stop();
});

afterEach(() => {
  // Every page of the journey, the phone simulator included, stays free of page and console errors.
  expect(errors.flat()).toEqual([]);
});

it('signs up in the browser at 360 px, with the code read from the phone simulator', async () => {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Nora');
  await page.getByLabel('Last Name').fill('Nagged');
  await page.getByLabel('Email').fill(`nora.${phone.slice(-7)}@example.com`);
  await page.getByLabel('Phone Number').fill(typedForm(phone));
  await page.getByRole('checkbox', { name: /important account and reminder text messages/ }).check();
  await expectNoSideways(page);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await page.getByLabel('Verification Code').fill((await codeTextedTo(base(), phone)).code);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // No subscription yet: the reminders screen sends the new user on to /subscribe.
  await page.waitForURL('**/subscribe');
  token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  expect(token).not.toBe('');
  expect((await request(base(), 'GET', '/api/subscription/status', { token })).body.subscriptionStatus).toBe('none');
  expect((await textsOfPhone()).some((m) => m.body.includes('you are signed up for reminder texts'))).toBe(true);
});

it('subscribes through the local Stripe sandbox from /subscribe and sees the empty reminders screen', async () => {
  await page.goto('/subscribe');
  await page.getByRole('button', { name: 'Subscribe Now' }).waitFor();
  await shoot(page, 'subscribe', false);
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await page.waitForURL('**/dev/stripe/checkout/**');
  await payOnSandboxCheckout();
  await page.getByText('Success!').waitFor();
  await shoot(page, 'payment-success', false);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await page.waitForURL('**/dashboard');
  expect(['trialing', 'active']).toContain(
    (await request(base(), 'GET', '/api/subscription/status', { token })).body.subscriptionStatus,
  );

  await page.getByRole('heading', { name: 'My Reminders', level: 1 }).waitFor();
  await page.getByText('No reminders to display.').waitFor();
  await page.getByRole('button', { name: 'Add Your First Reminder' }).waitFor();
  await shoot(page, 'dashboard-empty', false);

  darkContext = await newContext(e2e, { width: WIDTH, dark: true, token, timezoneId: ZONE });
  darkPage = await darkContext.newPage();
  errors.push(collectErrors(darkPage));
  await shootDark('dashboard-empty', (on) => on.getByText('No reminders to display.').waitFor());
});

it('adds a one-time reminder three minutes ahead in the Add New Reminder dialog and sees its card', async () => {
  const when = await wallTimeAhead(3);
  await page.getByRole('button', { name: 'Add New Reminder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Reminder' });
  await dialog.getByLabel('Task').fill(FIRST_TASK);
  await dialog.getByLabel('Date').fill(when.date);
  await dialog.getByLabel('Time').fill(when.time);
  await dialog.getByLabel('Repeat').selectOption('once');
  await shoot(page, 'add-dialog', false);

  await darkPage.getByRole('button', { name: 'Add New Reminder' }).click();
  const darkDialog = darkPage.getByRole('dialog', { name: 'Add New Reminder' });
  await darkDialog.getByLabel('Task').fill(FIRST_TASK);
  await shoot(darkPage, 'add-dialog', true);
  await darkDialog.getByRole('button', { name: 'Cancel' }).click();
  await darkDialog.waitFor({ state: 'detached' });

  await dialog.getByRole('button', { name: 'Add Reminder' }).click();
  await page.getByText('Reminder added successfully!').waitFor();
  const first = card(page, FIRST_TASK);
  await first.getByText('Pending', { exact: true }).waitFor();
  await first.getByText(cardWhen(when.at)).waitFor();
  await first.getByText('Once', { exact: true }).waitFor();

  const saved = await savedTask(FIRST_TASK);
  expect(saved).toMatchObject({
    status: 'pending',
    repeat: 'once',
    localDate: when.date,
    localTime: when.time,
    timezone: ZONE,
    nagCount: 0,
  });
  await first.getByText(`#${saved.ref}`).waitFor();
  expect(await nagsFor(saved)).toEqual([]);
  await expectReadable(first.getByText('Pending', { exact: true }));
  await shoot(page, 'dashboard-card', false);
  await shootDark('dashboard-card', (on) => card(on, FIRST_TASK).waitFor());
  await expectReadable(card(darkPage, FIRST_TASK).getByText('Pending', { exact: true }));
});

it('nags when the clock passes the time: the text is in /dev/sms and on the /dev/phone page; a repeat follows', async () => {
  const saved = await savedTask(FIRST_TASK);
  await advanceClock(base(), 4);
  const afterFirst = await nagsFor(saved);
  expect(afterFirst).toHaveLength(1);
  expect(afterFirst[0]).toContain(FIRST_TASK);
  expect(afterFirst[0]).toContain('Reply DONE');

  phonePage = await context.newPage();
  errors.push(collectErrors(phonePage));
  await phonePage.goto(`/dev/phone?phone=${encodeURIComponent(phone)}`);
  await phonePage.getByRole('heading', { name: `Texts with ${phone}` }).waitFor();
  const messages = phonePage.locator('#messages');
  await messages.getByText(afterFirst[0]!).waitFor();

  await advanceClock(base(), FIRST_REPEAT_MINUTES);
  const afterRepeat = await nagsFor(saved);
  expect(afterRepeat).toHaveLength(2);
  expect(afterRepeat[0]).toMatch(/nudge 2\/\d+/);
  // The simulator page polls: the repeat shows up there on its own.
  await messages.getByText(afterRepeat[0]!).waitFor();
  await shoot(phonePage, 'phone-nags', false);
});

it('Mark done on the dashboard stops the nags for good', async () => {
  const saved = await savedTask(FIRST_TASK);
  await page.bringToFront();
  await page.reload();
  const first = card(page, FIRST_TASK);
  await first.getByText('Pending', { exact: true }).waitFor();
  await first.getByRole('button', { name: `Mark done: ${FIRST_TASK}` }).click();
  await page.getByText('Reminder marked as done!').waitFor();
  await first.getByText('Done', { exact: true }).waitFor();
  expect(await first.getByRole('button', { name: /^Mark done/ }).count()).toBe(0);
  const done = await savedTask(FIRST_TASK);
  expect(done.status).toBe('done');
  expect(done.nextNagAt).toBeUndefined();

  await advanceClock(base(), 6 * 60);
  expect(await nagsFor(saved)).toHaveLength(2);
  await expectReadable(first.getByText('Done', { exact: true }));
  await shoot(page, 'dashboard-after-done', false);
  await shootDark('dashboard-after-done', (on) => card(on, FIRST_TASK).getByText('Done', { exact: true }).waitFor());
  await expectReadable(card(darkPage, FIRST_TASK).getByText('Done', { exact: true }));
});

it('adds a daily reminder with the keyboard alone', async () => {
  const when = await wallTimeAhead(3);
  await page.reload();
  await page.getByRole('heading', { name: 'My Reminders', level: 1 }).waitFor();
  await tabTo(page, async () => (await focusedText(page)) === 'Add New Reminder');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add New Reminder' });
  await dialog.waitFor();
  expect(await focusedLabel(page)).toMatch(/^Task/);
  await page.keyboard.type(SECOND_TASK);

  // Chromium's date and time fields (en-US) are segments (month, day, year; hour, minute, AM/PM): typing fills
  // one and moves on when it is full, and Tab steps through what is left before leaving the field.
  await tabTo(page, async () => /^Date/.test(await focusedLabel(page)), 1);
  await page.keyboard.type(when.at.toFormat('MMddyyyy'));
  await tabTo(page, async () => /^Time/.test(await focusedLabel(page)), 4);
  await page.keyboard.type(when.at.toFormat('hhmma'));
  await tabTo(page, async () => /^Repeat/.test(await focusedLabel(page)), 4);
  await page.keyboard.press('ArrowDown');
  expect(await dialog.getByLabel('Date').inputValue()).toBe(when.date);
  expect(await dialog.getByLabel('Time').inputValue()).toBe(when.time);
  expect(await dialog.getByLabel('Repeat').inputValue()).toBe('daily');
  await tabTo(page, async () => (await focusedText(page)) === 'Add Reminder', 4);
  await page.keyboard.press('Enter');

  await page.getByText('Reminder added successfully!').last().waitFor();
  await dialog.waitFor({ state: 'detached' });
  const second = card(page, SECOND_TASK);
  await second.getByText(cardWhen(when.at)).waitFor();
  await second.getByText('Daily', { exact: true }).waitFor();
  expect(await savedTask(SECOND_TASK)).toMatchObject({
    status: 'pending',
    repeat: 'daily',
    localDate: when.date,
    localTime: when.time,
  });
  await shoot(page, 'dashboard-two-cards', false);
  await shootDark('dashboard-two-cards', (on) => card(on, SECOND_TASK).waitFor());
});

it('the phone replies DONE from the simulator: "Nice work!", the card moves to tomorrow with "Last done", and today nags no more', async () => {
  const saved = await savedTask(SECOND_TASK);
  const occurrence = DateTime.fromISO(saved.scheduledTime, { zone: ZONE });
  await advanceClock(base(), 4);
  const [nag] = await nagsFor(saved);
  expect(nag).toContain(SECOND_TASK);

  await phonePage.bringToFront();
  const messages = phonePage.locator('#messages');
  await messages.getByText(nag!).waitFor();
  await phonePage.getByRole('button', { name: `Reply to this: "${nag!.slice(0, 40)}"` }).click();
  await phonePage.getByLabel('Reply as this phone').fill('DONE');
  await phonePage.getByRole('button', { name: 'Send', exact: true }).click();
  await phonePage.getByText('Sent "DONE" in answer to the chosen text').waitFor();
  const confirmation = messages.locator('.bubble').filter({ hasText: `Nice work! "${SECOND_TASK}" is done.` });
  await confirmation.waitFor();
  expect(await confirmation.textContent()).toContain('Next one:');
  await shoot(phonePage, 'phone-done-reply', false);

  const next = occurrence.plus({ days: 1 });
  const moved = await savedTask(SECOND_TASK);
  expect(moved).toMatchObject({
    status: 'pending',
    localDate: next.toFormat('yyyy-MM-dd'),
    localTime: saved.localTime,
  });
  expect(moved.lastCompletedAt).toBeDefined();

  await page.bringToFront();
  await page.reload();
  const second = card(page, SECOND_TASK);
  await second.getByText(cardWhen(next)).waitFor();
  await second.getByText(`Last done ${occurrence.toFormat('LLL d', { locale: 'en-US' })}`).waitFor();
  await second.getByText('Pending', { exact: true }).waitFor();
  await expectReadable(second.getByText(/^Last done /));
  await shoot(page, 'dashboard-done-by-text', false);
  await shootDark('dashboard-done-by-text', (on) =>
    card(on, SECOND_TASK)
      .getByText(/^Last done /)
      .waitFor(),
  );

  // The rest of today (short of tomorrow's occurrence): nothing more for this reminder.
  const nagsBefore = (await nagsFor(saved)).length;
  await advanceClock(base(), 6 * 60);
  expect(await nagsFor(saved)).toHaveLength(nagsBefore);
  expect(nagsBefore).toBe(1);
});
