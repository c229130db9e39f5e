import { expect, test, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';

// The shell-booking journey against the real server and its seed (fixtures/seed/
// shell-cards.json): zhangwei reads the notice, books his wash card for a day five days ahead through
// the booking form, finds it booked in the table and in the record list, cancels it after the
// confirm, and the record list shows it cancelled. His wash card is booked in no other test.

const main = (page: Page) => page.getByRole('main');

/** The calendar day in China `days` after today, as the server counts bookable days. */
function chinaDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const WASH = '壳牌精致洗车卡 SH2026000101';

test('a member books a shell card through the form, sees it in the records, and cancels it', async ({
  page,
}) => {
  test.slow();
  const day = chinaDay(5);
  await logInPastPopups(page, 'zhangwei');

  await page.goto('/shelliNotice');
  await expect(main(page).getByRole('heading', { name: '壳牌卡预约须知' })).toBeVisible();
  await main(page).getByRole('link', { name: '我已了解，去预约' }).click();

  await expect(page).toHaveURL(/\/Shelli/);
  await main(page)
    .getByRole('group', { name: '可预约日期' })
    .getByRole('button', { name: new RegExp(`^${day}`) })
    .click();
  const table = main(page).getByRole('table', { name: `${day} 的卡券` });
  const washRow = table.getByRole('row').filter({ hasText: 'SH2026000101' });
  await expect(washRow).toContainText('可预约');
  await washRow.getByRole('button', { name: `预约：${WASH}` }).click();

  const form = main(page).getByRole('form', { name: '填写预约信息' });
  await expect(form.getByLabel('预约人姓名')).toHaveValue('张伟');
  await expect(form.getByLabel('工号')).toHaveValue('A0001');
  await form.getByLabel('预约时段').selectOption('14:00-17:00');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('预约成功')).toBeVisible();

  await expect(washRow).toContainText('已预约');
  await expect(washRow).toContainText('14:00-17:00');

  await page.goto('/recordList');
  const records = main(page).getByRole('table', { name: '预约记录' });
  const record = records.getByRole('row').filter({ hasText: 'SH2026000101' });
  await expect(record).toContainText(`${day}14:00-17:00张伟A0001已预约`);

  await page.goto(`/Shelli?date=${day}`);
  await washRow.getByRole('button', { name: `取消预约：${WASH}` }).click();
  const confirm = page.getByRole('alertdialog', { name: '取消预约' });
  await expect(confirm).toContainText('确定取消预约吗？');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('取消成功')).toBeVisible();
  await expect(washRow).toContainText('可预约');

  await page.goto('/recordList');
  await expect(record).toContainText(`${day}14:00-17:00张伟A0001已取消`);
});

test("a member's first booking starts with the booker's name empty, never their nickname", async ({
  page,
}) => {
  test.slow();
  // wangfang has never booked: her nickname 王芳 is not a name the service desk can check (issue 22
  // item 16), so the form asks for one. She books nothing here.
  const day = chinaDay(6);
  await logInPastPopups(page, 'wangfang');
  await page.goto(`/Shelli?date=${day}`);
  const table = main(page).getByRole('table', { name: `${day} 的卡券` });
  await table.getByRole('button', { name: '预约：壳牌精致洗车卡 SH2026000201' }).click();

  const form = main(page).getByRole('form', { name: '填写预约信息' });
  await expect(form.getByLabel('预约人姓名')).toHaveValue('');
  await expect(form.getByLabel('工号')).toHaveValue('B0001');
  await form.getByLabel('预约时段').selectOption('09:00-12:00');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(form.getByText('请填写预约人姓名')).toBeVisible();
  await expect(form.getByLabel('预约人姓名')).toBeFocused();
});
