import { expect, test, type Browser, type BrowserContext, type Page } from './test.ts';
import { API_PATHS, PRODUCT_SEGMENT } from '../packages/schemas/src/api-paths.ts';
import { logInPastPopups } from './popups.ts';

// The route table of spec 01 section 2.3 (with the /home and /accountCenter children), walked as a
// logged-in member (zhangwei) against the real server and its seed. Every route must render a real
// page: the page's main content with a heading, not the not-found page, and no console error or
// uncaught error on the way. The disposable-card pages, opened by a member who is not a card
// holder, say so and link to the card login (e2e/disposable-card.spec.ts walks them as a holder).

/** zhangwei's seeded orders (fixtures/seed/member-lists.json): one unpaid, one paid, one completed. */
const ORDERS = { unpaid: 'O26030100001', paid: 'O26030100003', completed: 'O26030100008' } as const;
/** zhangwei's awaiting-verification order: the walk opens an after-sale request on its item if he has none. */
const TAKE_ORDER_ITEM = 'O26030100009-1';

/** zhangwei's flexible benefit order of the third quarter (fixtures/seed/benefit-orders.json). */
const BENEFIT_ORDER = 'FB2026Q3ZW0001';

/** Set in `beforeAll`: an after-sale request of zhangwei's for /afterServiceDetail. */
let afterSaleSn = '';

/** Every route of spec 01 section 2.3 that renders a page, with sensible query values from the seed. */
const ROUTES = (): readonly string[] => [
  '/fitList',
  '/recordList',
  '/shelliNotice',
  '/Shelli',
  '/custom',
  '/special',
  '/specialOffer',
  '/qpLogout',
  '/loginInterception',
  '/pages/error/index',
  `/sdm?message=${encodeURIComponent('系统维护中，预计 30 分钟后恢复')}`,
  '/flashBuyGoodsList?marketId=market-flash-1',
  '/specialGoodsList',
  '/goodsList',
  '/goodsDetail?skuId=1001',
  '/pointGoodsDetail?skuId=1001',
  '/shoppingCart',
  '/cart',
  '/pay',
  `/payMent?sn=${ORDERS.unpaid}`,
  '/PointMall',
  `/qrpay?sn=${ORDERS.unpaid}`,
  `/payDone?sn=${ORDERS.paid}`,
  '/article',
  '/article/detail?id=faq',
  '/notice',
  '/notice/detail?id=notice-acme-spring-points',
  '/notice/platformDetail?id=notice-pf-service-hours',
  '/shopEntry?id=1',
  `/orderDetail?sn=${ORDERS.completed}`,
  `/afterServiceDetail?sn=${afterSaleSn}`,
  '/merchant?id=s1',
  '/seckill',
  '/seckill?marketId=market-flash-weekend',
  // Flexible benefits (benefits.json): zhangwei has chosen none of the open plan cases, his spouse is
  // his family member, and his order of the closed third quarter is completed (benefit-orders.json).
  '/benefitYear',
  '/benefitQuarter',
  '/home/multipleChoice?planCaseId=bpc-acme-2026&planCaseUseTo=1',
  '/yearOptionSelection?planCaseId=bpc-acme-2026-family&planCaseUseTo=2',
  '/yearOptionSelection?planCaseId=bpc-acme-2026q4&planCaseUseTo=1',
  '/familyInfo',
  '/flexibleBenefitOrder',
  '/flexibleBenefitOrder?status=COMPLETED',
  `/flexibleBenefitDetail?sn=${BENEFIT_ORDER}`,
  '/flexibleBenefitgGoodsDetail?optionId=bpo-q3-tea',
  // The disposable-card group
  '/disposableCard/GoodsList',
  '/disposableCard/disposableCardGoodsDetail?skuId=1013',
  '/disposableCard/Cart',
  '/disposableCard/Order',
  `/disposableCard/Pay?sn=${ORDERS.unpaid}`,
  `/disposableCard/OrderDetail?sn=${ORDERS.unpaid}`,
  '/disposableCard/Address',
  '/disposableCard/Explanation',
  // /home and its children
  '/home',
  '/home/myAccount',
  '/home/accountDetails',
  '/home/pointTypeDetail',
  '/home/myOrder',
  '/home/myAddress',
  '/home/addAddress',
  '/home/favorites',
  '/home/bindingCard',
  '/home/profile',
  '/home/loginPassword',
  '/home/payPassword',
  '/home/message',
  '/home/customerService',
  '/home/frequentlyQuestion',
  '/home/UserAgreement',
  '/home/privacyAgreement',
  '/home/afterService',
  '/home/returnAddress',
  '/home/jingdongRefundStandard',
  '/home/suningRefundStandard',
  `/home/${PRODUCT_SEGMENT}RefundStandard`,
  '/home/wyRefundStandard',
  `/home/onlineAfterSales?orderItemSn=${ORDERS.completed}-1`,
  '/home/MoneyManagement',
  '/home/benefitYearRecord',
  '/home/benefitQuarterRecord',
  `/home/OrderDetail?sn=${ORDERS.completed}`,
  '/home/MyOrder',
  '/home/Coupons',
  '/home/MyTracks',
  '/home/Favorites',
  // /accountCenter children
  '/accountCenter/shoppingGuide',
  '/accountCenter/contactUs',
  '/accountCenter/subAfterService',
  '/accountCenter/delivery',
  '/accountCenter/subJingdongRefundStandard',
  '/accountCenter/subSuningRefundStandard',
  '/accountCenter/businessCooperation',
];

/** The site's name (fixtures/seed/site.json), which ends every tab title. */
const SITE_NAME = '好生活福利商城';

/** Tab titles of some of the routes that carry one (spec 01 section 2.3); the others show the name alone. */
const TAB_TITLES: Readonly<Record<string, string>> = {
  '/cart': `购物车 - ${SITE_NAME}`,
  '/pay': `结算 - ${SITE_NAME}`,
  '/PointMall': `积分商城 - ${SITE_NAME}`,
  '/seckill': `限时抢购 - ${SITE_NAME}`,
  '/merchant?id=s1': `店铺 - ${SITE_NAME}`,
  '/notice': `公告 - ${SITE_NAME}`,
  '/home/myAccount': SITE_NAME,
};

/** The not-found page's title (routes/not-found.tsx). */
const NOT_FOUND_TITLE = '页面不存在';

/** zhangwei's browser storage after logging in and past the login popups, shared by every visit. */
let memberState: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const { baseURL, locale } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale });
  const page = await context.newPage();
  await logInPastPopups(page, 'zhangwei');
  afterSaleSn = await anAfterSaleOf(page);
  memberState = await context.storageState();
  await context.close();
});

/** One of the member's after-sale requests: the newest, or a refund-only one opened for the walk. */
async function anAfterSaleOf(page: Page): Promise<string> {
  const headers = { accessToken: (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? '' };
  const list = (await (
    await page.request.get(`${API_PATHS.afterSaleList}?pageNumber=1&pageSize=1`, { headers })
  ).json()) as {
    result: { records: { sn: string }[] };
  };
  const existing = list.result.records[0]?.sn;
  if (existing) return existing;
  const opened = await page.request.post(API_PATHS.afterSaleSave(TAKE_ORDER_ITEM), {
    headers,
    data: {
      serviceType: 'RETURN_MONEY',
      num: 1,
      reason: '不想要了',
      contactName: '张伟',
      contactMobile: '13800138000',
    },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  return ((await opened.json()) as { result: { sn: string } }).result.sn;
}

/** A page of zhangwei's that records every console error and uncaught error while it is open. */
async function memberPage(browser: Browser, baseURL: string | undefined, locale: string | undefined) {
  const context = await browser.newContext({ baseURL, locale, storageState: memberState });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return { context, page, errors };
}

/** Opens `path` and waits until its chunks and calls are done. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // A route's chunk can take a while on a busy machine.
  await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

test.describe('the route table', () => {
  for (const index of ROUTES().keys()) {
    // The after-sale sn is only known once `beforeAll` has run: the list is read again inside the test.
    const name = ROUTES()[index]?.replace(/sn=$/, 'sn={after-sale}') ?? '';
    test(`${name} renders a page with a heading and no errors`, async ({ browser }, testInfo) => {
      const path = ROUTES()[index] ?? '';
      const { baseURL, locale } = testInfo.project.use;
      const { context, page, errors } = await memberPage(browser, baseURL, locale);
      try {
        await visit(page, path);
        const main = page.getByRole('main');
        await expect(main.getByText(NOT_FOUND_TITLE, { exact: true }), `${path} is a route`).toHaveCount(0);
        await expect(main.getByRole('heading').first(), `${path} has a heading`).toBeVisible();
        // Blocks render after their chunks arrive, so the text may follow the heading.
        await expect(main, `${path} has content`).toHaveText(/\S/);
        const tabTitle = TAB_TITLES[path];
        await expect(page, `${path}'s tab title`).toHaveTitle(tabTitle ?? new RegExp(`${SITE_NAME}$`));
        expect(errors, `${path} logs no errors`).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
