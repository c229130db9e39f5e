import { expect as baseExpect, test, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';

// The machine these run on is shared: a click can take many seconds, a page load many more.
const expect = baseExpect.configure({ timeout: 30_000 });

// Issue 25 item 9, the visitor area: a health check (plan 健康体检, visitorRequired in
// fixtures/seed/plans.json) is received in person, so zhangwei's checkout of one asks who comes and
// when; the order keeps it, and its detail shows it masked. Rice asks nothing. Against the real server
// (migration 035's order_visitors); the orders are placed, not paid, so no balance is spent.

const main = (page: Page) => page.getByRole('main');
const HEALTH_CHECK = '1022';
const RICE = '1001';

/** The calendar day in China `days` from now, as the server counts entry dates. */
function chinaDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test.use({ viewport: { width: 1366, height: 900 } });
test.describe.configure({ timeout: 300_000 });

test('zhangwei names who comes for a health check, and finds them on the order detail', async ({ page }) => {
  const day = chinaDay(7);
  await logInPastPopups(page, 'zhangwei');
  await page.goto(`/pay?skuId=${HEALTH_CHECK}&num=1`);
  await expect(main(page).getByRole('heading', { name: '确认订单' })).toBeVisible();

  const visitor = main(page).getByRole('region', { name: '到访人信息' });
  await visitor.getByRole('textbox', { name: '姓名' }).fill('张伟');
  // A wrong check character is said beside the field, and nothing is placed.
  await visitor.getByRole('textbox', { name: '证件号码' }).fill('110105194912310021');
  await visitor.getByRole('textbox', { name: '手机号' }).fill('13800138000');
  await visitor.getByLabel('入场日期').fill(day);
  await main(page).getByRole('button', { name: '提交订单' }).click();
  await expect(visitor.getByText('请输入正确的身份证号码')).toBeVisible();
  await expect(page).toHaveURL(/\/pay\?/);

  await visitor.getByRole('textbox', { name: '证件号码' }).fill('11010519491231002x');
  await main(page).getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payMent\?sn=O\d+/);
  const sn = new URL(page.url()).searchParams.get('sn') ?? '';

  await page.goto(`/home/OrderDetail?sn=${sn}`);
  const shown = main(page).getByRole('region', { name: '到访人信息' });
  await expect(shown).toContainText('张伟');
  await expect(shown).toContainText('居民身份证');
  await expect(shown).toContainText('1101**********002X');
  await expect(shown).toContainText('138****8000');
  await expect(shown).toContainText(day);
});

test('the checkout of rice asks for no visitor, and the visitor form reads in English', async ({ page }) => {
  await logInPastPopups(page, 'zhangwei');
  await page.goto(`/pay?skuId=${RICE}&num=1`);
  await expect(main(page).getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: '发票信息' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: '到访人信息' })).toHaveCount(0);

  await page.evaluate(() => window.localStorage.setItem('locale', 'en-US'));
  await page.goto(`/pay?skuId=${HEALTH_CHECK}&num=1`);
  const visitor = main(page).getByRole('region', { name: 'Visitor' });
  await expect(visitor.getByRole('combobox', { name: 'Document type' })).toHaveValue('ID_CARD');
  await expect(visitor.getByLabel('Entry date')).toBeVisible();
  await expect(visitor.getByText(/Their document is checked on arrival/)).toBeVisible();
});
