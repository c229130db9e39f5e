import { expect as baseExpect, test, type Page } from './test.ts';
import { skipLoginPopups } from './popups.ts';
import { submitLoginForm } from './session.ts';

// The machine these run on is shared: a click can take many seconds, a page load many more.
const expect = baseExpect.configure({ timeout: 30_000 });

// Issue 22 item 3: the language switch is on every page that can be shown in English, and once the
// interface is English it is on every page and offers the way back to 中文; a configured page with
// no English version says so in English instead of mixing silently; the English nav row fits.

const header = (page: Page) => page.getByRole('banner');
const toEnglish = (page: Page) => header(page).getByRole('button', { name: '切换语言: English' });
const toChinese = (page: Page) => header(page).getByRole('button', { name: 'Switch language: 中文' });
const documentLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Logs zhangwei in through /login and waits, as long as this machine needs, until he is in. */
async function logIn(page: Page): Promise<void> {
  await page.goto('/login');
  await submitLoginForm(page, 'zhangwei');
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeTruthy();
}

/** Clicks the switch, confirms, and waits for the page to come back in the other language. */
async function switchLanguage(page: Page, to: 'en-US' | 'zh-CN'): Promise<void> {
  await (to === 'en-US' ? toEnglish(page) : toChinese(page)).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: to === 'en-US' ? '确定' : 'OK', exact: true }).click();
  await expect.poll(() => documentLang(page)).toBe(to);
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-app-started') ||
      !document.getElementById('root')?.hasAttribute('data-ssr'),
  );
}

test.use({ viewport: { width: 1366, height: 900 } });
// Logins, reloads and two languages: each test takes a while on a shared machine.
test.describe.configure({ timeout: 420_000 });

test('a member finds the switch on the goods list, the cart and the account pages', async ({ page }) => {
  await logIn(page);
  await skipLoginPopups(page);
  for (const path of ['/goodsList', '/cart', '/home/myAccount', '/home/myOrder']) {
    await page.goto(path);
    await expect(toEnglish(page), path).toBeVisible();
  }
});

test('in English every page offers the way back to 中文, and a page without English says so', async ({
  page,
}) => {
  await logIn(page);
  await skipLoginPopups(page);
  await page.goto('/goodsList');
  await switchLanguage(page, 'en-US');

  for (const path of ['/goodsList', '/cart', '/home/myAccount', '/Shelli', '/']) {
    await page.goto(path);
    await expect(toChinese(page), path).toBeVisible();
  }
  // Acme's home page has no English version: its content stays Chinese, marked as such, and a notice
  // tells the reader so.
  const main = page.getByRole('main');
  await expect(main.getByText('This page is only available in Chinese.')).toBeVisible();
  await expect(main.locator('[lang="zh-CN"]').first()).toBeVisible();

  await switchLanguage(page, 'zh-CN');
  await expect(toChinese(page)).toHaveCount(0);
  await expect(main.getByText('This page is only available in Chinese.')).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: '我的订单' }).first()).toBeVisible();
});

test('a guest switches the public home page to English and back', async ({ page }) => {
  await page.goto('/');
  await switchLanguage(page, 'en-US');
  await expect(page.getByRole('main').getByText('This page is only available in Chinese.')).toHaveCount(0);
  await switchLanguage(page, 'zh-CN');
  await expect(toEnglish(page)).toBeVisible();
});

test('the English nav row fits at 1366 px: no item is cut', async ({ page }, testInfo) => {
  await logIn(page);
  await skipLoginPopups(page);
  await page.goto('/goodsList');
  await switchLanguage(page, 'en-US');
  for (const [path, name] of [
    ['/', 'home-en.png'],
    ['/goodsList', 'goods-list-en.png'],
  ] as const) {
    await page.goto(path);
    const items = page
      .getByRole('navigation', { name: 'Shop navigation' })
      .getByRole('list', { name: 'Featured channels' });
    await expect(items.getByRole('link').first()).toBeVisible();
    await expect(items.getByRole('link', { name: 'Notices' })).toBeVisible();
    const cut = await items.evaluate((list) => {
      const box = list.getBoundingClientRect();
      return [...list.querySelectorAll('a')]
        .filter(
          (link) =>
            link.getBoundingClientRect().right > box.right + 0.5 || link.scrollWidth > link.clientWidth,
        )
        .map((link) => link.textContent);
    });
    expect(cut, `${path}: nav items cut`).toEqual([]);
    // The user strip above it stays one line, its balance included (it wrapped to two).
    const strip = page.getByRole('navigation', { name: 'User navigation' });
    await expect(strip.getByText(/^Balance: [\d,]+ points$/)).toBeVisible();
    expect((await strip.boundingBox())?.height, `${path}: the user strip's height`).toBeLessThan(40);
    await page.screenshot({ path: testInfo.outputPath(name) });
  }
});
