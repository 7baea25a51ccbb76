import type { Locator, Page } from 'playwright-core';

/**
 * Clicks the dialog's Add Reminder and waits for the server to save it. The card shows at once (the list is updated
 * before the server answers), so a test that reads the API after seeing the card must wait for the create itself.
 */
export async function submitReminder(page: Page, dialog: Locator): Promise<void> {
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/tasks') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Add Reminder' }).click();
  const response = await created;
  if (!response.ok()) throw new Error(`POST /api/tasks answered ${response.status()}: ${await response.text()}`);
}
