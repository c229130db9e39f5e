// The browser tests' `test`: Playwright's, with a `page` whose `goto` and `reload` wait, on a page the
// server rendered, until the app has started on it (`<html data-app-started>`, main.tsx). The server's
// page shows before its buttons answer; a user waits for it to work, and so do the tests. A page a
// test opens itself (`context.newPage()`) is not waited for; a reload the app makes (the platform
// switch loads `/` again) is, where the test says so with `loadedAfter`.
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Waits until the app runs on a page the server rendered; a page the browser renders waits for nothing. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.getElementById('root')?.hasAttribute('data-ssr') !== true ||
        document.documentElement.hasAttribute('data-app-started'),
      undefined,
      { timeout: 15_000 },
    )
    // A page whose app never starts (a test that blocks its code) fails on what it expects instead.
    .catch(() => undefined);
}

/**
 * Runs `action`, which makes the app load a new document (`location.assign`: the user strip's platform
 * switch), and waits until the app has started on it. Without it a test clicked a button of the new
 * page the server had rendered before that button answered, and the click went nowhere.
 */
export async function loadedAfter(page: Page, action: () => Promise<void>): Promise<void> {
  const loaded = page.waitForEvent('load');
  await action();
  await loaded;
  await settle(page);
}

/**
 * Whether React has hydrated an element: it marks the elements it owns with its fiber, and the server's
 * markup it has not reached yet has none. The only way to tell from outside that a part's code has not
 * run (issue 26): the app may have started while a part that comes with its own code (the category
 * nav, a block below the first screen) is still the server's HTML.
 */
export const hydrated = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

/**
 * Clicks a link once React answers it, so the navigation stays in the app. A link the server rendered
 * works before that too, but loads a new document, which the server renders with its own answers: a
 * test that changes the browser's answers (`page.route`) needs the app to ask for them itself.
 */
export async function clickWhenHydrated(link: Locator): Promise<void> {
  await expect.poll(() => hydrated(link), { timeout: 30_000 }).toBe(true);
  await link.click();
}

export const test = base.extend({
  page: async ({ page }, runTest) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await settle(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await settle(page);
      return response;
    };
    await runTest(page);
  },
});
