import { expect, test, type Locator, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';
import { logIn, type DemoUsername } from './session.ts';

// Popups and notices of fixtures/seed/popups.json and notices.json, against the real server. Which
// enterprise and platform popups come depends on whether a login is the member's first (frequency
// 0) or not (1), so both members log in once beforehand: the tests always see a later login.

test.beforeAll(async ({ browser }, testInfo) => {
  const { baseURL, locale } = testInfo.project.use;
  for (const username of ['zhangwei', 'wangfang'] satisfies DemoUsername[]) {
    const context = await browser.newContext({ baseURL, locale });
    await logIn(await context.newPage(), username);
    await context.close();
  }
});

/** The popup titled `title`, once it is open. */
async function popup(page: Page, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function acknowledge(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();
}

/** The page's own content, apart from the header's notice marquee. */
const main = (page: Page) => page.getByRole('main');

const xss = (page: Page) => page.evaluate(() => (window as { __xss?: unknown }).__xss);

test.describe('popups after login and notices', () => {
  test("shows the TH popup, then the enterprise's and the platform's, and respects don't show again", async ({
    page,
  }) => {
    // Two rounds of three popups and two reloads of a server-rendered home page: on a loaded two-core
    // machine this alone came to the 30 s default, failing at a different step each time.
    test.slow();
    await logIn(page, 'zhangwei');

    const th = await popup(page, '温馨提示：谨防福利积分诈骗');
    await expect(th).toContainText('商城工作人员不会以任何理由索要您的密码');
    await acknowledge(th);

    const enterprise = await popup(page, '春节福利积分已到账');
    await expect(enterprise).toContainText('800 积分');
    await enterprise.getByText('不再提示').click();
    await acknowledge(enterprise);
    await acknowledge(await popup(page, '春节物流配送提醒'));
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The same page again does not pop again: popups come once per login. (The reload waits for the
    // app, which reads the flag as it starts: e2e/test.ts.)
    await page.reload();
    await expect(page.getByRole('banner').getByRole('region', { name: '公告' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A new session (the popped flag gone) pops again, without the popup the member turned off.
    await page.evaluate(() => window.localStorage.removeItem('popped'));
    await page.reload();
    await acknowledge(await popup(page, '温馨提示：谨防福利积分诈骗'));
    await acknowledge(await popup(page, '年度体检预约提醒'));
    await acknowledge(await popup(page, '春节物流配送提醒'));
    await expect(page.getByRole('dialog', { name: '春节福利积分已到账' })).toHaveCount(0);
  });

  test('lists the notices at /notice with their dates and opens a detail', async ({ page }) => {
    await logInPastPopups(page, 'zhangwei');
    await page.goto('/notice');

    const title = { name: '关于本季度福利积分发放的通知' };
    const link = main(page).getByRole('link', title);
    await expect(link).toBeVisible();
    const row = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', title) });
    await expect(row).toContainText(/^关于本季度福利积分发放的通知\d{4}-\d{2}-\d{2}$/);
    // The other enterprise's notices are nowhere.
    await expect(main(page).getByText(/蓝海集团\d{4}年度弹性福利方案说明/)).toHaveCount(0);

    await link.click();
    await expect(page).toHaveURL(/\/notice\/detail\?id=notice-acme-spring-points$/);
    await expect(main(page).getByRole('heading', { name: '关于本季度福利积分发放的通知' })).toBeVisible();
    // Valid for 90 days from the seed, which is today: a date still to come (issue 22).
    const validity =
      (await main(page)
        .getByText(/^积分有效期：即日起至/)
        .textContent()) ?? '';
    const [, year, month, day] = validity.match(/(\d{4})年(\d{1,2})月(\d{1,2})日/) ?? [];
    expect(Date.UTC(Number(year), Number(month) - 1, Number(day))).toBeGreaterThan(
      Date.now() + 80 * 86_400_000,
    );

    await main(page).getByRole('link', { name: '返回公告列表' }).click();
    await main(page).getByRole('tab', { name: '平台公告' }).click();
    await main(page).getByRole('link', { name: '客服中心服务时间调整公告' }).click();
    await expect(page).toHaveURL(/\/notice\/platformDetail\?id=notice-pf-service-hours$/);
    await expect(main(page)).toContainText('周一至周五 9:00-17:00');
  });

  test('runs nothing of the hostile HTML in a popup and a notice, and shows their harmless text', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await logIn(page, 'wangfang');

    await acknowledge(await popup(page, '温馨提示：谨防福利积分诈骗'));
    const hostile = await popup(page, '请核对您的福利收货地址');
    await expect(hostile).toContainText('地址需精确到门牌号。');
    // The broken picture has failed to load: its handler, had it survived, would have run by now.
    await expect(hostile.locator('img')).toHaveJSProperty('complete', true);
    await hostile.getByText('点此查看填写示例').click();
    expect(await xss(page)).toBeUndefined();
    await acknowledge(hostile);
    await acknowledge(await popup(page, '春节物流配送提醒'));

    await page.goto('/notice');
    await main(page).getByRole('link', { name: '关于核对福利收货地址的温馨提示' }).click();
    await expect(page).toHaveURL(/\/notice\/detail\?id=notice-blue-address-check$/);
    const article = main(page).getByRole('article');
    await expect(article).toContainText('地址需精确到门牌号，并填写可联系到本人的手机号码。');
    await expect(article).toContainText('如需协助，请联系行政部 李老师。');
    await expect(article.locator('img')).toHaveJSProperty('complete', true);
    await article.getByText('点此查看地址填写示例').click();
    await expect(article.locator('script')).toHaveCount(0);

    expect(await xss(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
