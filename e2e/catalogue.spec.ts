import { expect, test, type Locator, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';

// The catalogue against the real server and its seeded catalogue (fixtures/seed/catalogue.json).
// wangfang searches: zhangwei's footprints and favourites belong to the toolbar's tests.

/** The points of every goods shown, read from the cards ("1,299 蓝海币" -> 1299). */
async function pricesShown(list: Locator): Promise<number[]> {
  const texts = await list
    .getByRole('listitem')
    .getByText(/^[\d,]+ \S+$/)
    .allTextContents();
  return texts.map((text) => Number(text.split(' ')[0]!.replace(/,/g, '')));
}

/** The count above the list ("共 15 件商品" -> 15). */
async function countShown(page: Page): Promise<number> {
  const text = await page.getByText(/^共 \d+ 件商品$/).textContent();
  return Number(text?.match(/\d+/)?.[0]);
}

const goodsList = (page: Page) => page.getByRole('main').getByRole('list', { name: '商品列表' });

test('a member searches a Chinese keyword, narrows it by category and points, sorts it by price, and favourites a goods after switching its spec', async ({
  page,
}) => {
  test.slow(); // One long journey: search, filter, sort, detail, favourites, footprints.
  await logInPastPopups(page, 'wangfang');

  // The home page's frame replaces the loading one once the page is in: search after that.
  await expect(page.locator('[data-block-key]').first()).toBeAttached();
  // The header's search bar (the mini one appears only after scrolling).
  const searchBar = page.getByRole('search', { name: '搜索商品' });
  await searchBar.getByRole('searchbox').fill('大米');
  await expect(searchBar.getByRole('searchbox')).toHaveValue('大米');
  await searchBar.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/\/goodsList\?.*keyword=%E5%A4%A7%E7%B1%B3/);
  await expect(page.getByRole('heading', { name: '“大米”的搜索结果' })).toBeVisible();
  await expect(goodsList(page).getByRole('listitem').first()).toBeVisible();
  const everything = await countShown(page);
  expect(everything).toBeGreaterThan(5);

  const filters = page.getByRole('region', { name: '筛选条件' });
  await filters.getByRole('button', { name: '食品生鲜' }).click();
  await filters.getByRole('button', { name: '粮油调味' }).click();
  await filters.getByRole('button', { name: /^大米\s*\(\d+\)$/ }).click();
  await expect(page).toHaveURL(/categoryId=1%2C11%2C111/);
  await expect(page.getByRole('heading', { name: '“大米”的搜索结果' })).toBeVisible();

  await filters.getByRole('textbox', { name: '最低积分' }).fill('40');
  await filters.getByRole('textbox', { name: '最高积分' }).fill('80');
  await filters.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/productLowerPrice=40&productHigherPrice=80/);
  // The list keeps showing the last answer until the new one is in.
  await expect(async () => {
    expect(await countShown(page)).toBeLessThanOrEqual(everything);
    const prices = await pricesShown(goodsList(page));
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(40);
      expect(price).toBeLessThanOrEqual(80);
    }
  }).toPass();

  await page.getByRole('group', { name: '排序' }).getByRole('button', { name: '价格' }).click();
  await expect(page).toHaveURL(/sortFilter=priceAsc/);
  await expect(
    page.getByRole('group', { name: '排序' }).getByRole('button', { name: '价格从低到高' }),
  ).toBeVisible();
  await expect(async () => {
    const prices = await pricesShown(goodsList(page));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass();

  // Back from a goods and forth again: the same filtered, sorted list.
  await page.goBack();
  await page.goForward();
  await expect(page).toHaveURL(/sortFilter=priceAsc/);
  await expect(goodsList(page).getByRole('listitem').first()).toBeVisible();

  // The cheapest rice has several weights: open it and switch to another.
  const first = goodsList(page).getByRole('listitem').first();
  const firstName = (await first.getByRole('link').last().textContent())!.trim();
  await first.getByRole('link').last().click();
  await expect(page).toHaveURL(/\/goodsDetail\?skuId=\d+/);
  const viewed = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(viewed).toHaveText(firstName);
  const weights = page.getByRole('group', { name: '重量' });
  await expect(weights.getByRole('button', { pressed: true })).toHaveCount(1);
  const firstSku = new URL(page.url()).searchParams.get('skuId');
  await weights.getByRole('button', { pressed: false }).first().click();
  await expect(page).not.toHaveURL(new RegExp(`skuId=${firstSku}(&|$)`));
  await expect(viewed).not.toHaveText(firstName);
  const chosenName = (await viewed.textContent())!.trim();

  // Favourite the chosen weight (a retry finds it favourited already).
  const favourite = page.getByRole('main').getByRole('button', { name: /^(已)?收藏$/ });
  await expect(favourite).toBeEnabled();
  if ((await favourite.getAttribute('aria-pressed')) !== 'true') await favourite.click();
  await expect(page.getByRole('main').getByRole('button', { name: '已收藏', pressed: true })).toBeVisible();

  await page.goto('/home/favorites');
  await expect(
    page.getByRole('list', { name: '收藏的商品' }).getByRole('link', { name: chosenName }),
  ).toBeVisible();

  // Both weights were viewed, the latest first.
  await page.goto('/home/MyTracks');
  const tracks = page.getByRole('list', { name: '浏览过的商品' });
  await expect(tracks.getByRole('link', { name: chosenName })).toBeVisible();
  await expect(tracks.getByRole('link', { name: firstName })).toBeVisible();
});

test('a member finds a category through the navigation flyouts, and a flash sale among its channels', async ({
  page,
}) => {
  await logInPastPopups(page, 'wangfang');
  await page.goto('/goodsList');
  const nav = page.getByRole('navigation', { name: '商品导航' });
  await nav.getByRole('button', { name: '全部商品分类' }).hover();
  await nav.getByRole('link', { name: '食品生鲜' }).hover();
  await nav.getByRole('link', { name: '大米', exact: true }).click();
  await expect(page).toHaveURL(/\/goodsList\?categoryId=1,11,111$/);
  await expect(page.getByRole('heading', { name: '大米', level: 1 })).toBeVisible();

  // The platform's flash sale is open to every member: its channel shows once availability says so.
  await nav.getByRole('link', { name: '限时抢购' }).click();
  await expect(page).toHaveURL(/\/flashBuyGoodsList\?marketId=market-flash-1/);
  await expect(
    page.getByRole('main').getByRole('list', { name: '抢购商品' }).getByRole('listitem'),
  ).not.toHaveCount(0);
});
