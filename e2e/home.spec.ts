import { expect, loadedAfter, test } from './test.ts';
import { API_PATHS } from '../packages/schemas/src/api-paths.ts';
import { recordBlockChunks } from './block-chunks.ts';
import { logInPastPopups } from './popups.ts';

test.describe('the pages a guest and a member see', () => {
  test('shows the public page of the good-life mall with its blocks', async ({ page }) => {
    await page.goto('/');

    // The good-life carousel: the first slide's picture, named by its title.
    await expect(page.getByAltText('好生活 · 丰收节')).toBeVisible();
    // The good-life points search and the category showcase.
    await expect(page.getByRole('heading', { name: '积分好物' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /粮油米面/ })).toBeVisible();
    // The hot list, configured with a fixed list...
    await expect(page.getByText('烟台红富士苹果 5kg').first()).toBeVisible();
    // ...and the goods showcase whose first tab is the seeded "春节福利" plan (this nut box is in the plan only).
    await expect(page.getByText('年货坚果礼盒 1.8kg').first()).toBeVisible();
    // Site branding and the footer's contact details from the site call.
    await expect(page).toHaveTitle('好生活福利商城');
    await expect(page.getByText('客服热线：400-820-8820')).toBeVisible();
    await expect(page.getByRole('link', { name: /好生活福利商城/ }).first()).toBeVisible();
  });

  test('shows a guest no points balance and no points button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '积分好物' })).toBeVisible();
    await expect(page.getByText(/我的福利积分/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /我的积分/ })).toHaveCount(0);
  });

  test("shows a member their enterprise's page, in its wording, without an error for blocks they may not see", async ({
    page,
  }) => {
    await logInPastPopups(page, 'zhangwei');
    await expect(page.locator('[data-block-type="goodLifeCarousel"]')).toBeVisible();
    // Acme's own title on the points search bar (config/client.json tenants.pointSearchTitles).
    await expect(page.getByRole('heading', { name: '艾克米员工福利专区' })).toBeVisible();
    await expect(page.getByText(/我的福利积分/)).toBeVisible();
    // The page also holds a showcase of another enterprise's plan: it is left out, quietly.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-scope="toast"][data-type="error"]')).toHaveCount(0);
  });

  test('shows a member of an enterprise with its own points name that name, and no points button', async ({
    page,
  }) => {
    await logInPastPopups(page, 'wangfang');
    // Blue Ocean members may use both platforms; the exclusive homepage (DZPT) has the points search bar.
    await loadedAfter(page, () => page.getByRole('button', { name: '专属首页' }).click());
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('platform'))).toContain('DZPT');
    const pointSearch = page.locator('[data-block-type="pointSearch"]');
    await expect(pointSearch.getByText(/我的蓝海币/)).toBeVisible();
    await expect(pointSearch.getByRole('heading', { name: '蓝海福利积分兑换' })).toBeVisible();
    await expect(pointSearch.getByRole('link', { name: /我的积分/ })).toHaveCount(0);
  });

  test("lets a member change the nickname from the carousel variant's greeting, which shows it at once", async ({
    page,
    request,
  }) => {
    // A login, two saves and a reload.
    test.slow();
    await logInPastPopups(page, 'wangfang');
    const accessToken = (await page.evaluate(() => window.localStorage.getItem('accessToken'))) ?? '';
    // The exclusive homepage (DZPT) opens with the carousel variant whose member panel greets by nickname.
    await loadedAfter(page, () => page.getByRole('button', { name: '专属首页' }).click());
    const panel = page.getByRole('region', { name: '会员信息' });
    await expect(panel.getByText('您好，王芳')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: '修改昵称' });

    const rename = async (from: string, to: string) => {
      await panel.getByRole('button', { name: '修改昵称' }).click();
      const input = dialog.getByLabel('昵称');
      await expect(input).toHaveValue(from);
      await input.fill(to);
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(page.getByText('昵称修改成功').first()).toBeVisible();
      await expect(dialog).toBeHidden();
      // The carousel's greeting and the user strip's, at once.
      await expect(panel.getByText(`您好，${to}`)).toBeVisible();
      await expect(page.getByRole('navigation', { name: '用户导航' })).toContainText(to);
    };

    // An empty nickname is refused at the input, before the server is asked.
    await panel.getByRole('button', { name: '修改昵称' }).click();
    await dialog.getByLabel('昵称').fill('');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('昵称不能为空')).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();

    try {
      await rename('王芳', '芳芳');
      // The server has it: a reload greets by the new nickname too.
      await page.reload();
      await expect(panel.getByText('您好，芳芳')).toBeVisible();
      await rename('芳芳', '王芳');
    } finally {
      // Other specs greet wangfang by her seeded nickname, whatever happened above.
      await request.post(API_PATHS.memberUpdate, { headers: { accessToken }, data: { nickName: '王芳' } });
    }
  });

  test('downloads the chunks of the blocks on the page and no other', async ({ page }) => {
    const chunks = recordBlockChunks(page);
    await page.goto('/');
    await expect(page.getByText('年货坚果礼盒 1.8kg').first()).toBeVisible();

    expect([...chunks].sort()).toEqual([
      'ClassifyShow',
      'GoodLifeBrandShow',
      'GoodLifeCarousel',
      'GoodLifeGoodsShow',
      'GoodLifePointSearch',
      'HotShow',
    ]);
  });

  test('a page without some block types never downloads their chunks', async ({ page }) => {
    // The special zone is for members.
    await logInPastPopups(page);
    const chunks = recordBlockChunks(page, { from: '/special?id=page-special' });
    await page.goto('/special?id=page-special');
    // Wait for the blocks themselves: `networkidle` can come before the page data has even arrived.
    await expect(page.locator('[data-block-type="specialTop"]')).toBeVisible();
    // Later blocks render as they come near the viewport: walk down the page until none waits.
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      expect(await page.locator('[data-block-pending]').count()).toBe(0);
    }).toPass({ timeout: 20_000 });
    await expect(page.locator('[data-block-type="goodsList1"]')).toBeVisible();

    expect([...chunks].sort()).toEqual([
      'FloatingLayer',
      'FreeGoodsShow',
      'GoodsList1',
      'IconZone1',
      'SpecialAdvert',
      'SpecialHotZonesShow',
      'SpecialImg',
      'SpecialTop',
    ]);
  });
});
