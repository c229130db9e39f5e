import { expect, test, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';
import { type DemoUsername } from './session.ts';

// Flash sales, stores and the merchant-entry application against the real server and its seed
// (fixtures/seed/markets.json, catalogue.json). wangfang and dealer01 (chenjing on a retry of the
// application): zhangwei's cart belongs to the toolbar's tests.

const main = (page: Page) => page.getByRole('main');

/**
 * Who applies on each attempt of the application test, and the store they name. An application sent
 * for review can be neither changed nor withdrawn (a reviewer outside the mall decides it), and a
 * draft carries on at its first unsaved step: a retry starts afresh as a member who has not applied,
 * for a store name no application holds yet.
 */
const APPLICANTS: readonly { username: DemoUsername; storeName: string }[] = [
  { username: 'dealer01', storeName: '青禾食品旗舰店' },
  { username: 'chenjing', storeName: '青禾食品专营店' },
];

test('a member opens a running flash sale, and a goods of it at the sale price with its countdown', async ({
  page,
}) => {
  await logInPastPopups(page, 'wangfang');
  await page.goto('/flashBuyGoodsList?marketId=market-flash-daily');
  await expect(main(page).getByRole('heading', { name: '今日爆款' })).toBeVisible();
  await expect(main(page).getByText(/^距结束/)).toBeVisible();
  const list = main(page).getByRole('list', { name: '抢购商品' });
  await expect(list.getByRole('listitem')).toHaveCount(24);

  await list
    .getByRole('link', { name: /^去抢购：/ })
    .first()
    .click();
  await expect(page).toHaveURL(
    /\/goodsDetail\?skuId=20060&marketType=rush&marketId=market-flash-daily&dateEnd=/,
  );
  await expect(main(page).getByText('抢购价')).toBeVisible();
  await expect(main(page).getByText(/^69 蓝海币$/)).toBeVisible();
  await expect(main(page).getByText(/^距结束/)).toBeVisible();
  await main(page).getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
});

test("a member goes from a goods to its store, and narrows the store's goods to a category", async ({
  page,
}) => {
  await logInPastPopups(page, 'wangfang');
  await page.goto('/goodsDetail?skuId=20001');
  const store = main(page)
    .getByRole('link', { name: /店|超市/ })
    .first();
  const storeName = (await store.textContent())!.trim();
  await store.click();
  await expect(page).toHaveURL(/\/merchant\?id=s\d+/);
  await expect(main(page).getByRole('heading', { name: storeName })).toBeVisible();
  await expect(
    main(page).getByRole('list', { name: '商品列表' }).getByRole('listitem').first(),
  ).toBeVisible();
  const categories = main(page).getByRole('navigation', { name: '店铺分类' });
  await categories.getByRole('button', { pressed: false }).first().click();
  await expect(page).toHaveURL(/categoryId=\d+/);
  await expect(categories.getByRole('button', { pressed: true })).not.toHaveText('全部商品');
});

test('a member applies to open a store in three steps; a store name in use is refused first', async ({
  page,
}, testInfo) => {
  const applicant = APPLICANTS[testInfo.retry];
  if (!applicant) throw new Error(`no member left to apply on attempt ${testInfo.retry + 1}`);
  await logInPastPopups(page, applicant.username);
  await page.goto('/shopEntry?id=1');
  const underReview = main(page).getByText('您的入驻申请正在审核中');
  const companyName = main(page).getByLabel('公司名称');
  await expect(companyName).toBeVisible();

  await companyName.fill('杭州青禾食品有限公司');
  await main(page).getByLabel('公司地址').fill('浙江省杭州市西湖区文三路 90 号');
  await main(page).getByLabel('公司电话').fill('0571-88886666');
  await main(page).getByLabel('电子邮箱').fill('shop@qinghe-food.cn');
  await main(page).getByLabel('员工总数').fill('120');
  await main(page).getByLabel('注册资金（万元）').fill('500');
  await main(page).getByLabel('统一社会信用代码').fill('91330100799655058B');
  await main(page).getByLabel('法人姓名').fill('陈国华');
  await main(page).getByLabel('联系人姓名').fill('陈静');
  await main(page).getByLabel('联系人手机').fill('1380013800');
  await main(page).getByRole('button', { name: '下一步' }).click();
  await expect(main(page).getByText('请输入正确的手机号')).toBeVisible();
  await main(page).getByLabel('联系人手机').fill('13800138000');
  await main(page).getByRole('button', { name: '下一步' }).click();

  await main(page).getByLabel('银行开户名').fill('杭州青禾食品有限公司');
  await main(page).getByLabel('银行账号').fill('6222021202001234567');
  await main(page).getByLabel('开户银行支行名称').fill('中国工商银行杭州文三路支行');
  await main(page).getByLabel('支行联行号').fill('102331000123');
  await main(page).getByRole('button', { name: '下一步' }).click();

  await main(page).getByLabel('店铺名称').fill('京东生鲜');
  await main(page).getByLabel('店铺地址').fill('浙江省杭州市余杭区仓前街道 8 号仓');
  await main(page).getByLabel('店铺简介').fill('江南时令糕点与有机杂粮，产地直发。');
  // Chakra draws the box over its input: a member clicks the label.
  await main(page)
    .locator('label')
    .filter({ hasText: /^食品生鲜$/ })
    .click();
  await expect(main(page).getByRole('checkbox', { name: '食品生鲜' })).toBeChecked();
  await main(page).getByRole('button', { name: '提交审核' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('店铺名称已存在');

  await main(page).getByLabel('店铺名称').fill(applicant.storeName);
  await main(page).getByRole('button', { name: '提交审核' }).click();
  await expect(underReview).toBeVisible();
  await page.reload();
  await expect(underReview).toBeVisible();
});
