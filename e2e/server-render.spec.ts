import { expect, hydrated, test, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';

// The server renders these routes into the HTML (packages/storefront/src/entry-server.tsx), and the
// browser hydrates what it sent. Each must come whole, with what marks its own content, and hydrate to
// the very same page: a difference would make React throw the server's page away and render it again.
const RENDERED = [
  { path: '/', content: /data-block-type="[a-zA-Z]+"/ },
  { path: '/goodsList?categoryId=1,11', content: /海天 酿造香醋 500ml/ },
  { path: '/goodsDetail?skuId=1001', content: /<h[1-6][^>]*>有机大米 5kg<\/h[1-6]>/ },
  { path: '/cart', content: /<h[1-6][^>]*>我的购物车<\/h[1-6]>/ },
];

/** What the storefront reports when hydration found a difference, and any uncaught error. */
function recordDifferences(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('console', (message) => {
    if (message.text().startsWith('[mall] the server rendered this page differently'))
      problems.push(message.text());
  });
  return problems;
}

test.describe('pages the server renders', () => {
  test("come with a member's page in the HTML and hydrate to the same page", async ({ page }) => {
    test.slow();
    await logInPastPopups(page, 'zhangwei');
    const problems = recordDifferences(page);

    for (const { path, content } of RENDERED) {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      expect(html, path).toContain('<div id="root" data-ssr="">');
      expect(html, path).toContain('张伟，您好！');
      expect(html, path).toMatch(content);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Hydrated: the page answers clicks with the router, not with a new document.
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
      await page.getByRole('link', { name: '我的订单' }).first().click();
      await expect(page).toHaveURL(/\/home\/myOrder/);
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), path).toBe(true);
      expect(problems, path).toEqual([]);
    }
  });

  test('show their content before any of their JavaScript has run', async ({ browser, page, baseURL }) => {
    // A login and a second browser context: on a loaded machine that alone took most of 30 s.
    test.slow();
    await logInPastPopups(page, 'zhangwei');
    const noScript = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    try {
      const still = await noScript.newPage();
      await still.goto('/goodsDetail?skuId=1001');
      await expect(still.getByRole('heading', { name: '有机大米 5kg' })).toBeVisible();
      await expect(still.getByRole('button', { name: '加入购物车' })).toBeVisible();
      await expect(still.getByText('张伟，您好！欢迎来到好生活商城')).toBeVisible();
    } finally {
      await noScript.close();
    }
  });

  test("leave a guest's members-only page to the browser, which asks them to log in", async ({ page }) => {
    const response = await page.goto('/cart');
    expect(await response?.text()).not.toContain('data-ssr');
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
  });

  test("render a guest's home page, which hydrates the same", async ({ page }) => {
    const problems = recordDifferences(page);
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<div id="root" data-ssr="">');
    expect(html).toMatch(/data-block-type="[a-zA-Z]+"/);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('hydrate as rendered when the benefit flags arrive while the page hydrates', async ({ page }) => {
    await logInPastPopups(page, 'zhangwei');
    // A member whose year and quarter flags are not known yet (the first page after a login, as
    // Lighthouse opens it): the server renders the nav without the choices, and the flags answer
    // while the browser hydrates. Read then, they made the nav differ and React rendered it all again.
    await page.evaluate(() => {
      window.localStorage.removeItem('isYear');
      window.localStorage.removeItem('isQuarter');
      const cookie = document.cookie.split('; ').find((part) => part.startsWith('mall-render='))!;
      const state = JSON.parse(decodeURIComponent(cookie.slice('mall-render='.length))) as {
        stored: Record<string, string | null>;
      };
      state.stored = { isYear: null, isQuarter: null };
      document.cookie = `mall-render=${encodeURIComponent(JSON.stringify(state))}; path=/`;
    });
    const problems = recordDifferences(page);

    const response = await page.goto('/');
    // The item's name is in the page's data (the nav items); not as a link.
    expect(await response?.text()).not.toMatch(/>年度福利选择</);
    // zhangwei chooses yearly benefits: the item comes once the flags have answered.
    await expect(page.getByRole('link', { name: '年度福利选择' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('keep the ids the server gave, so what opens finds what opened it', async ({ page }) => {
    await logInPastPopups(page, 'zhangwei');
    await page.goto('/cart');
    const button = page.getByRole('button', { name: '关注公众号' });
    await button.click();
    await expect(page.getByText('微信扫码关注公众号')).toBeVisible();
    // The panel the button names: the server's id on the button, the browser's on the panel, until
    // both trees numbered their useIds alike.
    const controlled = await button.getAttribute('aria-controls');
    expect(controlled).toBeTruthy();
    await expect(page.locator(`[id="${controlled}"]`)).toBeVisible();
  });

  test.describe("at a phone's size, where most blocks of the home page are below the first screen", () => {
    test.use({ viewport: { width: 412, height: 823 } });

    test('start a carousel once seen, and leave a block that only sits there as the server sent it when seen, counting its exposure, until it is touched', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const seen: string[] = ((window as { exposed?: string[] }).exposed = []);
        window.addEventListener('mall:track', (event) => {
          const detail = (event as CustomEvent<{ event: string; block_type?: string }>).detail;
          if (detail.event === 'exposure' && detail.block_type) seen.push(detail.block_type);
        });
      });
      const exposed = () => page.evaluate(() => (window as { exposed?: string[] }).exposed ?? []);
      await page.goto('/');
      // The carousel turns by itself: it starts as soon as it is seen, on the first screen.
      const carousel = page.locator('[data-block-type="goodLifeCarousel"]');
      await expect.poll(() => hydrated(carousel)).toBe(true);
      await page.waitForLoadState('networkidle');
      const brands = page.locator('[data-block-type="goodLifeBrandShow"]');
      expect(await hydrated(brands)).toBe(false);
      await brands.evaluate((element) => ((element as { sentByServer?: boolean }).sentByServer = true));

      await brands.scrollIntoViewIfNeeded();

      await expect.poll(exposed).toContain('goodLifeBrandShow');
      expect(await hydrated(brands)).toBe(false);

      await brands.getByRole('link').first().hover();

      await expect.poll(() => hydrated(brands)).toBe(true);
      expect(await brands.evaluate((element) => (element as { sentByServer?: boolean }).sentByServer)).toBe(
        true,
      );
      expect((await exposed()).filter((type) => type === 'goodLifeBrandShow')).toHaveLength(1);
    });

    test("draw a plan's goods on the server, and hydrate them as drawn once touched", async ({ page }) => {
      const problems = recordDifferences(page);
      const response = await page.goto('/');
      const html = (await response?.text()) ?? '';
      const showcase = page.locator('[data-block-type="goodLifeGoodsShow"]');
      // The showcase's first tab shows its plan's goods in the HTML, not a loading state.
      expect(html).not.toContain('aria-busy="true"');
      await expect(showcase.getByText('有机大米 5kg').first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(await hydrated(showcase)).toBe(false);

      await showcase.getByText('有机大米 5kg').first().hover();

      await expect.poll(() => hydrated(showcase)).toBe(true);
      await expect(showcase.getByText('有机大米 5kg').first()).toBeVisible();
      expect(problems).toEqual([]);
    });

    test("leave the site's footer as the server sent it until it is touched, then answer the touch", async ({
      page,
    }) => {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const footer = page.locator('footer[data-site-footer]');
      expect(await hydrated(footer)).toBe(false);

      // A click event alone, the footer not scrolled into view: only the click hydrates it.
      await footer.getByRole('button', { name: '营业执照' }).dispatchEvent('click');

      await expect(page.getByRole('dialog', { name: '营业执照' })).toBeVisible();
      expect(await hydrated(footer)).toBe(true);
    });

    test('answer a click on a block below the first screen that has not hydrated yet', async ({ page }) => {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const classify = page.locator('[data-block-type="classifyShow"]');
      const tabs = classify.getByRole('tab');
      expect(await hydrated(classify)).toBe(false);
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'false');

      // A click event alone: the block is not scrolled into view first, so only the click hydrates it.
      await tabs.nth(1).dispatchEvent('click');

      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      expect(await hydrated(classify)).toBe(true);
    });

    test('open the goods of a tile below the first screen, clicked before it has hydrated, in the same document', async ({
      page,
    }) => {
      await logInPastPopups(page, 'zhangwei');
      await page.goto('/goodsList?categoryId=1,11');
      await page.waitForLoadState('networkidle');
      const name = page.locator('[data-goods-tile]').last().getByRole('link');
      expect(await hydrated(name)).toBe(false);
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

      await name.dispatchEvent('click');

      await expect(page).toHaveURL(/\/goodsDetail\?skuId=/);
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    });
  });
});
