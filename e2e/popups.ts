import { expect, type Page } from '@playwright/test';

/**
 * Gets past the popups that follow a login (packages/storefront/src/shell/PopupHost.tsx) for a
 * test about something else: popups come once per login, guarded by the stored `popped` flag, so
 * once the flag is set a reload shows none. Call it right after `logIn`.
 */
export async function skipLoginPopups(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('popped'))).toBeTruthy();
  await page.reload();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
