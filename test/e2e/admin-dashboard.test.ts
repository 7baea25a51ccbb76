import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { ContactRequest } from '#shared/contracts/contact';
import { logInAsAdmin, newAdmin } from '../support/e2e/admin-login';
import { screenshotPath } from '../support/e2e/artifacts';
import { apiRefusal, collectErrors } from '../support/e2e/collect-errors';
import { axeViolations } from '../support/e2e/axe';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { newContext } from '../support/e2e/new-context';
import { expectNoSideways } from '../support/e2e/no-sideways';
import { restingColor } from '../support/e2e/resting-color';
import { screenshot } from '../support/e2e/screenshot';
import { request } from '../support/http-session';

let e2e: LocalAppAndBrowser;

beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
});

afterAll(() => e2e?.stop());

/** A message sent the way the public contact form sends it. */
async function submitContact(body: ContactRequest): Promise<void> {
  const res = await request(e2e.app.baseUrl, 'POST', '/api/contact', { body });
  expect(res.status).toBe(201);
}

/** An admin session token straight from the API (for tests that are not about logging in). */
async function adminToken(): Promise<string> {
  const res = await request(e2e.app.baseUrl, 'POST', '/api/auth/admin/login', { body: await newAdmin('e2e-dash') });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

const contactSection = (page: Page) => page.getByRole('region', { name: 'Contact messages' });

it('a message sent through the contact form is on the dashboard after the admin logs in', async () => {
  const tag = randomUUID().slice(0, 8);
  const subject = `Two phones? ${tag}`;
  const text = `Hello,\nCan I get reminders on two phones? ${tag}\n\nThanks`;
  await submitContact({
    name: 'Grace Hopper',
    email: `grace.${tag}@example.com`,
    subject: '',
    message: `No subject here ${tag}`,
  });
  await submitContact({ name: 'Ada Lovelace', email: `ada.${tag}@example.com`, subject, message: text });

  const admin = await newAdmin('e2e-dash');
  const context = await newContext(e2e);
  const page = await context.newPage();
  const errors = collectErrors(page, [apiRefusal]);
  await logInAsAdmin(page, admin);

  await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
  expect(await page.title()).toBe('Admin Dashboard | NagText');
  const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
  for (const [name, href] of [
    ['Stats', '/admin/stats'],
    ['Database', '/admin/database'],
    ['User Management', '/admin/users'],
  ]) {
    expect(await quickLinks.getByRole('link', { name }).getAttribute('href')).toBe(href);
  }

  // Wide screen: a table, newest first; the message keeps its line breaks.
  const section = contactSection(page);
  const table = section.getByRole('table', { name: 'Contact messages' });
  const row = table.getByRole('row').filter({ hasText: subject });
  await row.waitFor();
  expect(await row.getByRole('link', { name: `ada.${tag}@example.com` }).getAttribute('href')).toBe(
    `mailto:ada.${tag}@example.com`,
  );
  await row.getByText('Ada Lovelace').waitFor();
  const cells = await row.getByRole('cell').allInnerTexts();
  // Received, in the admin's zone and saying so (the context's, Chicago).
  expect(cells[0]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M C[SD]T$/);
  expect(cells[3]).toBe(text);
  const noSubject = table.getByRole('row').filter({ hasText: `No subject here ${tag}` });
  expect(await noSubject.getByRole('cell').nth(2).innerText()).toBe('(no subject)');
  const rows = await table.getByRole('row').allInnerTexts();
  expect(rows.findIndex((r) => r.includes(subject))).toBeLessThan(
    rows.findIndex((r) => r.includes(`No subject here ${tag}`)),
  );

  // Keyboard: the quick links are reachable and open their page.
  await quickLinks.getByRole('link', { name: 'Stats' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin/stats');

  expect(errors).toEqual([]);
  await context.close();
});

it('pages through more than ten messages, ten at a time, as cards on a 360 px phone', async () => {
  const tag = randomUUID().slice(0, 8);
  for (let i = 1; i <= 11; i += 1) {
    await submitContact({
      name: `Sender ${i}`,
      email: `s${i}.${tag}@example.com`,
      subject: `Batch ${tag} #${i}`,
      message: `Message ${i}`,
    });
  }
  const context = await newContext(e2e, { width: 360, adminToken: await adminToken() });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto('/admin/dashboard');

  const section = contactSection(page);
  const list = section.getByRole('list', { name: 'Contact messages' });
  await list.getByRole('heading', { name: `Batch ${tag} #11` }).waitFor();
  expect(await list.getByRole('listitem').count()).toBe(10);
  expect(await section.getByRole('table').count()).toBe(0);
  const count = await section.getByText(/^\d+ messages, newest first$/).innerText();
  const total = Number(count.split(' ')[0]);
  expect(total).toBeGreaterThanOrEqual(11);
  await expectNoSideways(page);

  const pagination = section.getByRole('navigation', { name: 'Contact messages pages' });
  await pagination.getByRole('button', { name: 'Go to page 2' }).click();
  await pagination.getByRole('button', { name: 'page 2', exact: true }).waitFor();
  await list.getByRole('heading', { name: `Batch ${tag} #11` }).waitFor({ state: 'detached' });
  expect(await list.getByRole('listitem').count()).toBe(Math.min(10, total - 10));
  await expectNoSideways(page);

  expect(errors).toEqual([]);
  await context.close();
});

it('shows the server text in place of the list when the inbox cannot be read, and the empty inbox', async () => {
  const context = await newContext(e2e, { adminToken: await adminToken() });
  const page = await context.newPage();
  const errors = collectErrors(page, [apiRefusal]);
  // The shared test database is never empty and never refuses an admin: those answers are staged here.
  let answer: { status: number; body: unknown } = {
    status: 403,
    body: { error: { code: 'forbidden', message: 'Admins only' } },
  };
  await page.route(/\/api\/admin\/contact-messages\?/, (route) =>
    route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }),
  );
  await page.goto('/admin/dashboard');
  const section = contactSection(page);
  const alert = section.getByRole('alert');
  await alert.filter({ hasText: 'Admins only' }).waitFor();
  expect(await section.getByRole('table').count()).toBe(0);
  const [r, g, b] = await restingColor(alert);
  expect(r).toBeGreaterThan(g + 40);
  expect(r).toBeGreaterThan(b + 40);

  answer = { status: 200, body: { messages: [], total: 0 } };
  await section.getByRole('button', { name: 'Try again' }).click();
  await section.getByText('No contact messages yet.').waitFor();
  expect(await section.getByRole('navigation').count()).toBe(0);

  expect(errors).toEqual([]);
  await context.close();
});

describe('the statistics page: effectiveness at 360 px, light and dark', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken();
    // A mixed month of ended occurrences, recorded as the nag sender and the replies record them (counters and all).
    const { reminders, clock } = e2e.app.runtime.deps();
    const now = clock.now();
    const styles = ['gentle', 'standard', 'relentless'] as const;
    for (let i = 0; i < 36; i += 1) {
      const occurrenceAt = new Date(now.getTime() - (i + 2) * 3_600_000);
      const nags = 1 + (i % 5);
      await reminders.recordCompletion({
        userId: `e2e-effect-${randomUUID()}`,
        reminderId: 'r1',
        occurrenceDate: occurrenceAt.toISOString().slice(0, 10),
        occurrenceAt: occurrenceAt.toISOString(),
        completedAt: new Date(occurrenceAt.getTime() + (5 + i * 7) * 60_000).toISOString(),
        outcome: i % 9 === 8 ? 'missed' : i % 11 === 10 ? 'skipped' : 'done',
        via: 'sms',
        nags,
        snoozes: 0,
        nagStyle: styles[i % 3]!,
      });
    }
  });

  it.each([false, true])('dark %s', async (dark) => {
    const context = await newContext(e2e, { width: 360, dark, adminToken: token });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/admin/stats');
    const section = page.getByRole('region', { name: 'Effectiveness' });
    const figures = section.getByRole('list', { name: 'Effectiveness figures' });
    await figures.waitFor();
    expect(await figures.getByRole('listitem').first().innerText()).toMatch(/Done before the 2nd text\s+\d+(\.\d)?%/);
    await expect(section.getByRole('table', { name: 'By nag style' }).getByRole('row').count()).resolves.toBe(4);
    // Keyboard: From is reached by Tab and changed with the arrow keys; the section asks again and settles.
    await section.getByLabel('From').focus();
    await page.keyboard.press('ArrowDown');
    await section.locator('[aria-busy="false"]').waitFor();
    await figures.waitFor();
    await expectNoSideways(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, { path: screenshotPath('admin-effectiveness', 360, dark), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
