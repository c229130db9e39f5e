import type { Page } from '@playwright/test';

/**
 * Waits until the storefront has rendered or hydrated the page (`<html data-app-started>`, set by
 * packages/storefront/src/main.tsx). A page the server rendered is visible before its script has
 * run, and a click on it before then does nothing: a test that clicks right after loading one
 * waits here first.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started'));
}
