import { expect as baseExpect, test, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';

// The machine these run on is shared: a click can take many seconds, a page load many more.
const expect = baseExpect.configure({ timeout: 30_000 });

// Issue 25 item 9: zhangwei checks out with an invoice request, pays, and finds the invoice on the
// order's detail, in Chinese and in English, against the real server (migration 033's order_invoices).

const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');
const RICE = '1001'; // 有机大米 5kg, 89 points
const PAY_PASSWORD = 'Pay2026';

/** Clicks the header's language switch to English, confirms, and waits for the page in English. */
async function switchToEnglish(page: Page): Promise<void> {
  await header(page).getByRole('button', { name: '切换语言: English' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定', exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');
}

/** Pays the order on /payMent with zhangwei's pay password; answers its number. */
async function pay(page: Page, labels: { form: string; password: string; done: string }): Promise<string> {
  await expect(page).toHaveURL(/\/payMent\?sn=O\d+/);
  const sn = new URL(page.url()).searchParams.get('sn') ?? '';
  const form = main(page).getByRole('form', { name: labels.form });
  await form.getByLabel(labels.password).fill(PAY_PASSWORD);
  await form.getByRole('button', { name: labels.form }).click();
  await expect(page).toHaveURL(/\/payDone\?sn=/);
  await expect(main(page).getByRole('heading', { name: labels.done })).toBeVisible();
  return sn;
}

test.use({ viewport: { width: 1366, height: 900 } });
test.describe.configure({ timeout: 300_000 });

test('zhangwei checks out with a business invoice and sees it on the order detail (zh-CN)', async ({
  page,
}) => {
  await logInPastPopups(page, 'zhangwei');
  await page.goto(`/pay?skuId=${RICE}&num=1`);
  await expect(main(page).getByRole('heading', { name: '确认订单' })).toBeVisible();

  const invoice = main(page).getByRole('region', { name: '发票信息' });
  await invoice.getByText('开具发票', { exact: true }).click();
  await invoice.getByRole('textbox', { name: '发票抬头' }).fill('上海安可科技有限公司');
  // A short taxpayer ID is said beside its field, and nothing is placed.
  await invoice.getByRole('textbox', { name: '纳税人识别号' }).fill('9131000');
  await main(page).getByRole('button', { name: '提交订单' }).click();
  await expect(invoice.getByText('纳税人识别号应为15、17、18或20位字母或数字')).toBeVisible();
  await expect(page).toHaveURL(/\/pay\?/);

  await invoice.getByRole('textbox', { name: '纳税人识别号' }).fill('91310000ma1fl8xq3c');
  await invoice.getByText('商品类别', { exact: true }).click();
  await main(page).getByRole('button', { name: '提交订单' }).click();
  const sn = await pay(page, { form: '确认支付', password: '支付密码', done: '支付成功' });

  await page.goto(`/home/OrderDetail?sn=${sn}`);
  const shown = main(page).getByRole('region', { name: '发票信息' });
  await expect(shown.getByText('上海安可科技有限公司')).toBeVisible();
  await expect(shown.getByText('企业', { exact: true })).toBeVisible();
  await expect(shown.getByText('91310000MA1FL8XQ3C')).toBeVisible();
  await expect(shown.getByText('商品类别', { exact: true })).toBeVisible();
  await expect(shown.getByRole('button', { name: '申请开票' })).toHaveCount(0);
});

test('zhangwei checks out with an individual invoice and sees it on the order detail (en-US)', async ({
  page,
}) => {
  await logInPastPopups(page, 'zhangwei');
  await page.goto(`/pay?skuId=${RICE}&num=1`);
  await switchToEnglish(page);
  await expect(main(page).getByRole('heading', { name: 'Confirm the order' })).toBeVisible();

  const invoice = main(page).getByRole('region', { name: 'Invoice' });
  await invoice.getByText('Request an invoice', { exact: true }).click();
  await invoice.getByText('Individual', { exact: true }).click();
  await expect(invoice.getByRole('textbox', { name: 'Taxpayer ID' })).toHaveCount(0);
  // No title: said beside the field in English, nothing placed.
  await main(page).getByRole('button', { name: 'Place the order' }).click();
  await expect(invoice.getByText('Please enter the invoice title')).toBeVisible();
  await expect(page).toHaveURL(/\/pay\?/);

  await invoice.getByRole('textbox', { name: 'Invoice title' }).fill('Zhang Wei');
  await main(page).getByRole('button', { name: 'Place the order' }).click();
  const sn = await pay(page, {
    form: 'Confirm payment',
    password: 'Payment password',
    done: 'Payment successful',
  });

  await page.goto(`/home/OrderDetail?sn=${sn}`);
  const shown = main(page).getByRole('region', { name: 'Invoice' });
  await expect(shown.getByText('Zhang Wei')).toBeVisible();
  await expect(shown.getByText('Individual', { exact: true })).toBeVisible();
  await expect(shown.getByText('Goods details', { exact: true })).toBeVisible();
  await expect(shown.getByText('Taxpayer ID')).toHaveCount(0);
});
