import { expect, test, type Locator, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';

// The points and wallet pages against the real server and the seed of fixtures/seed/point-accounts.json:
// zhangwei's welfare points (members.point, explained by grants and his seeded order payments) and
// his further accounts: rewards 1,200 and union 800 usable elsewhere, farmer 500 frozen, epidemic
// 300 expired. His welfare-points balance may move with other tests, so it is read from the page's
// own statement, never assumed.

const main = (page: Page) => page.getByRole('main');
const toolbar = (page: Page) => page.getByRole('navigation', { name: '侧边工具栏' });

/** `5,000 积分` -> 5000. */
const amountOf = async (locator: Locator): Promise<number> =>
  Number(((await locator.textContent()) ?? '').match(/[\d,]+/)?.[0]?.replaceAll(',', '') ?? NaN);

/** The figure (label, amount, hint) of an overview. */
const figure = (page: Page, label: string) =>
  main(page)
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) });

test("a member opens my assets from the toolbar, then sees the totals of their point accounts and one account's history", async ({
  page,
}) => {
  test.slow();
  await logInPastPopups(page, 'zhangwei');

  // "My assets" opens /home/MoneyManagement in a new tab.
  const [assets] = await Promise.all([
    page.waitForEvent('popup'),
    toolbar(page).getByRole('link', { name: '我的资产' }).click(),
  ]);
  await expect(assets).toHaveURL(/\/home\/MoneyManagement$/);
  await expect(assets.getByRole('heading', { level: 1, name: '我的资产' })).toBeVisible();
  const statement = assets.getByRole('table', { name: '福利积分收支记录' });
  // The first row is the header; the statement's lines come with their own request.
  const newest = statement.getByRole('row').nth(1);
  await expect(newest).toBeVisible();
  const spendable = await amountOf(figure(assets, '本商城可用福利积分').locator('dd'));
  // The spendable figure is the balance the newest statement line left.
  expect(spendable).toBeGreaterThan(0);
  await expect(newest.getByRole('cell').nth(3)).toHaveText(`${spendable.toLocaleString('en-US')} 积分`);
  await expect(figure(assets, '其他账户可用积分')).toContainText('2,000 积分');
  await expect(figure(assets, '已冻结')).toContainText('500 积分');
  await assets.close();

  await page.goto('/home/myAccount');
  await expect(main(page).getByRole('heading', { level: 1, name: '我的账户' })).toBeVisible();
  await expect(figure(page, '积分总额')).toContainText(`${(spendable + 2000).toLocaleString('en-US')} 积分`);
  await expect(figure(page, '积分总额')).toContainText(
    `其中 ${spendable.toLocaleString('en-US')} 积分 可在本商城结算时使用，2,000 积分 在其他积分账户中`,
  );
  await expect(figure(page, '已冻结')).toContainText('500 积分');
  const accounts = main(page).getByRole('table', { name: '积分账户' });
  await expect(accounts.getByRole('row').filter({ hasText: '防疫积分' })).toContainText('已过期');
  await expect(accounts.getByRole('row').filter({ hasText: '助农积分' })).toContainText('已冻结');

  await accounts.getByRole('link', { name: '查看明细：工会积分' }).click();
  await expect(page).toHaveURL(/\/home\/pointTypeDetail\?classType=UNION$/);
  await expect(main(page).getByRole('heading', { level: 1, name: '工会积分明细' })).toBeVisible();
  const history = main(page).getByRole('table', { name: '积分明细' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText('工会春节慰问');
  await expect(history.getByRole('row').nth(1)).toContainText('+800 积分');
});
