import { expect, test } from './test.ts';
import { logIn } from './session.ts';

test.describe('a page of 126 blocks', () => {
  test('renders its first screen at once and every later block as the reader scrolls to it', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto('/custom?id=page-large');
    await expect(page.locator('[data-block-key="1700000800000_1"]')).toBeVisible();

    // Far below the fold, blocks wait (holding their height) instead of rendering with the first screen.
    const last = page.locator('[data-block-key="1700000800000_125"]');
    await expect(last).toHaveCount(0);
    expect(await page.locator('[data-block-pending]').count()).toBeGreaterThan(50);

    // Jumping to the end renders the blocks there; the last one a guest sees is a hot-zone picture.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(last).toBeVisible();
    await expect(last.getByRole('link', { name: '区域 1' })).toBeVisible();
  });
});
