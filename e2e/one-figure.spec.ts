import { expect, test, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';

// Issue 22 item 12, against the real server and its seed: a goods' figures agree wherever it shows.
// 全棉四件套 (goods 117) has two SKUs of different prices, redeemed 188 + 142 times; a market price is
// money and a points price is points, on the list, the detail and the home page's blocks alike.

const main = (page: Page) => page.getByRole('main');
const REDEEMED = 188 + 142;
// Each test logs in (argon2id) and opens several pages; a shared machine makes that slow.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await logInPastPopups(page, 'zhangwei');
});

test('a goods shows one redeemed figure in the list, under a price filter, and on the detail of each of its SKUs', async ({
  page,
}) => {
  // The innermost box holding both the goods' link and a redeemed figure is its tile.
  const tile = main(page)
    .locator('div', { has: page.locator('a[href*="goodsId=117"]') })
    .filter({ hasText: '已兑' })
    .last();
  await page.goto(`/goodsList?keyword=${encodeURIComponent('全棉四件套')}`);
  await expect(tile).toContainText(`已兑 ${REDEEMED}`);
  // Below 380 points only the 1.5 m SKU is left; the figure is still the goods', not that SKU's.
  await page.goto(`/goodsList?keyword=${encodeURIComponent('全棉四件套')}&productHigherPrice=380`);
  await expect(tile).toContainText('369');
  await expect(tile).toContainText(`已兑 ${REDEEMED}`);
  for (const sku of ['1017', '1041']) {
    await page.goto(`/goodsDetail?skuId=${sku}&goodsId=117`);
    await expect(main(page).getByText(`已兑 ${REDEEMED} 件`)).toBeVisible();
  }
});

test('a market price is money and a price is points, in the list, on the detail and in the home blocks', async ({
  page,
}) => {
  await page.goto(`/goodsList?keyword=${encodeURIComponent('有机大米')}`);
  await expect(main(page).getByText('市场价 ¥129.00').first()).toBeVisible();
  await page.goto('/goodsDetail?skuId=1001&goodsId=101');
  await expect(main(page).getByText('¥129.00', { exact: true })).toBeVisible();
  // 海天 特级生抽酱油 of JD's supermarket (the seed's generated catalogue): JD ships free from ¥59,
  // which the member pays as 59 points.
  await page.goto('/goodsDetail?skuId=20048&goodsId=2023');
  await expect(main(page).getByRole('heading', { name: /海天 特级生抽酱油/ })).toBeVisible();
  await expect(main(page).getByText('满 59 积分包邮，不满收运费 6 积分')).toBeVisible();

  await page.goto('/');
  const struck = main(page).locator('del');
  await expect(struck.first()).toBeVisible({ timeout: 30_000 });
  for (const text of await struck.allTextContents()) expect(text).toMatch(/¥[\d,]+\.\d\d$/);
});
