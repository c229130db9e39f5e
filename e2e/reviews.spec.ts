import { expect, test, type Page } from './test.ts';
import { logInPastPopups, skipLoginPopups } from './popups.ts';
import { logIn } from './session.ts';

// Goods reviews (issue 25 item 1) against the real server and a fresh seed: zhangwei reviews the
// standard check-up of his completed order O26030100008 from the order list's 待评价 tab and finds
// his review, his name masked, on the goods detail's reviews tab beside the two the seed has from
// other members; in en-US the tab, the form and the reviews read in English.

const main = (page: Page) => page.getByRole('main');
/** The order card of an order number in the list. */
const orderCard = (page: Page, sn: string) =>
  main(page)
    .getByRole('listitem')
    .filter({ hasText: sn })
    .filter({ has: page.getByRole('group') });

const REVIEW_TEXT = '体检很细致，报告解读也耐心。<b>推荐</b>';

test('zhangwei reviews a completed order and sees his review, name masked, on the goods', async ({
  page,
}) => {
  // Logging in, the order list, the form and the goods detail, on a busy machine.
  test.setTimeout(180_000);
  await logInPastPopups(page, 'zhangwei');

  await page.goto('/home/myOrder');
  await main(page).getByRole('tab', { name: '待评价' }).click();
  await expect(page).toHaveURL(/tag=WAIT_COMMENT/);
  const card = orderCard(page, 'O26030100008');
  await card.getByRole('button', { name: '评价 年度体检套餐（标准版）' }).click();

  const form = page.getByRole('dialog', { name: '评价商品' });
  // Sending nothing is refused in the form, before the server is asked.
  await form.getByRole('button', { name: '提交评价' }).click();
  await expect(form.getByText('请选择评分')).toBeVisible();
  await form.getByRole('radio', { name: '5 星' }).click();
  await form.getByRole('textbox', { name: '评价内容' }).fill(REVIEW_TEXT);
  await expect(form.getByText(`${[...REVIEW_TEXT].length}/500`)).toBeVisible();
  await form.getByRole('button', { name: '商品图片 1' }).click();
  await expect(form.getByRole('button', { name: '商品图片 1' })).toHaveAttribute('aria-pressed', 'true');
  await form.getByRole('button', { name: '提交评价' }).click();

  const written = page.getByRole('dialog', { name: '您的评价' });
  await expect(written.getByText(REVIEW_TEXT)).toBeVisible();
  await expect(written.getByRole('img', { name: '5 星' })).toBeVisible();
  await expect(written.getByRole('img', { name: '商品图片 1' })).toBeVisible();
  await written.getByRole('button', { name: '关闭' }).last().click();
  // Its only goods reviewed, the order leaves the tab.
  await expect(orderCard(page, 'O26030100008')).toHaveCount(0);
  await expect(orderCard(page, 'O26030100010')).toBeVisible();

  await page.goto('/goodsDetail?skuId=1021&goodsId=121');
  await main(page).getByRole('tab', { name: '评价' }).click();
  await expect(main(page).getByText('共 3 条评价')).toBeVisible();
  await expect(main(page).getByText('平均 4.7 星')).toBeVisible();
  const reviews = main(page).getByRole('list', { name: '商品评价' });
  const mine = reviews.getByRole('listitem').first();
  await expect(mine.getByText('张*', { exact: true })).toBeVisible();
  // The markup typed is shown as text, never as HTML.
  await expect(mine.getByText(REVIEW_TEXT)).toBeVisible();
  await expect(mine.locator('b')).toHaveCount(0);
  await expect(reviews).not.toContainText('张伟');
  await expect(reviews).not.toContainText('zhangwei');
  await expect(reviews.getByText('许*', { exact: true })).toBeVisible();
});

test('in en-US the to-review tab, the review form and the reviews tab read in English', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, 'zhangwei');
  await page.evaluate(() => window.localStorage.setItem('locale', 'en-US'));
  await skipLoginPopups(page);

  await page.goto('/home/myOrder');
  await main(page).getByRole('tab', { name: 'To review' }).click();
  await orderCard(page, 'O26030100010')
    .getByRole('button', { name: /^Review / })
    .click();
  const form = page.getByRole('dialog', { name: 'Review the goods' });
  await expect(form.getByText('Rating', { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Your review' })).toBeVisible();
  await expect(form.getByText('0/500')).toBeVisible();
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Choose a rating')).toBeVisible();
  await expect(form.getByText('Please write your review')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  await page.goto('/goodsDetail?skuId=1011&goodsId=111');
  await main(page).getByRole('tab', { name: 'Reviews' }).click();
  await expect(main(page).getByText('Reviews: 1')).toBeVisible();
  await expect(main(page).getByText('Average 5.0 of 5 stars')).toBeVisible();
  const reviews = main(page).getByRole('list', { name: 'Goods reviews' });
  await expect(reviews.getByRole('img', { name: '5 of 5 stars' })).toBeVisible();
  await expect(reviews.getByText('许*', { exact: true })).toBeVisible();
});
