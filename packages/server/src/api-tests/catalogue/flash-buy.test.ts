import {
  API_PATHS,
  type GoodsDetail,
  type GoodsSearchPage,
  type MarketSummary,
  type PlanSummary,
} from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { MARKET_SKU_NOT_FOUND } from '../../services/flash-buy.ts';
import { ACTIVITY_NOT_FOUND } from '../../services/marketing.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { succeeded } from '../../testing/succeeded.ts';
import { setUpTestApp, TEST_APP_START, type TestRequest } from '../../testing/test-app.ts';

// API tests of the flash-buy and plan lists: which markets and plans each caller sees and in which
// state, a market's goods page by page, a SKU at a market's price. Against the real app and an
// in-memory PGlite seeded an hour before the clock starts (market-flash-1 runs from -24 h to +72 h,
// market-flash-daily from -2 h to +46 h, market-flash-weekend from +48 h to +96 h, market-flash-ended
// ended a week ago).

/** zhangwei (ent-acme) and wangfang (ent-blue). */
const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme, wang: DEMO_MEMBERS.blue } });

const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

const markets = (url: string, request: TestRequest = {}) => succeeded(api.get<MarketSummary[]>(url, request));
const plans = (payload: object, request: TestRequest = {}) =>
  succeeded(api.post<PlanSummary[]>(API_PATHS.planList, payload, request));
const marketGoods = (params: Record<string, string>, request: TestRequest = {}) =>
  succeeded(api.get<GoodsSearchPage>(`${API_PATHS.marketGoodsPage}${query(params)}`, request));

const refusedGet = (
  url: string,
  expected: { status?: number; message: string | RegExp },
  request: TestRequest = {},
) => expectRefusedWithoutWriting(api.db, () => api.get(url, request), expected);

const BAD_INPUT = /^请求参数错误/;

describe('GET .../market/list', () => {
  it('lists the rush markets of the main mall a guest may see: running ones ending soonest first, then the next, then the ended', async () => {
    const list = await markets(
      `${API_PATHS.marketList}${query({ marketType: 'rush', marketPlatform: '1' })}`,
    );
    expect(list.map((m) => [m.marketId, m.marketStatus, m.isOpen])).toEqual([
      ['market-flash-daily', '进行中', true],
      ['market-flash-1', '进行中', true],
      ['market-flash-weekend', '未开始', false],
      ['market-flash-ended', '已结束', false],
    ]);
    expect(list[1]).toEqual({
      marketId: 'market-flash-1',
      name: '限时抢购',
      marketType: 'rush',
      marketStatus: '进行中',
      isOpen: true,
      marketStartDate: new Date(TEST_APP_START.getTime() - 25 * 3_600_000).toISOString(),
      marketEndDate: new Date(TEST_APP_START.getTime() + 71 * 3_600_000).toISOString(),
      goodsCount: 6,
    });
    expect(list[0]?.goodsCount).toBe(24);
  });

  it("shows an enterprise's own market to its members only", async () => {
    const dzpt = `${API_PATHS.marketList}${query({ marketType: 'rush', marketPlatform: '2' })}`;
    expect(await markets(dzpt)).toEqual([]);
    expect(await markets(dzpt, { accessToken: api.tokens.zhang })).toEqual([]);
    expect(await markets(dzpt, { accessToken: api.tokens.wang })).toEqual([
      expect.objectContaining({ marketId: 'market-flash-dzpt', marketStatus: '进行中', goodsCount: 3 }),
    ]);
    // Not through a header either.
    expect(await markets(dzpt, { headers: { oneId: 'ent-blue' } })).toEqual([]);
  });

  it('tells the state at the moment of the call: two days on, the weekend sale runs and the daily one has ended', async () => {
    api.advanceClock(50 * 3600);
    const list = await markets(`${API_PATHS.marketList}${query({ marketType: 'rush' })}`);
    expect(list.map((m) => [m.marketId, m.marketStatus])).toEqual([
      ['market-flash-1', '进行中'],
      ['market-flash-weekend', '进行中'],
      ['market-flash-daily', '已结束'],
      ['market-flash-ended', '已结束'],
    ]);
  });

  it('lists nothing for a market type no market has, and defaults to the main mall', async () => {
    expect(await markets(`${API_PATHS.marketList}${query({ marketType: 'group' })}`)).toEqual([]);
    const byDefault = await markets(`${API_PATHS.marketList}${query({ marketType: 'rush' })}`);
    expect(byDefault.map((m) => m.marketId)).toContain('market-flash-1');
  });

  it.each([[{}], [{ marketType: 'rush', marketPlatform: '3' }], [{ marketType: 'rush!' }]])(
    'refuses %j with a 400 and writes nothing',
    async (params) => {
      await refusedGet(`${API_PATHS.marketList}${query(params)}`, { message: BAD_INPUT });
    },
  );
});

describe('GET .../market/all/marketList', () => {
  it('lists every market of a platform the caller may see, whatever its type', async () => {
    const all = await markets(`${API_PATHS.allMarketList}${query({ marketPlatform: '1' })}`);
    const [{ n } = { n: -1 }] = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM markets WHERE market_platform = '1' AND status = 'online' AND audience IS NULL`,
    );
    expect(all).toHaveLength(n);
    expect(await markets(API_PATHS.allMarketList)).toEqual(all);
    expect(
      (await markets(`${API_PATHS.allMarketList}?marketPlatform=2`, { accessToken: api.tokens.wang })).length,
    ).toBe(1);
    await refusedGet(`${API_PATHS.allMarketList}?marketPlatform=HSHSC`, { message: BAD_INPUT });
  });
});

describe('GET .../market/all/getMarketGoodsList', () => {
  it("pages through a market's goods at the market's prices, without repeating or skipping one", async () => {
    const first = await marketGoods({ marketId: 'market-flash-daily', pageNumber: '1', pageSize: '10' });
    expect(first).toMatchObject({ total: 24, current: 1, size: 10, pages: 3 });
    const second = await marketGoods({ marketId: 'market-flash-daily', pageNumber: '2', pageSize: '10' });
    const third = await marketGoods({ marketId: 'market-flash-daily', pageNumber: '3', pageSize: '10' });
    expect(third.records).toHaveLength(4);
    const skuIds = [...first.records, ...second.records, ...third.records].map((goods) => goods.skuId);
    const listed = await api.db.query<{ skuId: string; price: number }>(
      `SELECT sku_id AS "skuId", price_points AS price FROM market_goods WHERE market_id = 'market-flash-daily' ORDER BY sort_order`,
    );
    expect(skuIds).toEqual(listed.map((row) => row.skuId));
    for (const goods of [...first.records, ...second.records, ...third.records]) {
      expect(goods.marketId).toBe('market-flash-daily');
      expect(goods.specProductPrice).toBe(listed.find((row) => row.skuId === goods.skuId)?.price);
      expect(goods.specMarketPrice).toBeGreaterThan(0);
      expect(goods.productImages?.[0]).toMatch(/^\/img\//);
    }
    const beyond = await marketGoods({ marketId: 'market-flash-daily', pageNumber: '9', pageSize: '10' });
    expect(beyond).toMatchObject({ records: [], total: 24, current: 9 });
  });

  it('pages 20 goods by default and names them in English for an English caller', async () => {
    const zh = await marketGoods({ marketId: 'market-flash-daily' });
    expect(zh.size).toBe(20);
    expect(zh.records).toHaveLength(20);
    const en = await marketGoods({ marketId: 'market-flash-daily' }, { headers: { locale: 'en-US' } });
    expect(en.records[0]?.productName).not.toBe(zh.records[0]?.productName);
    expect(en.records[0]?.productName).toMatch(/^[\x20-\x7e×]+$/);
  });

  it('refuses a market the caller may not see or that does not exist, and bad paging, writing nothing', async () => {
    const url = (params: Record<string, string>) => `${API_PATHS.marketGoodsPage}${query(params)}`;
    await refusedGet(
      url({ marketId: 'market-flash-dzpt' }),
      { message: ACTIVITY_NOT_FOUND },
      { accessToken: api.tokens.zhang },
    );
    await refusedGet(url({ marketId: 'no-such-market' }), { message: ACTIVITY_NOT_FOUND });
    expect(
      (await marketGoods({ marketId: 'market-flash-dzpt' }, { accessToken: api.tokens.wang })).total,
    ).toBe(3);
    await refusedGet(url({}), { message: BAD_INPUT });
    await refusedGet(url({ marketId: 'market-flash-1', pageSize: '101' }), { message: BAD_INPUT });
    await refusedGet(url({ marketId: 'market-flash-1', pageNumber: '0' }), { message: BAD_INPUT });
  });
});

describe('GET .../market/getMarketProductDetail', () => {
  const url = (marketId: string, skuId: string) =>
    `${API_PATHS.marketProductDetail}${query({ marketId, skuId })}`;

  it("shows a SKU of a market at the market's price with its dates", async () => {
    const { status, body } = await api.get<GoodsDetail>(url('market-flash-1', '1026'), {
      accessToken: api.tokens.zhang,
    });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      skuId: '1026',
      specProductPrice: 99,
      marketId: 'market-flash-1',
      marketType: 'rush',
      dateEnd: new Date(TEST_APP_START.getTime() + 71 * 3_600_000).toISOString(),
    });
    const daily = await api.get<GoodsDetail>(url('market-flash-daily', '20951'), {
      accessToken: api.tokens.zhang,
    });
    expect(daily.body.result.specProductPrice).toBe(3759);
  });

  it('answers 404 for a SKU the market does not list, 400 for a market the member may not see, 401 for a guest', async () => {
    await refusedGet(
      url('market-flash-1', '1001'),
      { status: 404, message: MARKET_SKU_NOT_FOUND },
      { accessToken: api.tokens.zhang },
    );
    await refusedGet(
      url('market-flash-1', 'no-such-sku'),
      { status: 404, message: MARKET_SKU_NOT_FOUND },
      { accessToken: api.tokens.zhang },
    );
    await refusedGet(
      url('market-flash-dzpt', '1015'),
      { message: ACTIVITY_NOT_FOUND },
      { accessToken: api.tokens.zhang },
    );
    await refusedGet(url('market-flash-1', '1026'), { status: 401, message: /./ });
    await refusedGet(
      `${API_PATHS.marketProductDetail}?marketId=market-flash-1`,
      { message: BAD_INPUT },
      { accessToken: api.tokens.zhang },
    );
  });
});

describe('POST .../plan', () => {
  it('lists the plans a guest may see, offline ones left out, running ones first', async () => {
    const list = await plans({});
    expect(list.map((p) => p.planId)).not.toContain('plan-summer-offline');
    expect(list.map((p) => p.planId)).not.toContain('plan-blue-exclusive');
    expect(list.map((p) => p.planStatus)).toEqual([
      ...list.filter((p) => p.planStatus === '进行中').map(() => '进行中'),
      '未开始',
      '已结束',
    ]);
    expect(list.find((p) => p.planId === 'plan-spring')).toMatchObject({
      name: '春节福利',
      planCaseType: null,
      isOpen: true,
      goodsCount: 10,
    });
  });

  it('keeps to the flash-sale plans with planCaseType rush', async () => {
    expect(await plans({ planCaseType: 'rush' })).toEqual([
      {
        planId: 'plan-flash-rush',
        name: '福利秒杀日',
        planCaseType: 'rush',
        planStatus: '进行中',
        isOpen: true,
        planDateStart: new Date(TEST_APP_START.getTime() - 7 * 3_600_000).toISOString(),
        planDateEnd: new Date(TEST_APP_START.getTime() + 29 * 3_600_000).toISOString(),
        goodsCount: 4,
      },
    ]);
  });

  it("finds one plan by id, an enterprise's own plan for its members only, with its price unit", async () => {
    expect(await plans({ planId: 'plan-blue-exclusive' }, { accessToken: api.tokens.zhang })).toEqual([]);
    expect(await plans({ planId: 'plan-blue-exclusive' }, { accessToken: api.tokens.wang })).toEqual([
      expect.objectContaining({ planId: 'plan-blue-exclusive', priceUnit: '福分', goodsCount: 4 }),
    ]);
    expect(
      (await plans({ marketPlatform: '2' }, { accessToken: api.tokens.wang })).map((p) => p.planId),
    ).toEqual(['plan-blue-exclusive']);
    expect(await plans({ planId: 'no-such-plan' })).toEqual([]);
  });

  it.each([[{ planId: 5 }], [{ planCaseType: '' }], [{ marketPlatform: 'DZPT' }], [{ oneId: 'ent-blue' }]])(
    'refuses the body %j with a 400 and writes nothing',
    async (payload) => {
      await expectRefusedWithoutWriting(api.db, () => api.post(API_PATHS.planList, payload), {
        message: BAD_INPUT,
      });
    },
  );
});
