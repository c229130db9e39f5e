import { expect, test, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';

// Issue 22 item 14: a search offers the categories and brands it has goods in, with their counts,
// brands can be combined, and a keyboard user lands on the results, not 140 links away.

const filters = (page: Page) => page.getByRole('region', { name: '筛选条件' });
/** The options of a filter row, "全部" left out. */
const options = (page: Page, row: string) =>
  filters(page)
    .getByRole('group', { name: row })
    .getByRole('button')
    .filter({ hasNotText: /^全部$/ });

/** The count above the list ("共 15 件商品" -> 15). */
async function countShown(page: Page): Promise<number> {
  const text = await page.getByText(/^共 \d+ 件商品$/).textContent();
  return Number(text?.match(/\d+/)?.[0]);
}

/** "某品牌(3)" -> 3. */
const countIn = (label: string) => Number(label.match(/\((\d+)\)$/)?.[1]);

test('a search for rice offers only the categories and brands with rice, counted, and lands focus on its results', async ({
  page,
}) => {
  test.slow(); // Log-in popups, a search and two filters.
  await logInPastPopups(page, 'wangfang');
  // The goods list's own header searches as the home page's does, without the home's blocks.
  await page.goto('/goodsList');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const searchBar = page.getByRole('search', { name: '搜索商品' });
  await searchBar.getByRole('searchbox').fill('大米');
  await searchBar.getByRole('searchbox').press('Enter');

  const heading = page.getByRole('heading', { name: '“大米”的搜索结果' });
  await expect(heading).toBeFocused();

  // Ten top categories exist; rice is in one of them, and its row says how many goods it holds. The
  // rows of the list before the search may stand a moment longer than its heading (rehearsal T read
  // all ten), so the test waits for the search's own rows before reading them.
  const categories = options(page, '分类');
  await expect.poll(() => categories.count()).toBeGreaterThan(0);
  await expect.poll(() => categories.count()).toBeLessThan(10);
  const categoryLabels = await categories.allTextContents();
  for (const label of categoryLabels) expect(label).toMatch(/\(\d+\)$/);
  const inCategories = categoryLabels.reduce((sum, label) => sum + countIn(label), 0);
  await expect.poll(() => countShown(page)).toBe(inCategories);

  // Two brands chosen together: the list holds the goods of either.
  const brands = options(page, '品牌');
  const brandLabels = await brands.allTextContents();
  expect(brandLabels.length).toBeGreaterThan(1);
  await brands.nth(0).click();
  await expect(brands.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await brands.nth(1).click();
  await expect(page).toHaveURL(/brandId=[^&]+%2C[^&]+/);
  await expect(brands.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(brands.nth(1)).toHaveAttribute('aria-pressed', 'true');
  const both = countIn(brandLabels[0]!) + countIn(brandLabels[1]!);
  await expect.poll(() => countShown(page)).toBe(both);
  // A filter is not a search: focus stays on the brand just chosen.
  await expect(brands.nth(1)).toBeFocused();
});
