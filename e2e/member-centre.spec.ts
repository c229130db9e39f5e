import { expect, test, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';

// The member centre (issue 22) against the real server and a fresh seed: the left menu every
// /home/* page shares, the order search, and the words of the order pages.

const main = (page: Page) => page.getByRole('main');
const memberMenu = (page: Page) => page.getByRole('navigation', { name: '会员中心' });

/** The names of the menu's links, in order. */
const menuLinks = (page: Page) => memberMenu(page).getByRole('link').allTextContents();

test.describe('the member centre menu', () => {
  test('is the same on three /home pages, marks the page shown, and a click or the keyboard moves between them', async ({
    page,
  }) => {
    // Logging in and three pages, on a busy machine.
    test.setTimeout(180_000);
    await logInPastPopups(page, 'zhangwei');

    await page.goto('/home/myOrder');
    const menu = memberMenu(page);
    await expect(menu.getByRole('link', { name: '我的订单' })).toHaveAttribute('aria-current', 'page');
    for (const group of ['交易', '资产', '账户']) {
      await expect(menu.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    const links = await menuLinks(page);
    expect(links).toEqual(
      expect.arrayContaining(['我的订单', '售后服务', '我的优惠券', '个人信息', '收货地址']),
    );
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);

    // A click moves to the profile: the same menu, the profile marked.
    await menu.getByRole('link', { name: '个人信息' }).click();
    await expect(page).toHaveURL(/\/home\/profile$/);
    await expect(menu.getByRole('link', { name: '个人信息' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: '我的订单' })).not.toHaveAttribute('aria-current', 'page');
    expect(await menuLinks(page)).toEqual(links);

    // The keyboard reaches the menu and follows a link to the address book.
    const addresses = menu.getByRole('link', { name: '收货地址' });
    await addresses.focus();
    await expect(addresses).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home\/myAddress$/);
    await expect(menu.getByRole('link', { name: '收货地址' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
    expect(await menuLinks(page)).toEqual(links);

    // A page under an entry (an order's detail) marks its entry.
    await page.goto('/home/OrderDetail?sn=O26030100001');
    await expect(menu.getByRole('link', { name: '我的订单' })).toHaveAttribute('aria-current', 'page');

    // In English.
    await page.evaluate(() => window.localStorage.setItem('locale', 'en-US'));
    await page.goto('/home/Coupons');
    const englishMenu = page.getByRole('navigation', { name: 'Member centre' });
    await expect(englishMenu.getByRole('link', { name: 'My coupons' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(englishMenu.getByRole('heading', { name: 'Orders & trading' })).toBeVisible();
  });
});

/** The orders of the list shown (its own items, not the goods inside them). */
const orderCards = (page: Page) =>
  main(page)
    .getByRole('list', { name: '订单列表' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^订单号：/ }) });

test.describe('my orders', () => {
  test("searching zhangwei's orders by a goods name shows only the orders with it, kept in the address", async ({
    page,
  }) => {
    // Logging in and three pages, on a busy machine.
    test.setTimeout(180_000);
    await logInPastPopups(page, 'zhangwei');
    await page.goto('/home/myOrder');
    await expect(orderCards(page)).toHaveCount(10, { timeout: 30_000 });

    const search = main(page).getByRole('search', { name: '搜索订单' });
    await search.getByRole('textbox', { name: '订单号或商品名称' }).fill('坚果');
    await search.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/[?&]keyword=%E5%9D%9A%E6%9E%9C/);
    await expect(orderCards(page)).toHaveCount(2);
    for (const card of await orderCards(page).all()) await expect(card).toContainText('坚果');
    await expect(orderCards(page).filter({ hasText: 'O26030100002' })).toHaveCount(1);
    await expect(orderCards(page).filter({ hasText: 'O26030100010' })).toHaveCount(1);

    // A reload keeps the search; back returns to every order.
    await page.reload();
    await expect(search.getByRole('textbox', { name: '订单号或商品名称' })).toHaveValue('坚果');
    await expect(orderCards(page)).toHaveCount(2);
    await page.goBack();
    await expect(orderCards(page)).toHaveCount(10);

    // Nothing placed in a range: the list says so and offers to clear the search.
    await page.goto('/home/myOrder?keyword=%E5%9D%9A%E6%9E%9C&createdFrom=2020-01-01&createdTo=2020-12-31');
    await expect(main(page).getByText('没有找到符合条件的订单')).toBeVisible();
    await main(page).getByRole('button', { name: '清除搜索条件' }).click();
    await expect(orderCards(page)).toHaveCount(10);
  });

  test('names each tab as the badges of its orders, and cancelling an unpaid order promises no points back', async ({
    page,
  }) => {
    // Logging in and three pages, on a busy machine.
    test.setTimeout(180_000);
    await logInPastPopups(page, 'zhangwei');
    await page.goto('/home/myOrder');
    const tabs = main(page).getByRole('tablist', { name: '订单类型' });
    for (const label of ['待付款', '待发货', '待收货', '已完成', '已取消']) {
      await tabs.getByRole('tab', { name: label, exact: true }).click();
      await expect(tabs.getByRole('tab', { name: label, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(orderCards(page).first().getByText(label, { exact: true })).toBeVisible();
    }

    // The order's detail names its state in the same word.
    await page.goto('/home/OrderDetail?sn=O26030100006');
    await expect(main(page).getByText('待收货', { exact: true }).first()).toBeVisible({ timeout: 30_000 });

    // An unpaid order took no points; a paid one gives them back.
    await page.goto('/home/myOrder?tag=WAIT_PAY');
    const unpaid = orderCards(page).filter({ hasText: 'O26030100001' });
    await unpaid.getByRole('button', { name: '取消订单' }).click();
    let dialog = page.getByRole('alertdialog', { name: '取消订单' });
    await expect(dialog).toContainText('尚未付款，取消后优惠券和库存将退回');
    await expect(dialog).not.toContainText('积分');
    await dialog.getByRole('button', { name: '再想想' }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/home/myOrder?tag=WAIT_SHIP');
    await orderCards(page)
      .filter({ hasText: 'O26030100003' })
      .getByRole('button', { name: '取消订单' })
      .click();
    dialog = page.getByRole('alertdialog', { name: '取消订单' });
    await expect(dialog).toContainText('积分、优惠券和库存将退回');
    await dialog.getByRole('button', { name: '再想想' }).click();

    // The profile's points: separators and the word.
    await page.goto('/home/profile');
    await expect(main(page).getByText(/^\d{1,3}(,\d{3})+ 积分$/)).toBeVisible();

    // In English, tab and badge agree too.
    await page.evaluate(() => window.localStorage.setItem('locale', 'en-US'));
    await page.goto('/home/myOrder?tag=WAIT_ROG');
    await expect(main(page).getByRole('tab', { name: 'Pending receipt' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      main(page)
        .getByRole('list', { name: 'Orders' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: /^Order no\./ }) })
        .first()
        .getByText('Pending receipt'),
    ).toBeVisible();
  });
});
