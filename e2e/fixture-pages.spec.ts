import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, loadedAfter, test, type Page } from './test.ts';
import seedPages from '../fixtures/seed/pages.json' with { type: 'json' };
import { logInPastPopups } from './popups.ts';
import { type DemoUsername } from './session.ts';

/** One page of fixtures/pages, where it shows and to whom. */
interface FixturePage {
  id: string;
  path: string;
  /** The member who sees it; a guest when absent. */
  member?: DemoUsername;
  /** The member switches to the exclusive homepage first (Blue Ocean members may use both platforms). */
  platform?: 'DZPT';
  locale?: 'en-US';
}

// Every page type on both platforms: zhangwei is an Acme member on the good-life mall (HSHSC),
// wangfang a Blue Ocean member on the exclusive homepage (DZPT).
const PAGES: FixturePage[] = [
  { id: 'page-hshsc-public', path: '/' },
  { id: 'page-hshsc-public-en', path: '/', locale: 'en-US' },
  { id: 'page-hshsc-index', path: '/', member: 'zhangwei' },
  { id: 'page-dzpt-index', path: '/', member: 'wangfang', platform: 'DZPT' },
  { id: 'page-custom', path: '/custom', member: 'zhangwei' },
  { id: 'page-dzpt-custom', path: '/custom', member: 'wangfang', platform: 'DZPT' },
  { id: 'page-special', path: '/special', member: 'zhangwei' },
  { id: 'page-dzpt-special', path: '/special', member: 'wangfang', platform: 'DZPT' },
  { id: 'page-special-offer', path: '/specialOffer', member: 'zhangwei' },
  { id: 'page-dzpt-special-offer', path: '/specialOffer', member: 'wangfang', platform: 'DZPT' },
];

// A showcase of another enterprise's plan is on Acme's home on purpose: its goods call is refused,
// which the browser logs as a failed resource, and the page leaves the showcase out quietly.
const EXPECTED_REFUSALS = [/plan-blue-exclusive/];

function blockKeysOf(id: string): string[] {
  const seeded = seedPages.find((entry) => entry.id === id);
  if (!seeded) throw new Error(`no seeded page ${id}`);
  const text = readFileSync(join(import.meta.dirname, '../fixtures', seeded.file), 'utf8');
  return (JSON.parse(text) as { list: { key: string }[] }).list.map((block) => block.key);
}

/** Console errors, uncaught exceptions and block diagnostics the storefront reports while the page runs. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('console', (message) => {
    const where = message.location().url;
    if (message.type() === 'error' && !EXPECTED_REFUSALS.some((pattern) => pattern.test(where)))
      problems.push(`console error: ${message.text()} (${where})`);
    // Production reports a skipped block (invalid, wrong platform, failed chunk) with console.warn.
    if (message.type() === 'warning' && message.text().startsWith('[mall] block'))
      problems.push(`diagnostic: ${message.text()}`);
  });
  return problems;
}

test.describe('every fixture page, on its platform', () => {
  for (const fixture of PAGES) {
    test(`${fixture.id} renders every block at ${fixture.path} without a console error`, async ({ page }) => {
      // A login, a platform switch and a walk down a page of up to 28 block types: on a busy
      // 2-core machine that has taken 31 s, past the default 30.
      test.slow();
      const problems = recordProblems(page);
      if (fixture.locale) {
        await page.goto('/login');
        await page.evaluate((locale) => window.localStorage.setItem('locale', locale), fixture.locale);
      }
      if (fixture.member) {
        await logInPastPopups(page, fixture.member);
      }
      if (fixture.platform === 'DZPT') {
        await loadedAfter(page, () => page.getByRole('button', { name: '专属首页' }).click());
        await expect
          .poll(() => page.evaluate(() => window.localStorage.getItem('platform')))
          .toContain('DZPT');
      }
      await page.goto(fixture.path);

      // Later blocks render as they come near the viewport, and are let go again far above it: walk
      // down the page, a screen at a time, until every block has rendered on the way.
      const keys = blockKeysOf(fixture.id);
      await expect(page.locator(`[data-block-key="${keys[0]}"]`)).toBeAttached();
      const rendered = new Set<string>();
      await expect(async () => {
        const shown = await page
          .locator('[data-block-key]')
          .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block-key') ?? ''));
        for (const key of shown) rendered.add(key);
        await page.evaluate(() => window.scrollBy(0, window.innerHeight));
        expect(keys.filter((key) => !rendered.has(key))).toEqual([]);
      }).toPass({ timeout: 20_000 });

      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});

test.describe('custom-page mode', () => {
  test("shows the custom page's navigation in the header and its footers instead of the site's, on every route", async ({
    page,
  }) => {
    test.slow(); // A login with its popups, then three routes.
    await logInPastPopups(page, 'zhangwei');
    await page.goto('/custom?pageType=custom');

    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: '分类导航' }).first()).toBeVisible();
    // One footer: the page's (customFooter), not stacked on another (issue 22).
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('contentinfo', { name: '页脚' })).toHaveCount(1);
    // The site's own footer (with its licence pop-ups) gives way to the page's.
    await expect(page.getByRole('button', { name: '营业执照' })).toHaveCount(0);
    // The body does not repeat the navigation.
    await expect(page.getByRole('main').getByRole('navigation', { name: '分类导航' })).toHaveCount(0);

    // A link of the navigation keeps the mode, and so does the header on the next route.
    await header.getByRole('link', { name: '食品生鲜' }).first().click();
    await expect(page).toHaveURL(/\/goodsList\?categoryId=1&pageType=custom$/);
    await page.goto('/notice?pageType=custom');
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: '分类导航' }).first(),
    ).toBeVisible();
    const userLinks = page.getByRole('navigation', { name: '用户导航' });
    await expect(userLinks.getByRole('link', { name: '购物车' })).toHaveAttribute(
      'href',
      '/cart?pageType=custom',
    );
  });
});
