import { expect, test, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';

// Issue 22's walk as zhangwei: every new page opens at its top while back and in-page filters keep
// the place; "立即购买" checks out exactly the goods and quantity chosen and leaves the cart alone;
// a typed quantity above the stock is cut with a word saying so.

const main = (page: Page) => page.getByRole('main');
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const RICE = '1001'; // 有机大米 5kg, 89 points
const PAY_PASSWORD = 'Pay2026';

interface CartLine {
  goodsSku: { id: string };
  num: number;
  checked: boolean;
}

async function cartLines(page: Page): Promise<CartLine[]> {
  const accessToken = (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? '';
  const answer = (await (
    await page.request.get('/buyer/trade/carts/all', { headers: { accessToken } })
  ).json()) as {
    result: { skuList: CartLine[] };
  };
  return answer.result.skuList;
}

/** Scrolls the window to its bottom and answers where it stands. */
async function scrollToBottom(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
  return scrollY(page);
}

test.use({ viewport: { width: 1366, height: 900 } });

test('a new page opens at its top, and going back returns to where the list was', async ({ page }) => {
  test.slow();
  await logInPastPopups(page, 'zhangwei');

  await page.goto('/cart');
  await expect(main(page).getByRole('heading', { name: '我的购物车' })).toBeVisible();
  await scrollToBottom(page);
  await main(page).getByRole('region', { name: '结算' }).getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/pay$/);
  await expect(main(page).getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goto('/goodsList');
  const tiles = main(page).getByRole('list', { name: '商品列表' }).getByRole('listitem');
  await expect(tiles.first()).toBeVisible();
  const listScroll = await scrollToBottom(page);
  const tile = tiles.last();
  const name = ((await tile.getByRole('link').last().textContent()) ?? '').trim();
  await tile.getByRole('link').last().click();
  await expect(page).toHaveURL(/\/goodsDetail\?/);
  const title = main(page).getByRole('heading', { name, level: 1 });
  await expect(title).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/goodsList(\?|$)/);
  await expect.poll(() => scrollY(page)).toBe(listScroll);
});

test('a sort on the goods list keeps the place', async ({ page }) => {
  test.slow(); // A login with its popups before the list.
  await logInPastPopups(page, 'zhangwei');
  await page.goto('/goodsList');
  const tiles = main(page).getByRole('list', { name: '商品列表' }).getByRole('listitem');
  await expect(tiles.first()).toBeVisible({ timeout: 30_000 });
  const sales = main(page)
    .getByRole('tab', { name: '销量' })
    .or(main(page).getByRole('button', { name: '销量' }));
  // The sort buttons mid-window: scrolled to the top, they sit under the sticky search bar and the
  // click would first scroll them out from under it (which read as the page jumping to its top).
  await sales.evaluate((tab) => window.scrollTo(0, tab.getBoundingClientRect().top + window.scrollY - 300));
  const sortScroll = await scrollY(page);
  expect(sortScroll).toBeGreaterThan(100);
  await sales.click();
  await expect(page).toHaveURL(/sortFilter=/);
  await expect(tiles.first()).toBeVisible();
  expect(await scrollY(page)).toBe(sortScroll);
});

test('buy now checks out exactly the goods and quantity chosen, pays, and leaves the cart as it was', async ({
  page,
}) => {
  test.slow();
  await logInPastPopups(page, 'zhangwei');
  const cartBefore = await cartLines(page);
  expect(cartBefore.length, 'zhangwei has goods in his cart').toBeGreaterThan(0);

  await page.goto(`/goodsDetail?skuId=${RICE}`);
  const quantity = main(page).getByRole('spinbutton', { name: '数量' });
  await expect(main(page).getByRole('button', { name: '增加数量' })).toBeEnabled();
  await quantity.fill('999');
  await quantity.blur();
  const cut = main(page).getByText(/^最多可购买\d+件$/);
  await expect(cut).toBeVisible();
  const most = Number(((await cut.textContent()) ?? '').match(/\d+/)?.[0]);
  expect(most).toBeLessThan(999);
  await expect(quantity).toHaveValue(String(most));

  await quantity.fill('3');
  await quantity.blur();
  await expect(quantity).toHaveValue('3');
  await expect(cut).toBeHidden();
  await main(page).getByRole('button', { name: '立即购买' }).click();

  await expect(page).toHaveURL(new RegExp(`/pay\\?skuId=${RICE}&num=3$`));
  const goods = main(page).getByRole('region', { name: '商品清单' });
  await expect(goods.getByText('有机大米 5kg')).toBeVisible();
  await expect(goods.getByRole('listitem')).toHaveCount(1);
  await expect(goods.getByRole('listitem')).toContainText('89 积分 × 3');
  await expect(main(page).getByRole('region', { name: '价格明细' })).toContainText(`应付${3 * 89} 积分`);
  await main(page).getByRole('button', { name: '提交订单' }).click();

  await expect(page).toHaveURL(/\/payMent\?sn=O\d+/);
  const pay = main(page).getByRole('form', { name: '确认支付' });
  await pay.getByLabel('支付密码').fill(PAY_PASSWORD);
  await pay.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/payDone\?sn=/);
  await expect(main(page).getByRole('heading', { name: '支付成功' })).toBeVisible();

  const cartAfter = await cartLines(page);
  expect(cartAfter.map((line) => [line.goodsSku.id, line.num, line.checked])).toEqual(
    cartBefore.map((line) => [line.goodsSku.id, line.num, line.checked]),
  );
});
