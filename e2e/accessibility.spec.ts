import { expect, test, type Locator, type Page } from './test.ts';
import { countByImpact, failingLines, scanPage, waitForRealContent, type AxeFinding } from './a11y-axe.ts';
import { logInPastPopups } from './popups.ts';

// axe-core (WCAG 2.0/2.1 A and AA) on the pages and the member centre, against the real
// build and seed: a guest's pages, then zhangwei's with goods in the cart. Each page is scanned
// once its real content is up (no spinner, no skeleton); a serious or critical violation fails
// the test with its rule, help and first targets. One line sums up every page and impact.

/** A seeded SKU on sale to Acme members and guests (fixtures/seed/goods.json). */
const SEEDED_SKU = '1001';

interface ScannedPage {
  path: string;
  /** What shows once the page has its real content. */
  ready: (page: Page) => Locator;
}

const main = (page: Page) => page.getByRole('main');
const heading = (name: string | RegExp) => (page: Page) => main(page).getByRole('heading', { name });

const configuredPage = (page: Page) => main(page).locator('[data-block-type]');

// A guest sees the public page and the login; the catalogue asks them to log in first.
const GUEST_PAGES: ScannedPage[] = [
  { path: '/', ready: configuredPage },
  { path: '/login', ready: (page) => page.getByRole('button', { name: '登录', exact: true }) },
];

const SHOPPING_PAGES: ScannedPage[] = [
  { path: '/', ready: configuredPage },
  {
    path: '/goodsList',
    ready: (page) => main(page).getByRole('list', { name: '商品列表' }).getByRole('listitem'),
  },
  {
    path: `/goodsDetail?skuId=${SEEDED_SKU}`,
    ready: (page) => main(page).getByRole('button', { name: '加入购物车' }),
  },
  { path: '/cart', ready: heading('我的购物车') },
  { path: '/pay', ready: (page) => main(page).getByRole('button', { name: '提交订单' }) },
];

// The member centre: `/home` opens the point accounts; the rest are linked from the header's user
// strip and from one another (there is no side menu).
const MEMBER_CENTRE_PAGES: ScannedPage[] = [
  { path: '/home', ready: heading(/我的积分|积分账户/) },
  { path: '/home/myAccount', ready: heading(/我的积分|积分账户/) },
  { path: '/home/accountDetails', ready: (page) => main(page).getByRole('heading').first() },
  { path: '/home/myOrder', ready: (page) => main(page).getByRole('heading').first() },
  { path: '/home/afterService', ready: (page) => main(page).getByRole('heading').first() },
  { path: '/home/myAddress', ready: (page) => main(page).getByText('文三路 90 号').first() },
  { path: '/home/addAddress', ready: (page) => main(page).getByLabel('收货人') },
  { path: '/home/Coupons', ready: (page) => main(page).getByRole('heading').first() },
  { path: '/home/favorites', ready: (page) => main(page).getByRole('heading').first() },
  { path: '/home/MyTracks', ready: (page) => main(page).getByRole('heading').first() },
  { path: '/home/profile', ready: (page) => main(page).getByRole('heading').first() },
  { path: '/home/message', ready: (page) => main(page).getByRole('heading').first() },
  { path: '/home/loginPassword', ready: (page) => main(page).getByRole('heading').first() },
  { path: '/home/payPassword', ready: (page) => main(page).getByRole('heading').first() },
  { path: '/home/bindingCard', ready: (page) => main(page).getByRole('heading').first() },
  { path: '/home/customerService', ready: (page) => main(page).getByRole('heading').first() },
];

const findings: AxeFinding[] = [];
let pagesScanned = 0;

async function scanAll(page: Page, who: string, pages: readonly ScannedPage[]): Promise<void> {
  const failures: string[] = [];
  for (const scanned of pages) {
    await page.goto(scanned.path);
    await waitForRealContent(page, scanned.ready);
    const found = await scanPage(page, `${who} ${scanned.path}`);
    pagesScanned += 1;
    findings.push(...found);
    failures.push(...failingLines(found));
  }
  expect(failures, failures.join('\n')).toEqual([]);
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test.afterAll(() => {
    const counts = countByImpact(findings);
    console.log(
      `axe: ${pagesScanned} pages scanned; violations (rule x page) critical ${counts.critical}, serious ${counts.serious}, moderate ${counts.moderate}, minor ${counts.minor}`,
    );
  });

  test("a guest's pages have no serious or critical violation", async ({ page }) => {
    await scanAll(page, 'guest', GUEST_PAGES);
  });

  test("a member's catalogue, cart and checkout have no serious or critical violation", async ({ page }) => {
    test.setTimeout(120_000);
    await logInPastPopups(page, 'zhangwei');
    // The checkout needs ticked goods: a line added from the detail page is ticked.
    await page.goto(`/goodsDetail?skuId=${SEEDED_SKU}`);
    await main(page).getByRole('button', { name: '加入购物车' }).click();
    await expect(page.getByText('已加入购物车')).toBeVisible();
    await scanAll(page, 'zhangwei', SHOPPING_PAGES);
  });

  test("a member's account pages have no serious or critical violation", async ({ page }) => {
    test.setTimeout(180_000);
    await logInPastPopups(page, 'zhangwei');
    await scanAll(page, 'zhangwei', MEMBER_CENTRE_PAGES);
  });
});
