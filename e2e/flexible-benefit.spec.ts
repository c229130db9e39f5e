import { expect, test, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';

// The flexible benefit orders against the real server and its seed (fixtures/seed/
// benefit-orders.json): wangfang finds her order of Blue Ocean's year (not yet sent, its choice
// period open), opens it and its goods, cancels it after the confirm and finds it in the cancelled
// tab; zhangwei finds his received order of Acme's closed third quarter in the completed tab.
// Nothing else of wangfang's (points, addresses, cart, orders) is touched.

const main = (page: Page) => page.getByRole('main');

const WANG_SN = 'FB2026BOWF0001';
const ZHANG_SN = 'FB2026Q3ZW0001';

test('a member opens her benefit order and its goods, cancels it, and finds it cancelled', async ({
  page,
}) => {
  test.slow();
  await logInPastPopups(page, 'wangfang');

  await page.goto('/flexibleBenefitOrder');
  await expect(main(page).getByRole('heading', { name: '我的福利订单' })).toBeVisible();
  const orders = main(page).getByRole('list', { name: '福利订单' });
  const card = orders.getByRole('listitem').filter({ hasText: `订单号：${WANG_SN}` });
  await expect(card).toContainText('蓝海集团 2026 年度福利');
  await expect(card).toContainText('待发货');
  await expect(card).toContainText('企业支付，无需积分');
  await card.getByRole('link', { name: `查看订单 ${WANG_SN} 的详情` }).click();

  await expect(page).toHaveURL(new RegExp(`/flexibleBenefitDetail\\?sn=${WANG_SN}$`));
  await expect(main(page).getByRole('heading', { name: '福利订单详情' })).toBeVisible();
  const steps = main(page).getByRole('list', { name: '订单进度' });
  await expect(steps).toContainText('已选择');
  await expect(steps).toContainText('已发货');
  const consignee = main(page).getByRole('region', { name: '收货信息' });
  await expect(consignee).toContainText('王芳');
  await expect(consignee).toContainText('137****1111');
  await expect(consignee).toContainText('上海市 上海市 浦东新区 陆家嘴环路 1000 号 18 层');

  const goodsLink = main(page)
    .getByRole('region', { name: '福利商品' })
    .getByRole('link', { name: /^查看商品：/ });
  const goodsName = ((await goodsLink.textContent()) ?? '').trim();
  expect(goodsName).not.toBe('');
  await goodsLink.click();
  await expect(page).toHaveURL(/\/flexibleBenefitgGoodsDetail\?optionId=bpo-blue-rice$/);
  await expect(main(page).getByRole('heading', { name: goodsName })).toBeVisible();
  await expect(main(page).getByRole('img', { name: goodsName }).first()).toBeVisible();
  await expect(main(page).getByText('企业支付，无需积分')).toBeVisible();
  await expect(main(page).getByText('您已选择此福利')).toBeVisible();
  await expect(main(page).getByRole('region', { name: '所属福利方案' })).toContainText('选择中');
  await main(page).getByRole('link', { name: '查看我的福利订单' }).click();

  await expect(page).toHaveURL(new RegExp(`/flexibleBenefitDetail\\?sn=${WANG_SN}$`));
  await main(page)
    .getByRole('button', { name: `取消订单 ${WANG_SN}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: '取消福利订单' });
  await expect(confirm).toContainText('确定取消该福利订单吗？');
  await confirm.getByRole('button', { name: '确定取消' }).click();
  await expect(page.getByText('订单已取消')).toBeVisible();
  await expect(steps).toContainText('已取消');
  await expect(main(page).getByRole('button', { name: `取消订单 ${WANG_SN}` })).toHaveCount(0);

  await page.goto('/flexibleBenefitOrder');
  await main(page).getByRole('tab', { name: '已取消' }).click();
  await expect(page).toHaveURL(/\/flexibleBenefitOrder\?status=CANCELLED$/);
  const cancelled = orders.getByRole('listitem').filter({ hasText: `订单号：${WANG_SN}` });
  await expect(cancelled).toContainText('已取消');
  await main(page).getByRole('tab', { name: '待发货' }).click();
  await expect(main(page).getByText('暂无福利订单')).toBeVisible();

  // Cancelled while the period is open: the goods lead back to choosing.
  await page.goto('/flexibleBenefitgGoodsDetail?optionId=bpo-blue-rice');
  await expect(main(page).getByRole('link', { name: '去选择' })).toHaveAttribute(
    'href',
    '/yearOptionSelection?planCaseId=bpc-blue-2026&planCaseUseTo=1',
  );
});

test('a member finds his received order of a closed quarter in the completed tab', async ({ page }) => {
  await logInPastPopups(page, 'zhangwei');

  await page.goto('/flexibleBenefitOrder');
  await main(page).getByRole('tab', { name: '已完成' }).click();
  await expect(page).toHaveURL(/\/flexibleBenefitOrder\?status=COMPLETED$/);
  const card = main(page)
    .getByRole('list', { name: '福利订单' })
    .getByRole('listitem')
    .filter({ hasText: `订单号：${ZHANG_SN}` });
  await expect(card).toContainText('2026 年第三季度福利');
  await expect(card).toContainText('2026-Q3 季度');
  await expect(card).toContainText('已完成');
  await expect(card.getByRole('button')).toHaveCount(0);

  await card.getByRole('link', { name: `查看订单 ${ZHANG_SN} 的详情` }).click();
  await expect(main(page).getByRole('region', { name: '物流信息' })).toContainText('DEVFBQ3ZW0001');
  await expect(main(page).getByRole('list', { name: '订单进度' })).toContainText('已收货');
});
