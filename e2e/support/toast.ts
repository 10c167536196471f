import type { Page } from 'playwright-core';

/**
 * Waits for a toast with `text`: a toast, not any element with the same words. "Work delivered" is
 * also a line of the contract's history, which the live update shows before the answer that
 * raises the toast has arrived.
 */
export async function toast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}
