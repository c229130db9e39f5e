import { expect, test, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';

// /seckill against the real server and its seed (fixtures/seed/markets.json): on the main mall,
// 限时抢购 (market-flash-1, from a day before the seed) and 今日爆款 (market-flash-daily, 24 goods)
// are running and 周末秒杀 (market-flash-weekend) starts two days after the seed. zhangwei only looks:
// his cart belongs to the toolbar's tests.

const main = (page: Page) => page.getByRole('main');

// Logging in (argon2id) and a cold storefront chunk take a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await logInPastPopups(page, 'zhangwei');
  await page.goto('/seckill');
});

test('a member sees the running session’s goods at the flash price and opens one at that price', async ({
  page,
}) => {
  const sessions = main(page).getByRole('tablist', { name: '秒杀场次' });
  const running = sessions.getByRole('tab', { selected: true });
  await expect(running).toContainText('抢购中');
  await expect(running).toContainText('限时抢购');
  await expect(main(page).getByRole('timer')).toContainText(/^距本场结束 \d+ 天/);

  const list = main(page).getByRole('list', { name: '限时抢购的秒杀商品' });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  const powerBank = list.getByRole('listitem').filter({ hasText: '快充移动电源 20000mAh' });
  await expect(powerBank.getByText(/^99 积分$/)).toBeVisible();
  await expect(powerBank.getByText('原价 149 积分')).toBeVisible();
  await expect(powerBank.getByText('库存充足')).toBeVisible();
  await expect(powerBank.getByAltText('快充移动电源 20000mAh')).toHaveAttribute('width', '200');

  await powerBank.getByRole('link', { name: '马上抢：快充移动电源 20000mAh' }).click();
  await expect(page).toHaveURL(/\/goodsDetail\?skuId=1026&marketType=rush&marketId=market-flash-1&dateEnd=/);
  await expect(main(page).getByText('抢购价')).toBeVisible();
  await expect(main(page).getByText(/^99 积分$/)).toBeVisible();
});

test('a member previews the upcoming session with its buttons disabled', async ({ page }) => {
  const upcoming = main(page).getByRole('tab', { name: /周末秒杀/ });
  await expect(upcoming).toContainText('即将开始');
  await upcoming.click();
  await expect(upcoming).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/marketId=market-flash-weekend/);
  await expect(main(page).getByRole('timer')).toContainText(/^距本场开始 \d+ 天/);

  const list = main(page).getByRole('list', { name: '周末秒杀的秒杀商品' });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  const buttons = list.getByRole('button', { name: '即将开始' });
  await expect(buttons).toHaveCount(6);
  for (const button of await buttons.all()) await expect(button).toBeDisabled();
  await expect(list.getByRole('link', { name: /^马上抢/ })).toHaveCount(0);
});

test('a member pages through a session with many goods', async ({ page }) => {
  await main(page)
    .getByRole('tab', { name: /今日爆款/ })
    .click();
  const list = main(page).getByRole('list', { name: '今日爆款的秒杀商品' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await main(page).getByRole('button', { name: '第 3 页' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(4);
});
