import { expect, test, type Page } from './test.ts';
import { skipLoginPopups } from './popups.ts';
import { submitPasswordLogin } from './session.ts';

// The flexible-benefit journey against the real server and its seed (fixtures/seed/
// benefits.json, benefit-members.json): sunli, an Acme member no other test uses, sees the year
// choice in the navigation (isYear stored after the permission call), chooses two options of the
// 2026 year benefits with his address, lands on the order's page, finds the plan case chosen and
// the choice in his records; registers his mother on /familyInfo and chooses the family benefit for
// her; and trying the chosen year plan case again ends on his benefit orders (code 3000005).

const main = (page: Page) => page.getByRole('main');

async function logInAsSunli(page: Page): Promise<void> {
  await page.goto('/login');
  await submitPasswordLogin(page, 'sunli', 'Sun@2026');
  await expect(page).not.toHaveURL(/\/login/);
  await skipLoginPopups(page);
}

test('a member chooses his year benefits and his family benefit, and cannot choose twice', async ({
  page,
}) => {
  test.slow();
  await logInAsSunli(page);

  // The permission call stored the flags, so the navigation offers the year choice.
  expect(await page.evaluate(() => window.localStorage.getItem('isYear'))).toBe('true');
  await page
    .getByRole('navigation', { name: '商品导航' })
    .getByRole('link', { name: '年度福利选择' })
    .click();

  await expect(page).toHaveURL(/\/benefitYear$/);
  const year = main(page).getByRole('article', { name: '2026 年度弹性福利' });
  await expect(year).toContainText('5 选 2');
  await expect(year).toContainText('选择中');
  await year.getByRole('link', { name: '去选择：2026 年度弹性福利' }).click();

  await expect(page).toHaveURL(/\/home\/multipleChoice\?planCaseId=bpc-acme-2026&planCaseUseTo=1/);
  const form = main(page).getByRole('form', { name: '2026 年度弹性福利' });
  const options = form.getByRole('checkbox');
  await expect(options).toHaveCount(5);
  await options.nth(0).check();
  await options.nth(2).check();
  await expect(form.getByText('已选 2 / 2')).toBeVisible();
  // A third cannot be ticked once two are.
  await expect(options.nth(1)).toBeDisabled();
  await expect(form.getByLabel('收货地址')).toContainText('孙丽');
  await form.getByRole('button', { name: '确认选择' }).click();

  const confirm = page.getByRole('alertdialog', { name: '确认福利选择' });
  await expect(confirm).toContainText('天目山路 181 号');
  await confirm.getByRole('button', { name: '确定提交' }).click();

  await expect(page).toHaveURL(/\/flexibleBenefitDetail\?sn=FB\d+/);
  const sn = new URL(page.url()).searchParams.get('sn') ?? '';

  await page.goto('/benefitYear');
  await expect(year).toContainText('已选择');
  await expect(year.getByRole('link', { name: '查看订单' })).toHaveAttribute(
    'href',
    `/flexibleBenefitDetail?sn=${sn}`,
  );

  await page.goto('/home/benefitYearRecord');
  const records = main(page).getByRole('table', { name: '年度福利选择记录' });
  const record = records.getByRole('row').filter({ hasText: sn });
  await expect(record).toContainText('2026 年度弹性福利');
  await expect(record).toContainText('待发货');
  await expect(record).toContainText('本人');

  // His mother, for the family benefit.
  await page.goto('/familyInfo');
  await expect(main(page).getByText('暂无家属信息')).toBeVisible();
  await main(page).getByRole('button', { name: '新增家属' }).click();
  const familyForm = main(page).getByRole('form', { name: '新增家属' });
  await familyForm.getByLabel('姓名').fill('孙母');
  await familyForm.getByLabel('与本人关系').selectOption('MOTHER');
  await familyForm.getByLabel('手机号').fill('1370000');
  await familyForm.getByRole('button', { name: '保存' }).click();
  await expect(familyForm.getByText('请输入正确的手机号')).toBeVisible();
  await familyForm.getByLabel('手机号').fill('13700009010');
  await familyForm.getByRole('button', { name: '保存' }).click();
  await expect(main(page).getByRole('table', { name: '家属信息' })).toContainText('孙母母亲13700009010');

  await page.goto('/benefitYear');
  await main(page)
    .getByRole('article', { name: '2026 家属关爱福利' })
    .getByRole('link', { name: '去选择：2026 家属关爱福利' })
    .click();
  await expect(page).toHaveURL(/\/yearOptionSelection\?planCaseId=bpc-acme-2026-family&planCaseUseTo=2/);
  const familyChoice = main(page).getByRole('form', { name: '2026 家属关爱福利' });
  await familyChoice.getByRole('radio').nth(1).check();
  await expect(familyChoice.getByLabel('领取家属')).toContainText('孙母（母亲）');
  await familyChoice.getByRole('button', { name: '确认选择' }).click();
  await page
    .getByRole('alertdialog', { name: '确认福利选择' })
    .getByRole('button', { name: '确定提交' })
    .click();
  await expect(page).toHaveURL(/\/flexibleBenefitDetail\?sn=FB\d+/);

  await page.goto('/home/benefitYearRecord');
  await expect(
    main(page)
      .getByRole('table', { name: '年度福利选择记录' })
      .getByRole('row')
      .filter({ hasText: '孙母（母亲）' }),
  ).toContainText('2026 家属关爱福利');

  // The year benefits are chosen: trying them again ends on the orders.
  await page.goto('/yearOptionSelection?planCaseId=bpc-acme-2026&planCaseUseTo=1');
  await expect(page).toHaveURL(/\/flexibleBenefitOrder/);
});
