import { expect, type Page } from '@playwright/test';
import { logIn, type DemoUsername } from './session.ts';

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

/** Logs a demo member in through /login and gets past the popups that follow, for a test about something else. */
export async function logInPastPopups(page: Page, username?: DemoUsername): Promise<void> {
  await logIn(page, username);
  await skipLoginPopups(page);
}
