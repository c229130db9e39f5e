import { expect, test, type Page } from './test.ts';
import { logIn } from './session.ts';

// fixtures/broken-pages/broken-one-block.json, seeded as `page-broken`: six valid blocks and one carousel
// whose second slide has no picture.
const BROKEN_KEY = '1700000600000_2';

async function expectTheSixValidBlocks(page: Page) {
  await expect(page.getByText('春节期间物流安排通知').first()).toBeVisible(); // noticeShow
  await expect(page.getByText('美团外卖').first()).toBeVisible(); // iconZone
  await expect(page.getByAltText('年货节满减')).toBeVisible(); // bannerAdvert
  await expect(page.getByRole('link', { name: '年货专区' })).toBeVisible(); // hotZonesShow
  await expect(page.getByText('有机大米 5kg').first()).toBeVisible(); // freeGoodsShow with a list
  await expect(page.getByText('年货坚果礼盒 1.8kg').first()).toBeVisible(); // freeGoodsShow from a plan
}

test.describe('a page with one broken block', () => {
  test('renders every valid block and quietly leaves out the broken one', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    await logIn(page);
    await page.goto('/custom?id=page-broken');

    await expectTheSixValidBlocks(page);
    // The broken carousel is not there (not even its valid first slide), and neither is any error
    // card or diagnostics panel.
    await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
    await expect(page.locator('img[src="/img/banners/spring.svg"]')).toHaveCount(0);
    await expect(page.getByText(BROKEN_KEY)).toHaveCount(0);
    await expect(page.getByRole('region', { name: /诊断信息/ })).toHaveCount(0);
    // Production reports it to the console instead.
    expect(warnings.some((text) => text.includes(BROKEN_KEY))).toBe(true);
  });

  test('in preview, names the broken block, its type and its field, and renders the others', async ({
    page,
  }) => {
    await page.goto('/custom?id=page-broken&isPreview=1');

    await expectTheSixValidBlocks(page);

    // The runtime's inline card where the carousel would be.
    const card = page.getByRole('alert').filter({ hasText: BROKEN_KEY });
    await expect(card).toBeVisible();
    await expect(card).toContainText('carousel');
    await expect(card).toContainText('options.list[1].img');

    // The storefront's diagnostics panel above the page lists the same problem.
    const panel = page.getByRole('region', { name: /诊断信息/ });
    await expect(panel).toContainText(BROKEN_KEY);
    await expect(panel).toContainText('carousel');
    await expect(panel).toContainText('options.list[1].img');
  });
});

test.describe('a route whose code cannot be downloaded', () => {
  test('shows the route error page with a reload button instead of a blank page', async ({ page }) => {
    // The network drops the home route's chunk (as after a deploy that replaced it).
    await page.route(/\/assets\/home-[\w-]+\.js$/, (route) => route.abort());

    await page.goto('/');

    await expect(page.getByText('页面代码加载失败', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
    await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
  });
});
