import { expect, test, type Page } from './test.ts';
import { fillAddressForm } from './address-form.ts';
import { logIn, readImageCode, readSmsCode } from './session.ts';

// A disposable-card holder redeems with the card, against the real server on a fresh seed: Acme's
// birthday card 8800000000000047 (200 points) on 13600008888, which no other browser test uses.
// One SMS code is sent, so the server's 60 s resend limit never matters.

const PHONE = '13600008888';

/** Logs in at Acme's card login with an SMS code to the card's phone, choosing the birthday card. */
async function logInWithCard(page: Page): Promise<void> {
  await page.goto('/disposableCard/login/acme');
  await page.getByLabel('手机号').fill(PHONE);
  await expect(page.getByRole('img', { name: /图形验证码/ })).toBeVisible();
  await page.getByLabel('图形验证码', { exact: true }).fill(await readImageCode(page));
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
  await page.getByLabel('短信验证码').fill(await readSmsCode(page, PHONE));
  await page.getByRole('button', { name: '查询卡片' }).click();
  await page.getByText('艾克米生日福利卡').click();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a card holder browses the range, orders with a new address, pays after the warning, and the card is used up', async ({
  page,
}) => {
  // The whole journey, from the SMS login to the used card, in one test: longer than the default.
  test.setTimeout(120_000);
  await logInWithCard(page);
  const main = page.getByRole('main');

  await page.goto('/disposableCard/GoodsList');
  const card = page.getByRole('region', { name: '我的一次性卡' });
  await expect(card.getByText('艾克米生日福利卡')).toBeVisible();
  await expect(card.getByText('200 积分', { exact: true })).toBeVisible();
  await expect(card.getByText('可使用', { exact: true })).toBeVisible();
  const goods = page.getByRole('list', { name: '兑换商品' });
  await expect(goods.getByRole('listitem')).toHaveCount(8);
  const search = page.getByRole('search', { name: '搜索兑换商品' });
  await search.getByRole('textbox', { name: '搜索兑换商品' }).fill('毛巾');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(goods.getByRole('listitem')).toHaveCount(1);
  await goods.getByRole('link', { name: /长绒棉毛巾/ }).click();

  await expect(page).toHaveURL(/\/disposableCard\/disposableCardGoodsDetail\?skuId=1018$/);
  await expect(page.getByRole('heading', { name: '长绒棉毛巾 4条装' })).toBeVisible();
  await main.getByRole('button', { name: '增加数量' }).click();
  await main.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车', { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: '一次性卡兑换' }).getByRole('link', { name: '购物车' }).click();
  await expect(main.getByText('合计 100 积分')).toBeVisible();
  await main.getByRole('button', { name: '增加 长绒棉毛巾 4条装 的数量' }).click();
  await expect(main.getByText('合计 150 积分')).toBeVisible();
  await main.getByRole('button', { name: '去结算' }).click();

  await expect(page).toHaveURL(/\/disposableCard\/Order$/);
  await expect(main.getByText('还没有收货地址')).toBeVisible();
  await main.getByRole('link', { name: '新增收货地址' }).last().click();

  await expect(page).toHaveURL(/\/disposableCard\/Address\?from=order$/);
  await fillAddressForm(main, {
    consignee: '生日卡持卡人',
    mobile: PHONE,
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    detail: '文三路 90 号',
    postalCode: '310012',
    email: 'birthday@acme.mall.invalid',
  });

  await expect(page).toHaveURL(/\/disposableCard\/Order$/);
  await expect(main.getByRole('button', { name: '送到 生日卡持卡人' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(main.getByText('应付 150 积分')).toBeVisible();
  await main.getByRole('button', { name: '提交订单' }).click();

  await expect(page).toHaveURL(/\/disposableCard\/Pay\?sn=O\d+$/);
  const sn = new URL(page.url()).searchParams.get('sn') ?? '';
  await expect(
    page.getByText('一次性卡只能兑换一次：支付后本卡即作废，剩余的 50 积分将一并作废，不退不补。'),
  ).toBeVisible();
  await main.getByRole('button', { name: '确认兑换' }).click();
  const confirm = page.getByRole('alertdialog', { name: '确认使用本卡兑换？' });
  await expect(
    confirm.getByText('支付 150 积分后本卡作废，剩余 50 积分不再可用。确定兑换吗？'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: '确定兑换' }).click();

  await expect(page).toHaveURL(new RegExp(`/disposableCard/OrderDetail\\?sn=${sn}$`));
  await expect(main.getByText('待发货', { exact: true })).toBeVisible();
  await expect(page.getByText('长绒棉毛巾 4条装 × 3')).toBeVisible();
  await expect(page.getByText(/浙江省 杭州市 西湖区 文三路 90 号/)).toBeVisible();
  await expect(
    page.getByText('本订单使用一次性卡 8800 **** **** 0047 兑换，卡已作废，作废余额 50 积分。'),
  ).toBeVisible();
  await expect(card.getByText('已使用', { exact: true })).toBeVisible();
  await expect(card.getByText('0 积分', { exact: true })).toBeVisible();

  // The used card cannot order again: its goods can no longer go into the cart.
  await page
    .getByRole('navigation', { name: '一次性卡兑换' })
    .getByRole('link', { name: '兑换商品' })
    .click();
  await goods.getByRole('link', { name: /手工曲奇礼盒/ }).click();
  await expect(page.getByText('该卡已使用，不能再兑换。')).toBeVisible();
  await expect(main.getByRole('button', { name: '立即兑换' })).toBeDisabled();
  await expect(main.getByRole('button', { name: '加入购物车' })).toBeDisabled();
});

test('a member without a card session is asked to log in with a card', async ({ page }) => {
  await page.goto('/disposableCard/Cart');
  await expect(page.getByRole('heading', { level: 1, name: '购物车' })).toBeVisible();
  await expect(page.getByText('请使用一次性卡登录')).toBeVisible();
  await page.getByRole('link', { name: '一次性卡登录' }).click();
  await expect(page).toHaveURL(/\/disposableCard\/login/);
});

test('an ordinary member opening the card pages stays logged in and is asked to log in with a card', async ({
  page,
}) => {
  await logIn(page, 'zhangwei');
  await page.goto('/disposableCard/GoodsList');
  await expect(page.getByRole('heading', { level: 1, name: '兑换商品' })).toBeVisible();
  await expect(page.getByText('请使用一次性卡登录')).toBeVisible();
  await expect(page.getByRole('link', { name: '一次性卡登录' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeTruthy();
});
