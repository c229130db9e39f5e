import { expect, test, type Page } from './test.ts';
import { expectFocusVisible, tabToVisibly } from './a11y-keyboard.ts';
import { logInPastPopups } from './popups.ts';

// The checkout by keyboard alone, against the real build and seed: zhangwei (two addresses, pay
// password Pay2026) goes from a goods detail page to the paid result with Tab, Shift+Tab, Enter,
// Space, the arrows and typing; no clicks and no focus() after the page is first loaded. Every stop
// shows a focus ring; the new-address dialog keeps focus inside and hands it back when closed.

const main = (page: Page) => page.getByRole('main');

/**
 * The skip link: the first Tab of a fresh page, or where focus lands on a page that replaced the
 * focused button. Enter on it puts focus at the start of `main`.
 */
async function skipToMain(page: Page): Promise<number> {
  const presses = await tabToVisibly(page, page.getByRole('link', { name: '跳到主要内容' }), { max: 1 });
  await page.keyboard.press('Enter');
  await expect(main(page)).toBeFocused();
  return presses;
}

const PAY_PASSWORD = 'Pay2026';
const GOODS = '有机大米 5kg';

test('a member checks out and pays by keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await logInPastPopups(page, 'zhangwei');
  // Only what this test adds is ticked for the checkout.
  await page.request.delete('/buyer/trade/carts', {
    headers: { accessToken: (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? '' },
  });
  const presses: Record<string, number> = {};

  // The goods detail page: add one to the cart.
  await page.goto('/goodsDetail?skuId=1001');
  const addToCart = main(page).getByRole('button', { name: '加入购物车' });
  await expect(addToCart).toBeVisible();
  presses.detailSkip = await skipToMain(page);
  presses.addToCart = await tabToVisibly(page, addToCart, { max: 40 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('已加入购物车')).toBeVisible();

  // Back up to the header's cart button and open the cart.
  const headerCart = page.getByRole('banner').getByRole('link', { name: '购物车', exact: true }).last();
  presses.headerCart = await tabToVisibly(page, headerCart, { max: 80, backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);

  // The line's checkbox answers Space both ways; then on to the checkout.
  const line = main(page).getByRole('checkbox', { name: `选中：${GOODS}` });
  // The new page is up (the old one stays until it is) before its skip link is looked for.
  await expect(line).toBeVisible();
  presses.cartSkip = await skipToMain(page);
  presses.cartLine = await tabToVisibly(page, line, { max: 20 });
  const totals = main(page).getByRole('region', { name: '结算' });
  await page.keyboard.press('Space');
  await expect(line).not.toBeChecked();
  await expect(totals.getByText('已选 0 件商品')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(line).toBeChecked();
  await expect(totals.getByText('已选 1 件商品')).toBeVisible();
  const checkout = totals.getByRole('button', { name: '去结算' });
  presses.checkout = await tabToVisibly(page, checkout, { max: 40 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pay$/);

  // The address: from the default (home) to the office with an arrow key.
  const home = main(page).getByRole('radio', { name: /文三路 90 号/ });
  const office = main(page).getByRole('radio', { name: /世纪大道 100 号/ });
  await expect(home).toBeChecked();
  presses.paySkip = await skipToMain(page);
  presses.address = await tabToVisibly(page, home, { max: 20 });
  await page.keyboard.press('ArrowDown');
  await expect(office).toBeChecked();
  await expect(office).toBeFocused();
  await expectFocusVisible(page);

  // The new-address dialog keeps focus inside while open and gives it back to its button.
  const newAddress = main(page).getByRole('button', { name: '使用新地址' });
  presses.newAddress = await tabToVisibly(page, newAddress, { max: 20 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (let press = 0; press < 25; press += 1) {
    await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate((element) => element.contains(document.activeElement)),
      `focus stays in the dialog after ${press + 1} presses of Tab`,
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(newAddress).toBeFocused();
  await expect(office).toBeChecked();

  // Place the order.
  const submit = main(page).getByRole('button', { name: '提交订单' });
  presses.submit = await tabToVisibly(page, submit, { max: 40 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payMent\?sn=O\d+/);

  // The pay password, then pay.
  const payForm = main(page).getByRole('form', { name: '确认支付' });
  const password = payForm.getByLabel('支付密码');
  await expect(password).toBeVisible();
  presses.paymentSkip = await skipToMain(page);
  presses.password = await tabToVisibly(page, password, { max: 20 });
  await page.keyboard.type(PAY_PASSWORD);
  presses.pay = await tabToVisibly(page, payForm.getByRole('button', { name: '确认支付' }), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payDone\?sn=/);
  await expect(main(page).getByRole('heading', { name: '支付成功' })).toBeVisible();

  const total = Object.values(presses).reduce((sum, count) => sum + count, 0);
  console.log(
    `keyboard checkout: ${total} Tab presses over ${Object.keys(presses).length} stops (${Object.entries(
      presses,
    )
      .map(([stop, count]) => `${stop} ${count}`)
      .join(', ')}), dialog trapped focus for 25 presses and returned it`,
  );
});
