import { expect, loadedAfter, test, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';

// Issue 22 item 18: the seed reads as sense to a member, against the real server on a fresh seed.
// Dates in the page are read in China's time, as the mall's members read them.

const main = (page: Page) => page.getByRole('main');
test.use({ timezoneId: 'Asia/Shanghai' });
test.describe.configure({ timeout: 120_000 });

/** A `yyyy-MM-dd[ HH:mm[:ss]]` shown in China's time, as a moment. */
function chinaMoment(text: string): number {
  const [day, time = '00:00:00'] = text.trim().split(' ');
  return Date.parse(`${day}T${time.length === 5 ? `${time}:00` : time}+08:00`);
}

test("a shipped order has the consignee checkout copied, and its parcel's traces are all in the past", async ({
  page,
}) => {
  await logInPastPopups(page, 'zhangwei');
  // The rice cooker, paid and waiting to ship: it said 该订单无需收货地址.
  await page.goto('/home/OrderDetail?sn=O26030100004');
  await expect(main(page).getByText('智能电饭煲 4L').first()).toBeVisible();
  await expect(main(page).getByText('张伟').first()).toBeVisible();
  await expect(main(page).getByText('该订单无需收货地址')).toHaveCount(0);

  // The power bank, shipped: the development courier's traces ran up to an hour ahead.
  await page.goto('/home/OrderDetail?sn=O26030100006');
  await expect(main(page).getByText('该订单无需收货地址')).toHaveCount(0);
  const traces = main(page).getByRole('list', { name: '物流轨迹' });
  await expect(traces.getByRole('listitem').first()).toBeVisible();
  const times = (await traces.getByRole('listitem').allTextContents()).map(
    (text) => text.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)?.[0] ?? '',
  );
  expect(times.length).toBeGreaterThan(1);
  for (const time of times) expect(chinaMoment(time), time).toBeLessThanOrEqual(Date.now());
});

test('a toothbrush in the cart is a goods like any other, not one of the health-check plan', async ({
  page,
}) => {
  // chenjing's cart is hers in these tests (trading.spec empties it first); this one empties it after.
  await logInPastPopups(page, 'chenjing');
  await page.goto('/goodsDetail?skuId=1034');
  await main(page).getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
  await page.goto('/cart');
  await expect(main(page).getByText('声波电动牙刷').first()).toBeVisible();
  await expect(main(page).getByText(/健康体检：需单独兑换/)).toHaveCount(0);
  await expect(main(page).getByText('需单独兑换的商品')).toHaveCount(0);
  await page.request.delete('/buyer/trade/carts', {
    headers: { accessToken: (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? '' },
  });
});

test('the exclusive homepage dates no notice after today', async ({ page }) => {
  await logInPastPopups(page, 'wangfang');
  await loadedAfter(page, () =>
    page.getByRole('navigation', { name: '用户导航' }).getByRole('button', { name: '专属首页' }).click(),
  );
  const notices = main(page).getByRole('region', { name: '企业公告' });
  await expect(notices).toContainText('春节期间物流安排通知', { timeout: 30_000 });
  const dates = (await notices.textContent())?.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
  expect(dates.length).toBeGreaterThan(0);
  for (const date of dates) expect(chinaMoment(date), date).toBeLessThanOrEqual(Date.now());
});
