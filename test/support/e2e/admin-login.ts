import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { createTestAdmin } from '../create-test-admin';

export interface AdminCredentials {
  username: string;
  password: string;
}

/** A fresh admin account: its username and password. */
export async function newAdmin(prefix = 'e2e-admin'): Promise<AdminCredentials> {
  const username = `${prefix}-${randomBytes(4).toString('hex')}`;
  const password = `pw-${randomBytes(12).toString('hex')}`;
  await createTestAdmin(username, password);
  return { username, password };
}

/** Logs in through /admin/login as a person would, and waits for the admin dashboard. */
export async function logInAsAdmin(page: Page, { username, password }: AdminCredentials): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/admin/dashboard');
}
