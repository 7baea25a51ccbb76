import { randomBytes, randomUUID } from 'node:crypto';
import { dynamoMessages } from '../../lambdas/adapters/aws/dynamo-messages';
import { dynamoNagRecords } from '../../lambdas/adapters/aws/dynamo-nag-records';
import { dynamoReminders } from '../../lambdas/adapters/aws/dynamo-reminders';
import { dynamoSecurityEvents } from '../../lambdas/adapters/aws/dynamo-security-events';
import { dynamoStats } from '../../lambdas/adapters/aws/dynamo-stats';
import { dynamoUsers } from '../../lambdas/adapters/aws/dynamo-users';
import { systemClock } from '../../lambdas/adapters/system-clock';
import { newUser, type User } from '#core/users/domain/user';
import { formatPhone } from '#shared/phone';
import { SIGNUP_TIME_ZONES } from '#shared/timezones';
import { logInAsAdmin, newAdmin } from '../support/e2e/admin-login';
import { axeViolations } from '../support/e2e/axe';
import { screenshotPath } from '../support/e2e/artifacts';
import { apiRefusal, collectErrors } from '../support/e2e/collect-errors';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { newContext } from '../support/e2e/new-context';
import { expectNoSideways } from '../support/e2e/no-sideways';
import { restingColor } from '../support/e2e/resting-color';
import { screenshot } from '../support/e2e/screenshot';
import { request } from '../support/http-session';
import { testDynamo } from '../support/test-dynamo';
import { uniquePhone } from '../support/unique-phone';

let e2e: LocalAppAndBrowser;
beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
});
afterAll(() => e2e?.stop());

const { doc, tables } = testDynamo();
const repos = {
  users: dynamoUsers(doc, tables.data),
  reminders: dynamoReminders(doc, tables.data),
  nagRecords: dynamoNagRecords(doc, tables.data),
  messages: dynamoMessages(doc, tables.data),
  stats: dynamoStats(doc, tables.data, systemClock),
  securityEvents: dynamoSecurityEvents(doc, tables.data),
};

/** A subscriber with two reminders, their nags and a reply, stored the way the product stores them. */
async function seedUser(tag: string): Promise<User> {
  const now = new Date();
  const user = newUser({
    id: randomUUID(),
    phoneNumber: uniquePhone(),
    firstName: 'Margaret',
    lastName: `Hamilton${tag}`,
    email: `margaret.${tag.toLowerCase()}@apollo.example`,
    timezone: 'America/Chicago',
    smsTransactionalOptIn: true,
    smsMarketingOptIn: false,
    now,
  });
  await repos.users.create(user);
  await repos.stats.record(`user-created#${user.id}`, now, { users: 1, newUsers: 1 });
  // A busy month of texts: thousands beside a handful of sign-ups.
  await repos.stats.record(`texts-burst#${user.id}`, now, { messagesSent: 25_000 });
  for (const [i, task] of ['Review the flight software', 'Call the launch director'].entries()) {
    const id = randomUUID();
    const at = new Date(now.getTime() + (i + 1) * 86_400_000).toISOString();
    await repos.reminders.create({
      id,
      userId: user.id,
      ref: String(i + 1),
      task,
      repeat: i === 0 ? 'daily' : 'once',
      anchorDate: at.slice(0, 10),
      wallTime: '09:00',
      status: 'pending',
      occurrenceDate: at.slice(0, 10),
      occurrenceAt: at,
      nagCount: 0,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      version: 1,
    });
    await repos.nagRecords.claim({
      id: `${id}.e2e.1`,
      userId: user.id,
      reminderId: id,
      occurrenceDate: at.slice(0, 10),
      attempt: 1,
      message: `Reminder: ${task}`,
      status: 'pending',
      scheduledTime: at,
    });
    await repos.nagRecords.update(user.id, `${id}.e2e.1`, { status: 'sent', sentAt: now.toISOString() });
  }
  for (const [direction, body] of [
    ['outbound', 'Reminder: Review the flight software'],
    ['inbound', 'DONE'],
  ] as const) {
    const id = randomUUID();
    await repos.messages.record({
      id,
      userId: user.id,
      direction,
      from: direction === 'outbound' ? '+18005550100' : user.phoneNumber,
      to: direction === 'outbound' ? user.phoneNumber : '+18005550100',
      body,
      status: 'delivered',
      receivedAt: new Date().toISOString(),
      providerMessageId: `e2e-${id}`,
    });
  }
  return user;
}

/** "Nov 26, 2026, 11:04 AM CST": every instant in the admin area names the zone it is read in (the context's, Chicago). */
const CHICAGO_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T$/;

it('an admin finds a user, reads their tasks and texts, renames them, reads the stats, queries the table and deletes the user', async () => {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const user = await seedUser(tag);
  const admin = await newAdmin();
  const context = await newContext(e2e);
  const page = await context.newPage();
  // The console's refused statement answers 400 on purpose.
  const errors = collectErrors(page, [apiRefusal]);

  await logInAsAdmin(page, admin);
  await page.getByRole('list', { name: 'Headline numbers' }).getByText('Total Users').waitFor();

  // Find the user by search (debounced), open them.
  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: /User Management/ })
    .click();
  await page.waitForURL('**/admin/users');
  await page.getByRole('heading', { name: 'User Management', level: 1 }).waitFor();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(`hamilton${tag.toLowerCase()}`);
  const row = page.getByRole('row', { name: `Open Margaret Hamilton${tag}` });
  await row.waitFor();
  // The row may show in the unfiltered list before the debounced search answers: wait for the filtered table.
  const userRows = page.getByRole('table', { name: 'User Management' }).getByRole('row');
  await userRows.nth(2).waitFor({ state: 'detached' });
  expect(await userRows.count()).toBe(2); // header + the one user
  const cells = await row.getByRole('cell').allInnerTexts();
  expect(cells.slice(0, 5)).toEqual([
    `Margaret Hamilton${tag}`,
    `margaret.${tag.toLowerCase()}@apollo.example`,
    formatPhone(user.phoneNumber),
    'No subscription',
    'Active',
  ]);
  expect(cells[5]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await row.click();
  await page.waitForURL(`**/admin/users/${user.id}`);

  // Notifications first, then Tasks and Messages.
  await page.getByRole('heading', { name: `Margaret Hamilton${tag}`, level: 1 }).waitFor();
  const notifications = page.getByRole('table', { name: 'Notifications' });
  await notifications.getByText('Reminder: Call the launch director').waitFor();
  expect(await notifications.getByRole('row').nth(1).getByRole('cell').allInnerTexts()).toEqual([
    expect.any(String),
    'Sent',
    expect.stringMatching(CHICAGO_TIME),
    expect.stringMatching(CHICAGO_TIME),
    '#1',
  ]);
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.waitForURL(`**/admin/users/${user.id}/tasks`);
  const tasks = page.getByRole('table', { name: 'Tasks' });
  await tasks.getByText('Review the flight software').waitFor();
  expect(await tasks.getByRole('row').nth(1).getByRole('cell').nth(2).innerText()).toBe('Daily');
  expect(await tasks.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()).toMatch(CHICAGO_TIME);
  expect(await tasks.getByRole('row').nth(1).getByRole('cell').nth(3).innerText()).toBe('Pending');
  expect(await tasks.getByRole('row').nth(2).getByRole('cell').nth(2).innerText()).toBe('None');
  // Sorting: Task ascending, then the same header flips it.
  await tasks.getByRole('button', { name: 'Task' }).click();
  await tasks.getByRole('row').nth(1).getByText('Call the launch director').waitFor();
  await tasks.getByRole('button', { name: 'Task' }).click();
  await tasks.getByRole('row').nth(1).getByText('Review the flight software').waitFor();
  await page.getByRole('tab', { name: 'Messages' }).click();
  await page.waitForURL(`**/admin/users/${user.id}/messages`);
  const texts = page.getByRole('table', { name: 'Messages' });
  await texts.getByRole('cell', { name: 'DONE', exact: true }).waitFor();
  // The one text NagText sent counts toward Messages Sent; the reply does not.
  await page
    .getByText(/^1 of this user’s texts counts toward Messages Sent\. Messages Sent counts the texts NagText sent/)
    .waitFor();
  expect((await texts.getByRole('cell', { name: /^(Outgoing|Incoming)$/ }).allInnerTexts()).sort()).toEqual([
    'Incoming',
    'Outgoing',
  ]);
  expect(await texts.getByRole('cell', { name: 'Delivered', exact: true }).count()).toBe(2);

  // Rename them.
  await page.getByRole('link', { name: 'View Details' }).click();
  await page.waitForURL(`**/admin/users/${user.id}/profile`);
  await page
    .getByRole('region', { name: 'Personal Information' })
    .getByText(`margaret.${tag.toLowerCase()}@apollo.example`)
    .waitFor();
  const account = page.getByRole('region', { name: 'Account Information' });
  expect(await account.locator('dd').allInnerTexts()).toEqual([
    'User',
    'Active',
    'No subscription',
    'Yes',
    'Central Time (Chicago)\nAmerica/Chicago',
    expect.stringMatching(CHICAGO_TIME),
    expect.stringMatching(CHICAGO_TIME),
  ]);
  expect(await page.getByRole('region', { name: 'SMS Preferences' }).locator('dd').allInnerTexts()).toEqual([
    'Yes',
    'Yes',
    'No',
  ]);
  await page.getByRole('button', { name: 'Edit User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByLabel('First Name').fill('Maggie');
  // The zones users choose from in Settings, by name; the user's own (Chicago) chosen.
  expect(await dialog.getByLabel('Time Zone').locator('option').allInnerTexts()).toEqual(
    SIGNUP_TIME_ZONES.map((z) => z.label),
  );
  expect(await dialog.getByLabel('Time Zone').inputValue()).toBe('America/Chicago');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('User updated successfully').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: `Maggie Hamilton${tag}`, level: 1 }).waitFor();

  // Stats: five cards and both charts drawn.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Stats' }).click();
  await page.waitForURL('**/admin/stats');
  for (const card of ['Total Users', 'Active Subscriptions', 'Messages Sent', 'Calls', 'Total Revenue (USD)'])
    await page.getByRole('heading', { name: card }).waitFor();
  await page.getByText(/^Messages Sent counts the texts NagText sent to users that the carrier accepted/).waitFor();
  for (const [chart, series] of [
    ['Monthly Revenue', 1],
    ['Monthly Activity', 4],
  ] as const) {
    const section = page.getByRole('region', { name: chart });
    const surface = section.locator('svg.MuiChartsSurface-root');
    await surface.waitFor();
    expect((await surface.boundingBox())?.height).toBe(300);
    // Twelve months, one bar per series each (a month without events has a bar of height 0).
    await section.locator('.MuiBarElement-root').first().waitFor({ state: 'attached' });
    expect(await section.locator('.MuiBarElement-root').count()).toBe(12 * series);
    const ticks = await section
      .locator('.MuiChartsAxis-tickLabel')
      .evaluateAll((labels) => labels.map((l) => l.textContent));
    expect(ticks).toEqual(expect.arrayContaining([expect.stringMatching(/^[A-Z][a-z]{2} \d{4}$/)]));
  }
  // The seeded user joined this month: its New Users bar stands, a visible height beside 25,000 messages (which
  // have a scale of their own), not flattened to nothing.
  const activity = page.getByRole('region', { name: 'Monthly Activity' });
  const heights = await activity
    .locator('.MuiBarElement-root')
    .evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('height'))));
  expect(Math.max(...heights.slice(0, 12))).toBeGreaterThan(20);
  expect(Math.max(...heights.slice(24, 36))).toBeGreaterThan(20);
  await screenshot(page, { path: screenshotPath('admin-stats-journey', 1280, false), fullPage: true });
  await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();

  // Query the table: the user's partition, then a write that is refused.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Database' }).click();
  await page.waitForURL('**/admin/database');
  const editor = page.getByLabel('SQL query');
  const execute = page.getByRole('button', { name: 'Execute Query' });
  expect(await execute.isDisabled()).toBe(true);
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button').first().click();
  expect(await editor.inputValue()).toMatch(/^SELECT \* FROM "[^"]+-Data" LIMIT 100$/);
  const table = /"([^"]+)"/.exec(await editor.inputValue())![1];
  await editor.fill(`SELECT pk, sk, firstName, task FROM "${table}" WHERE pk = 'USER#${user.id}'`);
  await execute.click();
  const results = page.getByRole('table', { name: 'Query results' });
  await results.getByText('Maggie').waitFor();
  expect(await results.getByRole('columnheader').allInnerTexts()).toEqual(['pk', 'sk', 'firstName', 'task']);
  expect(await results.getByText('null').count()).toBeGreaterThan(0);
  await editor.fill(`UPDATE "${table}" SET firstName = 'Hacked' WHERE pk = 'USER#${user.id}' AND sk = 'PROFILE'`);
  await execute.click();
  await page.getByRole('alert').filter({ hasText: 'The database console is read-only' }).waitFor();
  expect(await results.count()).toBe(0);
  const history = page.getByRole('region', { name: 'Query history' });
  await history.getByText(`UPDATE "${table}" SET firstName = 'Hacked'`, { exact: false }).first().waitFor();
  // Who ran it, on one line at 1280 px (the name never wraps), outcome in words. Its own row, found by its statement:
  // other suites' admins query the same history at the same time, so the newest row may be theirs.
  const newest = history
    .getByRole('row')
    .filter({ hasText: `SET firstName = 'Hacked' WHERE pk = 'USER#${user.id}'` })
    .first();
  const who = newest.getByRole('cell').nth(1);
  expect(await who.innerText()).toBe(admin.username);
  expect(
    await who.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return range.getClientRects().length;
    }),
  ).toBe(1);
  expect(await newest.getByRole('cell').nth(3).innerText()).toBe('Refused');
  expect(await newest.getByRole('cell').nth(0).innerText()).toMatch(CHICAGO_TIME);

  // Delete the user: the app goes to the dashboard and never asks for them again (no 404, no console error).
  await page.goto(`/admin/users/${user.id}/profile`);
  await page.getByRole('button', { name: 'Delete User' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete User' });
  await confirm.getByText('Are you sure you want to delete this user? This action cannot be undone.').waitFor();
  const afterDelete: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`/api/admin/users/${user.id}`))
      afterDelete.push(`${response.request().method()} ${response.status()}`);
  });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.getByText('User deleted successfully').waitFor();
  await page.getByRole('region', { name: 'Newest users' }).getByRole('link').first().waitFor();
  expect(afterDelete).toEqual(['DELETE 200']);
  expect(await repos.users.get(user.id)).toBeNull();
  // Coming back to them (an old link, a bookmark) shows the spec's "User not found".
  await page.goto(`/admin/users/${user.id}/profile`);
  await page.getByRole('heading', { name: 'User not found', level: 1 }).waitFor();
  await page.goto(`/admin/users/${user.id}/tasks`);
  await page.getByRole('heading', { name: 'User not found', level: 1 }).waitFor();
  expect(await page.getByRole('tablist').count()).toBe(0);
  const adminToken = await page.evaluate(() => localStorage.getItem('adminToken'));
  const search = await request(e2e.app.baseUrl, 'GET', `/api/admin/users?search=hamilton${tag.toLowerCase()}`, {
    token: adminToken!,
  });
  expect(search.body).toEqual({ users: [], total: 0 });

  expect(errors).toEqual([]);
  await context.close();
});

it('the user list at 360 px: search resets to page 1, empty and error states, no sideways scroll', async () => {
  const { body } = await request(e2e.app.baseUrl, 'POST', '/api/auth/admin/login', { body: await newAdmin() });
  const context = await newContext(e2e, { width: 360, adminToken: body.token });
  const page = await context.newPage();
  const errors = collectErrors(page, [apiRefusal]);
  await page.goto('/admin/users');
  await page.getByRole('heading', { name: 'User Management', level: 1 }).waitFor();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(`nobody-${randomBytes(6).toString('hex')}`);
  await page.getByText('No users found').waitFor();
  expect(await page.getByRole('navigation', { name: 'User pages' }).count()).toBe(0);
  await expectNoSideways(page);

  await page.route(/\/api\/admin\/users\?/, (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'forbidden', message: 'Admins only' } }),
    }),
  );
  await page.getByRole('searchbox', { name: 'Search users' }).fill('anyone');
  const alert = page.getByRole('alert').filter({ hasText: 'Admins only' });
  await alert.waitFor();
  const [r, g] = await restingColor(alert);
  expect(r).toBeGreaterThan(g + 40);
  expect(errors).toEqual([]);
  await context.close();
});

it('at 390 px the user cards and the database console pass axe (label-content-name-mismatch, list), and query results stay readable', async () => {
  const { body } = await request(e2e.app.baseUrl, 'POST', '/api/auth/admin/login', { body: await newAdmin() });
  const user = await seedUser(randomBytes(3).toString('hex').toUpperCase());
  const context = await newContext(e2e, { width: 390, adminToken: body.token });
  const page = await context.newPage();
  const errors = collectErrors(page);

  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(user.lastName.toLowerCase());
  const list = page.getByRole('list', { name: 'User Management' });
  // A card's link is named by what it shows: the name.
  const link = list.getByRole('link', { name: `Margaret ${user.lastName}`, exact: true });
  await link.waitFor();
  // The unfiltered first page may show the card too: wait for the search to leave it alone.
  await list.getByRole('listitem').nth(1).waitFor({ state: 'detached' });
  expect(await list.getByRole('listitem').count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  // The whole card opens the user, not only the name.
  const card = await list.getByRole('listitem').first().boundingBox();
  await page.mouse.click(card!.x + card!.width - 12, card!.y + card!.height - 12);
  await page.waitForURL(`**/admin/users/${user.id}`);

  await page.goto('/admin/database');
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button').first().click();
  const editor = page.getByLabel('SQL query');
  const table = /"([^"]+)"/.exec(await editor.inputValue())![1];
  await editor.fill(`SELECT pk, sk, firstName, task FROM "${table}" WHERE pk = 'USER#${user.id}'`);
  await page.getByRole('button', { name: 'Execute Query' }).click();
  const results = page.getByRole('table', { name: 'Query results' });
  await results.getByText('Margaret').waitFor();
  // Every column readable (8rem at least), the table scrolling sideways inside its box, the page not.
  const widths = await results
    .getByRole('columnheader')
    .evaluateAll((headers) => headers.map((h) => h.getBoundingClientRect().width));
  expect(widths).toHaveLength(4);
  for (const width of widths) expect(width).toBeGreaterThanOrEqual(128);
  const scroller = page.getByRole('region', { name: 'Rows (scrollable)' });
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expectNoSideways(page);
  await page.getByRole('region', { name: 'Query history' }).getByRole('listitem').first().waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, { path: screenshotPath('admin-database-results', 390, false), fullPage: true });

  expect(errors).toEqual([]);
  await context.close();
});

describe('the Security Events card at 360 px', () => {
  let token: string;
  let user: User;
  beforeAll(async () => {
    user = await seedUser(randomBytes(3).toString('hex').toUpperCase());
    // A recovery started and cancelled, then the number and the email changed: stored as the product stores them.
    for (const [type, at] of [
      ['recovery_started', '2026-11-20T09:15:00.000Z'],
      ['recovery_cancelled', '2026-11-20T10:02:00.000Z'],
      ['phone_changed', '2026-11-22T18:45:00.000Z'],
      ['email_changed', '2026-11-23T08:30:00.000Z'],
    ] as const)
      await repos.securityEvents.record(user.id, { id: randomUUID(), type, at });
    token = (await request(e2e.app.baseUrl, 'POST', '/api/auth/admin/login', { body: await newAdmin() })).body.token;
  });

  it.each([false, true])(
    'dark %s: lists the events newest first with their times, fits, and passes axe',
    async (dark) => {
      const context = await newContext(e2e, { width: 360, dark, adminToken: token });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`/admin/users/${user.id}/profile`);
      const card = page.getByRole('region', { name: 'Security Events' });
      await card.getByRole('listitem').first().waitFor();
      expect(await card.getByRole('listitem').allInnerTexts()).toEqual([
        expect.stringMatching(/^Email changed\s/),
        expect.stringMatching(/^Phone number changed\s/),
        expect.stringMatching(/^Recovery cancelled\s/),
        expect.stringMatching(/^Recovery started\s/),
      ]);
      expect(await card.locator('time').first().getAttribute('datetime')).toBe('2026-11-23T08:30:00.000Z');
      await expectNoSideways(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, { path: screenshotPath('admin-user-security-events', 360, dark), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
