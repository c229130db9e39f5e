import { expect, test } from '@playwright/test';
import { recordBlockChunks } from './block-chunks.ts';
import { logIn } from './session.ts';

test.describe('the pages a guest and a member see', () => {
  test('shows the public page of the good-life mall with its blocks', async ({ page }) => {
    await page.goto('/');

    // Carousel: the first slide's picture, named by its title.
    await expect(page.getByAltText('春季焕新')).toBeVisible();
    // Notice marquee.
    await expect(page.getByText('春节期间物流安排通知').first()).toBeVisible();
    // Icon zone: the entry names of the first tab.
    await expect(page.getByText('美团外卖').first()).toBeVisible();
    await expect(page.getByText('免税店').first()).toBeVisible();
    // Goods showcase configured with a fixed list...
    await expect(page.getByText('明前龙井 250g').first()).toBeVisible();
    // ...and one filled from the seeded "春节福利" plan (this nut box is in the plan only).
    await expect(page.getByText('年货坚果礼盒 1.8kg').first()).toBeVisible();
    // Site branding and the footer's contact details from the site call.
    await expect(page).toHaveTitle('好生活福利商城');
    await expect(page.getByText('客服热线：400-820-8820')).toBeVisible();
    await expect(page.getByRole('link', { name: /好生活福利商城/ }).first()).toBeVisible();
  });

  test('does not show the flash-buy block to a guest', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('明前龙井 250g').first()).toBeVisible();

    await expect(page.getByText('限时抢购')).toHaveCount(0);
    await expect(page.getByText('每日10点开抢')).toHaveCount(0);
  });

  test("shows a member their enterprise's page without an error message for blocks they may not see", async ({
    page,
  }) => {
    await logIn(page, 'zhangwei');
    await expect(page.locator('[data-block-key]').first()).toBeVisible();
    // The page also holds a showcase of another enterprise's plan: it is left out, quietly.
    await expect(page.locator('[data-block-type="goodsList"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-scope="toast"][data-type="error"]')).toHaveCount(0);
  });

  test('downloads the chunks of the blocks on the page and no other', async ({ page }) => {
    const chunks = recordBlockChunks(page);
    await page.goto('/');
    await expect(page.getByText('年货坚果礼盒 1.8kg').first()).toBeVisible();

    for (const block of ['Carousel', 'NoticeShow', 'IconZone', 'BannerAdvert', 'HotZonesShow', 'GoodsList']) {
      expect(chunks, `chunk of ${block}`).toContain(block);
    }
    // The flash-buy block renders only for members, so a guest never downloads it.
    expect(chunks).not.toContain('FlashBuy');
  });

  test('a page without some block types never downloads their chunks', async ({ page }) => {
    // The special zone is for members.
    await logIn(page);
    const chunks = recordBlockChunks(page);
    // The special-zone page holds only goods, hot zones and an icon zone.
    await page.goto('/special?id=page-special');
    // Wait for the blocks themselves: `networkidle` can come before the page data has even arrived.
    for (const type of ['goodsList', 'hotZonesShow', 'iconZone']) {
      await expect(page.locator(`[data-block-type="${type}"]`).first()).toBeVisible();
    }

    expect([...chunks].sort()).toEqual(['GoodsList', 'HotZonesShow', 'IconZone']);
  });
});
