import {
  API_PATHS,
  type BenefitGoodsDetail,
  type BenefitOrderDetail,
  type BenefitOrderPage,
  type DevFulfilResult,
} from '@mall/schemas';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedBenefitOrders } from '../../db/seed-benefit-orders.ts';
import { SESSION_MISSING_CODE } from '../../http/member-session.ts';
import { FIXTURES_DIR } from '../../paths.ts';
import { BENEFIT_ORDER_MESSAGES, benefitWaybillOf } from '../../services/benefit-orders.ts';
import { expectAnsweredAsUnknown, expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { setUpEngineApp } from '../../testing/engine-app.ts';
import { SEEDED_ENGINES } from '../../testing/seeded-engines.ts';
import { TEST_SEED_TIME } from '../../testing/seeded-db.ts';
import { succeeded } from '../../testing/succeeded.ts';
import { setUpTestApp, TEST_APP_START, type Answer } from '../../testing/test-app.ts';

// API tests of the member's flexible benefit orders (/flexibleBenefitOrder, /flexibleBenefitDetail)
// and an option's goods (/flexibleBenefitgGoodsDetail) against the real app and an in-memory PGlite
// seeded from fixtures/seed/benefits.json and benefit-orders.json: zhangwei holds a received order
// of Acme's closed third quarter, wangfang an order of Blue Ocean's year not yet sent, whose window
// runs until 60 days after the seed. Every refusal writes nothing and leaves the order as it was.

const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme, wang: DEMO_MEMBERS.blue } });

/** zhangwei's received order of the closed Q3 plan case (the tea). */
const ZHANG_Q3 = 'FB2026Q3ZW0001';
/** wangfang's order of Blue Ocean's year, not yet sent (the rice). */
const WANG_YEAR = 'FB2026BOWF0001';
const HOUR_MS = 3_600_000;
const seedHoursAgo = (hours: number) => new Date(TEST_SEED_TIME.getTime() - hours * HOUR_MS).toISOString();

// Every test starts from the seeded orders.
beforeEach(async () => {
  await api.db.query('DELETE FROM benefit_orders');
  await seedBenefitOrders(api.db, FIXTURES_DIR, TEST_SEED_TIME);
});

const list = async (query: Record<string, string> = {}, accessToken = api.tokens.zhang) =>
  (
    await api.get<BenefitOrderPage>(`${API_PATHS.benefitOrderList}?${new URLSearchParams(query)}`, {
      accessToken,
    })
  ).body.result;
const detail = (sn: string, accessToken = api.tokens.zhang, headers: Record<string, string> = {}) =>
  api.get<BenefitOrderDetail>(API_PATHS.benefitOrder(sn), { accessToken, headers });
const cancel = (sn: string, accessToken = api.tokens.wang) =>
  api.post<BenefitOrderDetail>(API_PATHS.benefitOrderCancel(sn), undefined, { accessToken });
const receive = (sn: string, accessToken = api.tokens.wang) =>
  api.post<BenefitOrderDetail>(API_PATHS.benefitOrderReceive(sn), undefined, { accessToken });
const option = (optionId: string, accessToken = api.tokens.zhang) =>
  api.get<BenefitGoodsDetail>(API_PATHS.benefitOption(optionId), { accessToken });
const fulfil = (sn?: string) => api.post<DevFulfilResult>(API_PATHS.devFulfil, sn ? { sn } : {});

/** The order's row as stored, to prove a refused change left it alone. */
const orderRow = async (sn: string) =>
  (await api.db.query('SELECT * FROM benefit_orders WHERE sn = $1', [sn]))[0];

/** Expects a refusal that wrote nothing and left the order's row exactly as it was. */
async function expectRefusedUnchanged(
  sn: string,
  request: () => Promise<Answer<unknown>>,
  expected: { status?: number; message: string },
): Promise<void> {
  const before = await orderRow(sn);
  await expectRefusedWithoutWriting(api.db, request, expected);
  expect(await orderRow(sn)).toEqual(before);
}

/** Adds an order of zhangwei's directly (the choice service is another part): for paging. */
async function addZhangOrder(sn: string, planCaseId: string, optionId: string, hoursAgo: number) {
  const at = new Date(TEST_SEED_TIME.getTime() - hoursAgo * HOUR_MS);
  await api.db.query(
    `INSERT INTO benefit_orders (sn, member_id, plan_case_id, status, consignee_name, consignee_mobile,
       consignee_address_path, consignee_detail, created_at, updated_at)
     VALUES ($1, 'mbr-acme-zhang', $2, 'UNDELIVERED', '张伟', '13812341234', '浙江省 杭州市 西湖区', '文三路 90 号', $3, $3)`,
    [sn, planCaseId, at],
  );
  await api.db.query(
    `INSERT INTO benefit_order_items (order_sn, option_id, sku_id, quantity, goods_name)
     SELECT $1, id, sku_id, quantity, 'snapshot name' FROM benefit_options WHERE id = $2`,
    [sn, optionId],
  );
}

const Q3_PLAN_CASE = {
  id: 'bpc-acme-2026q3',
  name: '2026 年第三季度福利',
  periodKind: 'QUARTER',
  periodLabel: '2026-Q3',
  useTo: 1,
  minChoices: 1,
  maxChoices: 1,
  chooseStart: seedHoursAgo(2400),
  chooseEnd: seedHoursAgo(240),
  state: 'CLOSED',
};
const TEA = {
  optionId: 'bpo-q3-tea',
  skuId: '1006',
  name: '明前龙井 250g',
  image: '/img/goods/longjing.svg',
  quantity: 1,
};
/** zhangwei's received Q3 order as the list shows it; its detail adds the consignee, waybill and steps. */
const ZHANG_Q3_SUMMARY = {
  sn: ZHANG_Q3,
  planCase: Q3_PLAN_CASE,
  recipient: { kind: 'SELF', name: null, relation: null },
  items: [TEA],
  status: 'COMPLETED',
  createTime: seedHoursAgo(1200),
  actions: { cancel: false, receive: false },
};

describe('GET /buyer/benefit/order/list', () => {
  it("lists the member's orders with the plan case, for whom, the items, the status and what may be done", async () => {
    expect(await list()).toEqual({
      records: [ZHANG_Q3_SUMMARY],
      total: 1,
      current: 1,
      size: 10,
      pages: 1,
    });
  });

  it('offers to cancel an order not yet sent while its window is open', async () => {
    const [order] = (await list({}, api.tokens.wang)).records;
    expect(order).toMatchObject({
      sn: WANG_YEAR,
      status: 'UNDELIVERED',
      planCase: { id: 'bpc-blue-2026', name: '蓝海集团 2026 年度福利', state: 'OPEN' },
      items: [{ optionId: 'bpo-blue-rice', quantity: 2 }],
      actions: { cancel: true, receive: false },
    });
  });

  it('lists only the orders of the status asked for', async () => {
    expect((await list({ status: 'COMPLETED' })).records.map((o) => o.sn)).toEqual([ZHANG_Q3]);
    expect(await list({ status: 'UNDELIVERED' })).toMatchObject({ records: [], total: 0, pages: 0 });
    expect((await list({ status: 'UNDELIVERED' }, api.tokens.wang)).records.map((o) => o.sn)).toEqual([
      WANG_YEAR,
    ]);
    expect((await list({ status: 'CANCELLED' }, api.tokens.wang)).total).toBe(0);
  });

  it('pages the orders newest first', async () => {
    await addZhangOrder('FB-TEST-Q4', 'bpc-acme-2026q4', 'bpo-q4-crab', 1);
    await addZhangOrder('FB-TEST-YEAR', 'bpc-acme-2026', 'bpo-2026-teeth', 2);
    const first = await list({ pageSize: '2' });
    expect(first.records.map((o) => o.sn)).toEqual(['FB-TEST-Q4', 'FB-TEST-YEAR']);
    expect(first).toMatchObject({ total: 3, current: 1, size: 2, pages: 2 });
    expect((await list({ pageSize: '2', pageNumber: '2' })).records.map((o) => o.sn)).toEqual([ZHANG_Q3]);
  });

  it('names the plan case in English when asked in English', async () => {
    const answer = await api.get<BenefitOrderPage>(API_PATHS.benefitOrderList, {
      accessToken: api.tokens.zhang,
      headers: { locale: 'en-US' },
    });
    expect(answer.body.result.records[0]?.planCase.name).toBe('2026 Q3 benefit');
  });

  it.each([
    ['an unknown status', { status: 'SHIPPED' }],
    ['a page size of 0', { pageSize: '0' }],
    ['a page size over 50', { pageSize: '51' }],
    ['a page number that is no number', { pageNumber: 'x' }],
    ['an unknown key', { tag: 'ALL' }],
  ])('refuses %s', async (_case, query) => {
    const answer = await api.get(`${API_PATHS.benefitOrderList}?${new URLSearchParams(query)}`, {
      accessToken: api.tokens.zhang,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
  });

  it('asks a guest to log in', async () => {
    const answer = await api.get(API_PATHS.benefitOrderList);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(SESSION_MISSING_CODE);
  });
});

describe('GET /buyer/benefit/order/{sn}', () => {
  it('shows a received order with its consignee (mobile masked), waybill and the time of each step', async () => {
    const { status, body } = await detail(ZHANG_Q3);
    expect(status).toBe(200);
    expect(body.result).toEqual({
      ...ZHANG_Q3_SUMMARY,
      consignee: {
        name: '张伟',
        mobile: '138****1234',
        regionNames: '浙江省 杭州市 西湖区',
        detail: '文三路 90 号 3 幢 1201 室',
      },
      logisticsNo: 'DEVFBQ3ZW0001',
      steps: [
        { key: 'CHOSEN', time: seedHoursAgo(1200) },
        { key: 'DELIVERED', time: seedHoursAgo(1150) },
        { key: 'COMPLETED', time: seedHoursAgo(1080) },
      ],
    });
  });

  it('shows an order not yet sent with the steps ahead and no waybill', async () => {
    const { body } = await detail(WANG_YEAR, api.tokens.wang);
    expect(body.result).toMatchObject({
      consignee: { name: '王芳', mobile: '137****1111', regionNames: '上海市 上海市 浦东新区' },
      logisticsNo: null,
      steps: [
        { key: 'CHOSEN', time: seedHoursAgo(48) },
        { key: 'DELIVERED', time: null },
        { key: 'COMPLETED', time: null },
      ],
    });
  });

  it("answers another member's order exactly as an unknown one", async () => {
    await expectAnsweredAsUnknown(
      api.db,
      [(sn) => detail(sn, api.tokens.zhang)],
      { owned: WANG_YEAR, unknown: 'FB0000000000' },
      BENEFIT_ORDER_MESSAGES.notFound,
    );
  });

  it('refuses an sn that cannot be one', async () => {
    expect((await detail('FB 1;drop', api.tokens.zhang)).status).toBe(400);
  });
});

describe('POST /buyer/benefit/order/{sn}/cancel', () => {
  it('cancels an order not yet sent while the window is open, so the member may choose again', async () => {
    expect(await succeeded(cancel(WANG_YEAR))).toMatchObject({
      status: 'CANCELLED',
      actions: { cancel: false, receive: false },
      steps: [
        { key: 'CHOSEN', time: seedHoursAgo(48) },
        { key: 'CANCELLED', time: TEST_APP_START.toISOString() },
      ],
    });
    expect((await list({ status: 'CANCELLED' }, api.tokens.wang)).records.map((o) => o.sn)).toEqual([
      WANG_YEAR,
    ]);
    // The one-live-order index leaves a cancelled order out: a new choice of the plan case is allowed.
    await expect(
      api.db.query(
        `INSERT INTO benefit_orders (sn, member_id, plan_case_id, status, consignee_name, consignee_mobile,
           consignee_address_path, consignee_detail, created_at, updated_at)
         SELECT 'FB-TEST-AGAIN', member_id, plan_case_id, 'UNDELIVERED', consignee_name, consignee_mobile,
           consignee_address_path, consignee_detail, now(), now() FROM benefit_orders WHERE sn = $1`,
        [WANG_YEAR],
      ),
    ).resolves.toEqual([]);
  });

  it('refuses an order once sent, and one received', async () => {
    await fulfil(WANG_YEAR);
    await expectRefusedUnchanged(WANG_YEAR, () => cancel(WANG_YEAR), {
      message: BENEFIT_ORDER_MESSAGES.alreadyShipped,
    });
    await expectRefusedUnchanged(ZHANG_Q3, () => cancel(ZHANG_Q3, api.tokens.zhang), {
      message: BENEFIT_ORDER_MESSAGES.alreadyShipped,
    });
  });

  it('refuses once the plan case’s window has closed, and no longer offers it', async () => {
    // Blue Ocean's year closes 1440 hours after the seed.
    api.clock = new Date(TEST_SEED_TIME.getTime() + 1441 * HOUR_MS);
    const lateWang = (await loginAs(api.app, DEMO_MEMBERS.blue)).accessToken;
    expect((await list({}, lateWang)).records[0]?.actions.cancel).toBe(false);
    await expectRefusedUnchanged(WANG_YEAR, () => cancel(WANG_YEAR, lateWang), {
      message: BENEFIT_ORDER_MESSAGES.windowClosed,
    });
  });
});

describe('POST /buyer/benefit/order/{sn}/receive', () => {
  it('completes a sent order with the time it was received', async () => {
    api.advanceClock(60);
    await fulfil(WANG_YEAR);
    const sentAt = api.clock.toISOString();
    expect((await detail(WANG_YEAR, api.tokens.wang)).body.result.actions).toEqual({
      cancel: false,
      receive: true,
    });
    api.advanceClock(600);
    expect(await succeeded(receive(WANG_YEAR))).toMatchObject({
      status: 'COMPLETED',
      actions: { cancel: false, receive: false },
      steps: [
        { key: 'CHOSEN', time: seedHoursAgo(48) },
        { key: 'DELIVERED', time: sentAt },
        { key: 'COMPLETED', time: api.clock.toISOString() },
      ],
    });
  });

  // Tokens are read when the test runs, after the file's logins.
  it.each<[string, string, () => string, string]>([
    ['an order not yet sent', WANG_YEAR, () => api.tokens.wang, BENEFIT_ORDER_MESSAGES.notShipped],
    ['an order received already', ZHANG_Q3, () => api.tokens.zhang, BENEFIT_ORDER_MESSAGES.alreadyReceived],
  ])('refuses %s', async (_case, sn, token, message) => {
    await expectRefusedUnchanged(sn, () => receive(sn, token()), { message });
  });
});

// What cancelling and receiving refuse alike. `readied` puts wangfang's order in the state the change
// takes (not yet sent to be cancelled, sent to be received), so only the refusal's reason is left.
describe.each([
  ['cancel', cancel, async () => {}],
  ['receive', receive, async () => void (await fulfil(WANG_YEAR))],
])('POST /buyer/benefit/order/{sn}/%s', (_change, change, readied) => {
  it('refuses a cancelled order', async () => {
    await cancel(WANG_YEAR);
    await expectRefusedUnchanged(WANG_YEAR, () => change(WANG_YEAR), {
      message: BENEFIT_ORDER_MESSAGES.alreadyCancelled,
    });
  });

  it("answers another member's order as an unknown one, changing nothing", async () => {
    await readied();
    await expectRefusedUnchanged(WANG_YEAR, () => change(WANG_YEAR, api.tokens.zhang), {
      status: 404,
      message: BENEFIT_ORDER_MESSAGES.notFound,
    });
  });
});

describe('POST /dev/fulfil (development)', () => {
  it('sends the benefit orders waiting, with a waybill, once', async () => {
    const first = await fulfil();
    expect(first.body.result.shipped).toContain(WANG_YEAR);
    expect(await orderRow(WANG_YEAR)).toMatchObject({
      status: 'DELIVERED',
      logistics_no: benefitWaybillOf(WANG_YEAR),
      delivered_at: TEST_APP_START,
    });
    expect((await fulfil()).body.result.shipped).not.toContain(WANG_YEAR);
  });

  it('sends only the order named', async () => {
    const answer = await fulfil('FB-NOT-THIS-ONE');
    expect(answer.body.result.shipped).toEqual([]);
    expect((await orderRow(WANG_YEAR))?.status).toBe('UNDELIVERED');
  });
});

describe('GET /buyer/benefit/option/{optionId}', () => {
  it('shows the goods of an option the member chose, with its closed plan case', async () => {
    const { status, body } = await option('bpo-q3-tea');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      optionId: 'bpo-q3-tea',
      skuId: '1006',
      name: '明前龙井 250g',
      brand: '西湖',
      images: ['/img/goods/longjing.svg'],
      marketPrice: 528,
      quantity: 1,
      planCase: Q3_PLAN_CASE,
      chosen: true,
      chosenSn: ZHANG_Q3,
      planCaseChosen: true,
    });
  });

  it.each([
    [
      'says an option was not the one chosen of a plan case chosen already',
      'bpo-q3-coffee',
      { quantity: 2, chosen: false, chosenSn: ZHANG_Q3, planCaseChosen: true },
    ],
    [
      'shows an option of an open plan case not chosen yet',
      'bpo-2026-checkup',
      {
        planCase: { id: 'bpc-acme-2026', state: 'OPEN', maxChoices: 2, minChoices: 2 },
        chosen: false,
        chosenSn: null,
        planCaseChosen: false,
      },
    ],
  ])('%s', async (_case, optionId, expected) => {
    expect((await option(optionId)).body.result).toMatchObject(expected);
  });

  it('forgets a cancelled choice', async () => {
    await cancel(WANG_YEAR);
    expect((await option('bpo-blue-rice', api.tokens.wang)).body.result).toMatchObject({
      chosen: false,
      chosenSn: null,
      planCaseChosen: false,
    });
  });

  it("answers another enterprise's option exactly as an unknown one", async () => {
    await expectAnsweredAsUnknown(
      api.db,
      [(optionId) => option(optionId, api.tokens.wang)],
      { owned: 'bpo-q3-tea', unknown: 'bpo-none' },
      BENEFIT_ORDER_MESSAGES.optionNotFound,
    );
  });
});

describe.each(SEEDED_ENGINES)('on %s, under concurrent changes of one order', (_engine, open) => {
  const engine = setUpEngineApp(open);
  let wangToken: string;

  beforeAll(async () => {
    wangToken = (await loginAs(engine.app, DEMO_MEMBERS.blue)).accessToken;
  });

  it('cancels the order once when two cancels come at once', async () => {
    const cancelOnce = () =>
      engine.app.inject({
        method: 'POST',
        url: API_PATHS.benefitOrderCancel(WANG_YEAR),
        headers: { accessToken: wangToken },
      });
    const answers = await Promise.all([cancelOnce(), cancelOnce()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json()).toMatchObject({ message: BENEFIT_ORDER_MESSAGES.alreadyCancelled });
    const rows = await engine.db.query<{ status: string; cancelledAt: Date }>(
      `SELECT status, cancelled_at AS "cancelledAt" FROM benefit_orders WHERE sn = $1`,
      [WANG_YEAR],
    );
    expect(rows).toEqual([{ status: 'CANCELLED', cancelledAt: TEST_APP_START }]);
  });
});
