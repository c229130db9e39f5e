import { expect, test, type Page } from './test.ts';
import { logIn } from './session.ts';

// The floating side toolbar and its drawers, against the real server and the seed of
// fixtures/seed/member-lists.json: zhangwei (ent-acme) sees his own lists, never wangfang's.

const toolbar = (page: Page) => page.getByRole('navigation', { name: '侧边工具栏' });

/** Opens a drawer from its toolbar entry and answers it once it has loaded its list. */
async function openDrawer(page: Page, entry: string, title = entry) {
  await toolbar(page).getByRole('button', { name: entry, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('加载中…')).toHaveCount(0);
  return drawer;
}

/** The cart count the server answers the logged-in member (read with the browser's own token). */
async function serverCartCount(page: Page): Promise<number> {
  const accessToken = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const answer = await page.request.get('/buyer/trade/carts/count', {
    headers: { accessToken: accessToken ?? '' },
  });
  return ((await answer.json()) as { result: number }).result;
}

/** Puts one unit of a SKU in the logged-in member's cart, through the API. */
async function addToServerCart(page: Page, skuId: string) {
  const accessToken = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const answer = await page.request.post('/buyer/trade/carts', {
    headers: { accessToken: accessToken ?? '' },
    form: { skuId, num: '1' },
  });
  expect(answer.ok()).toBe(true);
}

test.describe('the side toolbar', () => {
  test('asks a guest to log in instead of opening a drawer', async ({ page }) => {
    await page.goto('/');
    await toolbar(page).getByRole('button', { name: '我的订单' }).click();

    const prompt = page.getByRole('alertdialog', { name: '请登录' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByText('请登录后再进行此操作')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '我的订单' })).toHaveCount(0);
  });

  test('shows a member the cart count from the server and their own lists in each drawer', async ({
    page,
  }) => {
    test.slow(); // Six drawers, each with its list from the server.
    await logIn(page, 'zhangwei');
    await page.goto('/');
    // Rice in his cart, whatever the checkouts of the walks before this one left there.
    await addToServerCart(page, '1001');

    // The count loads with the page (issue 25 item 7), from before the rice was added; hovering the
    // cart fetches it again, and the badge shows what the server says now.
    const count = await serverCartCount(page);
    expect(count).toBeGreaterThan(0);
    await toolbar(page)
      .getByRole('button', { name: /^购物车/ })
      .hover();
    const cart = toolbar(page).getByRole('button', { name: `购物车，${count}件商品` });
    await expect(cart).toBeVisible();
    await expect(cart).toContainText(String(Math.min(count, 99)));
    expect(await page.evaluate(() => window.localStorage.getItem('cartNum'))).toBe(String(count));

    const cartDrawer = await openDrawer(page, `购物车，${count}件商品`, '购物车');
    await expect(cartDrawer.getByRole('link', { name: '有机大米 5kg' })).toHaveAttribute(
      'href',
      '/goodsDetail?skuId=1001&goodsId=101',
    );
    await expect(cartDrawer.getByRole('link', { name: '去购物车结算' })).toHaveAttribute('href', '/cart');
    // wangfang's milk is in her cart only.
    await expect(cartDrawer.getByText('纯牛奶 250ml×24')).toHaveCount(0);

    const orders = await openDrawer(page, '我的订单');
    await expect(orders.getByRole('listitem')).toHaveCount(10);
    await expect(orders.getByRole('link', { name: '订单号：O26030100001' })).toHaveAttribute(
      'href',
      '/home/OrderDetail?sn=O26030100001',
    );
    await expect(orders.getByText('待付款').first()).toBeVisible();
    // The 11th and 12th orders are past the drawer's 10; wangfang's orders are never there.
    await expect(orders.getByText('订单号：O26030100011')).toHaveCount(0);
    await expect(orders.getByText('订单号：O26030200001')).toHaveCount(0);
    await expect(cartDrawer).toHaveCount(0);

    const coupons = await openDrawer(page, '优惠券');
    await expect(coupons.getByText('茶叶满199减20')).toBeVisible();
    await expect(coupons.getByText('艾克米员工专享满500减100')).toBeVisible();
    await expect(coupons.getByText('蓝海员工专享满300减60')).toHaveCount(0);
    // A coupon's face is in points, as the checkout that spends it (issue 22 item 12: it said ¥).
    await expect(coupons).toContainText('满 199 积分可用');
    await expect(coupons).not.toContainText(/¥|元/);

    const footprints = await openDrawer(page, '我的足迹');
    await expect(footprints.getByRole('listitem')).toHaveCount(20);
    await expect(footprints.getByRole('link', { name: '有机茶礼盒' })).toBeVisible();
    await expect(footprints.getByRole('link', { name: '查看全部足迹' })).toHaveAttribute(
      'href',
      '/home/MyTracks',
    );

    const favorites = await openDrawer(page, '我的收藏');
    await expect(favorites.getByRole('link', { name: '明前龙井 250g' })).toBeVisible();
    await expect(favorites.getByRole('link', { name: '家用空气净化器' })).toHaveCount(0);

    // The close button closes the drawer.
    await favorites.getByRole('button', { name: '关闭' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('claims a coupon and shows the claimed dialog', async ({ page }) => {
    await logIn(page, 'zhangwei');
    await page.goto('/');

    const coupons = await openDrawer(page, '优惠券');
    const claim = coupons.getByRole('button', { name: /^立即领取：/ }).first();
    const name = ((await claim.getAttribute('aria-label')) ?? '').replace('立即领取：', '');
    await claim.click();

    const dialog = page.getByRole('dialog', { name: '领取优惠券' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('优惠券领取成功，可在我的优惠券页面查看')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '我的优惠券' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '立即使用' })).toBeVisible();
    // Claimed once: the coupon leaves the claimable list.
    await expect(coupons.getByText(name, { exact: true })).toHaveCount(0);

    await dialog.getByRole('button', { name: '我的优惠券' }).click();
    await expect(page).toHaveURL(/\/home\/Coupons$/);
  });
});

test.describe('the side toolbar tooltips', () => {
  test('show an entry’s name beside it on hover, not at the top-left corner of the page', async ({
    page,
  }) => {
    // The server rendered the toolbar; the tooltip must still find its button after hydration.
    await page.goto('/');
    const entry = toolbar(page).getByRole('button', { name: '我的订单' });
    await entry.hover();

    const tooltip = page.getByRole('tooltip', { name: '我的订单' });
    await expect(tooltip).toBeVisible();
    const button = await entry.boundingBox();
    if (!button) throw new Error('the entry has no box');
    // The tooltip animates in; measure it once it has settled, left of the button and level with it.
    const gapToButton = async () => {
      const box = await tooltip.boundingBox();
      return box ? Math.round(button.x - (box.x + box.width)) : null;
    };
    await expect.poll(gapToButton).toBeGreaterThanOrEqual(0);
    await expect.poll(gapToButton).toBeLessThan(24);
    const box = await tooltip.boundingBox();
    if (!box) throw new Error('the tooltip has no box');
    expect(Math.abs(box.y + box.height / 2 - (button.y + button.height / 2))).toBeLessThan(8);
  });

  test('name an entry reached by the keyboard, until Escape, which leaves the focus on it', async ({
    page,
  }) => {
    await page.goto('/');
    // The entry before the cart's, then the keyboard: Tab to the cart, Tab to my orders.
    await toolbar(page)
      .getByRole('link', { name: /会员中心/ })
      .focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const entry = toolbar(page).getByRole('button', { name: '我的订单' });
    await expect(entry).toBeFocused();
    const tooltip = page.getByRole('tooltip', { name: '我的订单' });
    await expect(tooltip).toBeVisible();
    await expect(entry).toHaveAccessibleDescription('我的订单');

    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(entry).toBeFocused();
  });
});
