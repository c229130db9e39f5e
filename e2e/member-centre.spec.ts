import { expect, test, type Page } from './test.ts';
import { skipLoginPopups } from './popups.ts';
import { logIn } from './session.ts';

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
    test.slow();
    await logIn(page, 'zhangwei');
    await skipLoginPopups(page);

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
