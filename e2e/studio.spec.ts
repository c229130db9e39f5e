import { expect, test, type Browser, type Locator, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';
import { logInToStudio, operatorToken } from './studio-session.ts';

// Issue 23: an operator builds Acme's home page in the studio, cannot publish it while a block has
// a problem, publishes it with its English version, sees zhangwei get it, and rolls back to the old
// page. Everything runs against the real server: the studio's checks, the publish gate and the
// slot the storefront reads. Another test imports a page saved by lilishop.

const SEEDED_ACME_HOME = 'page-hshsc-index';
const NEW_TITLE = '工作室新首页';
const NEW_TITLE_EN = 'Studio home';

/** A storefront tab of zhangwei's, logged in and past the login popups, in the given language. */
async function zhangweiHome(browser: Browser, locale: 'zh-CN' | 'en-US'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInPastPopups(page, 'zhangwei');
  if (locale === 'en-US') await page.evaluate(() => window.localStorage.setItem('locale', 'en-US'));
  await page.goto('/');
  return page;
}

/** The seeded Acme home back in its slot, whatever a failed run left: later tests read it. */
async function restoreSeededAcmeHome(page: Page): Promise<void> {
  const token = await operatorToken(page.request, 'platform');
  const headers = { accessToken: token };
  const read = await page.request.get(`/manager/other/pageData/get/${SEEDED_ACME_HOME}`, { headers });
  const { result } = (await read.json()) as {
    result: { page: { inSlot: boolean; publishedVersion: number } };
  };
  if (!result.page.inSlot) {
    await page.request.put(
      `/manager/other/pageData/rollback/${SEEDED_ACME_HOME}/${result.page.publishedVersion}`,
      { headers },
    );
  }
}

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await restoreSeededAcmeHome(page);
  await page.close();
});

/** Creates a page in the studio's new-page dialog, with its name and one choice, and waits for its editor. */
async function createPage(
  page: Page,
  name: string,
  choice: { combobox: '页面类型' | '平台'; option: string },
): Promise<void> {
  await page.getByRole('button', { name: '新建页面' }).click();
  const dialog = page.getByRole('dialog', { name: '新建页面' });
  await dialog.getByLabel('页面名称').fill(name);
  await dialog.getByRole('combobox', { name: choice.combobox }).selectOption(choice.option);
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/**
 * Presses `key` on a lifted block until the live region announces `expected`. dnd-kit's keyboard
 * sensor starts listening for the arrows a task after the lift (`KeyboardSensor.attach` adds its
 * keydown listener in a `setTimeout`), so on a busy machine an arrow pressed at once was lost (the
 * test failed now and then in CI). A press the sensor heard is announced at once: it is not repeated.
 */
async function moveLifted(page: Page, announced: Locator, key: string, expected: string): Promise<void> {
  const before = await announced.textContent();
  await expect(async () => {
    if ((await announced.textContent()) === before) await page.keyboard.press(key);
    await expect(announced).toHaveText(expected, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

test('an operator builds, checks, publishes and rolls back Acme’s home page, and zhangwei sees each in both languages', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logInToStudio(page, 'acme');

  // A new, empty home page for Acme.
  await createPage(page, '艾克米新版首页', { combobox: '页面类型', option: 'INDEX' });
  await expect(page.getByText('页面还没有区块')).toBeVisible();

  // A carousel and a goods showcase from the catalogue of the good-life home's blocks.
  await page.getByRole('button', { name: '＋ 添加区块' }).click();
  await page.getByRole('button', { name: '添加轮播图（好生活）' }).click();
  const blocks = page.getByRole('list', { name: '页面区块' });
  await expect(blocks.getByRole('button', { name: /^第 1 块：轮播图（好生活）/ })).toBeVisible();
  await page.getByRole('button', { name: '＋ 添加区块' }).click();
  await page.getByRole('button', { name: '添加商品展示（好生活）' }).click();
  await expect(blocks.getByRole('button', { name: /^第 2 块：商品展示（好生活）/ })).toBeVisible();

  // Reordered from the keyboard: the handle, Space to lift, an arrow to move, Space to drop; each key
  // after the list has said what the last one did, as a screen-reader user hears it.
  const moveShowcase = blocks.getByRole('button', { name: '移动 商品展示（好生活）' });
  const announced = page.locator('[id^="DndLiveRegion"]');
  await moveShowcase.focus();
  // Lifted, it is over its own place.
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('商品展示（好生活） 将移到第 2 位');
  await moveLifted(page, announced, 'ArrowUp', '商品展示（好生活） 将移到第 1 位');
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('商品展示（好生活） 已移到第 1 位');
  await expect(blocks.getByRole('button', { name: /^第 1 块：商品展示（好生活）/ })).toBeVisible();
  await moveShowcase.focus();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('商品展示（好生活） 将移到第 1 位');
  await moveLifted(page, announced, 'ArrowDown', '商品展示（好生活） 将移到第 2 位');
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('商品展示（好生活） 已移到第 2 位');
  await expect(blocks.getByRole('button', { name: /^第 1 块：轮播图（好生活）/ })).toBeVisible();

  // The first slide's picture left empty: the problem is listed, and publishing waits for it.
  await blocks.getByRole('button', { name: /^第 1 块/ }).click();
  const picture = page.locator('#root_list_0_img');
  await picture.fill('');
  const status = page.getByRole('status').filter({ hasText: /问题|可以发布/ });
  await expect(status).toHaveText('还有 1 个问题，全部解决后才能发布');
  const publish = page.getByRole('button', { name: '发布', exact: true });
  await expect(publish).toBeDisabled();
  await expect(blocks.getByLabel('1 个问题')).toBeVisible();
  // The problem's row takes the operator to the field.
  await page.getByRole('button', { name: /^第 1 块 轮播图（好生活）：.*转到该字段$/ }).click();
  await expect(picture).toBeFocused();

  // Filled, titled, published.
  await picture.fill('/img/blocks/goodLifeCarousel/harvest.svg');
  await page.locator('#root_list_0_title').fill(NEW_TITLE);
  await expect(status).toHaveText('页面没有问题，可以发布');
  await publish.click();
  await expect(page.getByText('已发布为第 1 版')).toBeVisible();

  // Its English version, published too.
  await page.getByRole('button', { name: '创建英文版' }).click();
  await expect(page.getByRole('heading', { name: '艾克米新版首页 (English)' })).toBeVisible();
  await page
    .getByRole('list', { name: '页面区块' })
    .getByRole('button', { name: /^第 1 块/ })
    .click();
  await page.locator('#root_list_0_title').fill(NEW_TITLE_EN);
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByText('已发布为第 1 版')).toBeVisible();

  // zhangwei sees the new page, in Chinese and in English.
  const chinese = await zhangweiHome(browser, 'zh-CN');
  await expect(chinese.getByRole('img', { name: NEW_TITLE })).toBeVisible();
  await expect(chinese.getByText('按积分挑好物')).toHaveCount(0);
  const english = await zhangweiHome(browser, 'en-US');
  await expect(english.getByRole('img', { name: NEW_TITLE_EN })).toBeVisible();

  // The operator rolls the seeded home page back in: zhangwei sees the old page again.
  await page.getByRole('link', { name: '← 页面列表' }).click();
  await page.getByRole('link', { name: '艾克米企业首页' }).click();
  await expect(page.getByText('访客现在看到的是同一位置的另一个页面')).toBeVisible();
  await page.getByRole('button', { name: '版本历史' }).click();
  await page.getByRole('button', { name: '回滚到第 1 版' }).click();
  await expect(page.getByText('已回滚到第 1 版的内容，线上现为第 2 版')).toBeVisible();

  await chinese.reload();
  await expect(chinese.getByText('按积分挑好物')).toBeVisible();
  await expect(chinese.getByRole('img', { name: NEW_TITLE })).toHaveCount(0);
  await english.reload();
  await expect(english.getByRole('img', { name: NEW_TITLE_EN })).toHaveCount(0);
});

test('an operator imports a page saved by lilishop: what came over is listed, what did not is named', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logInToStudio(page, 'platform');
  await createPage(page, 'lilishop 导入', { combobox: '平台', option: 'DZPT' });

  await page.getByRole('button', { name: /^导入/ }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: /lilishop/ }).click();
  await (await chooser).setFiles('fixtures/lilishop/pc-home.json');

  const note = page.getByText('已从 lilishop 页面 pc-home.json 导入');
  await expect(note).toBeVisible();
  await expect(note).toContainText('seckill 换成了 flashBuy，还需填写 marketId');
  await expect(note).toContainText('navBar 未导入：分类导航由商城页头统一显示');
  const blocks = page.getByRole('list', { name: '页面区块' });
  await expect(blocks.getByRole('listitem')).not.toHaveCount(0);
  // The flash sale lilishop saved without a market is the one problem left, and holds publishing.
  await expect(page.getByRole('button', { name: /flashBuy.*marketId|促销活动.*marketId/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '发布', exact: true })).toBeDisabled();
});
