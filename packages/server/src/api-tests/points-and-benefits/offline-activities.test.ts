import { API_PATHS, type MarketSummary, type PlanSummary } from '@mall/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { setUpTestApp, type Answer, type TestRequest } from '../../testing/test-app.ts';

// An activity taken offline is gone for every caller: each call that takes a plan's or a market's id
// answers for it exactly what it answers for an id no activity has, so neither its goods nor its
// prices show, nor that it exists. plan-summer-offline is offline in the seed; this file also takes
// the market market-flash-daily offline. Against the real app and an in-memory PGlite.

const api = setUpTestApp();
const guest: TestRequest = {};
/** zhangwei (ent-acme). */
let acme: TestRequest;

const OFFLINE_PLAN = 'plan-summer-offline';
/** A SKU the offline plan lists. */
const OFFLINE_PLAN_SKU = '1031';
const OFFLINE_MARKET = 'market-flash-daily';
/** A SKU the offline market lists, at 3759 points there. */
const OFFLINE_MARKET_SKU = '20951';

beforeAll(async () => {
  acme = { accessToken: (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken };
  await api.db.query(`UPDATE markets SET status = 'offline' WHERE id = $1`, [OFFLINE_MARKET]);
});

/** The status and envelope of an answer, without the envelope's timestamp. */
function comparable({ status, body }: Answer<unknown>) {
  const { timestamp: _timestamp, ...envelope } = body;
  return { status, envelope };
}

const get = async (url: string, request: TestRequest) => comparable(await api.get(url, request));
const post = async (url: string, payload: object, request: TestRequest) =>
  comparable(await api.post(url, payload, request));

const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

// The calls that list an activity's goods, each by the activity's id in its query.
const PLAN = { idKey: 'planId', offline: OFFLINE_PLAN, unknown: 'plan-no-such-plan', online: 'plan-spring' };
const MARKET = {
  idKey: 'marketId',
  offline: OFFLINE_MARKET,
  unknown: 'market-no-such-market',
  online: 'market-flash-1',
};
describe.each([
  { call: 'GET .../plan/goods', path: API_PATHS.planGoods, ...PLAN, listKey: 'goodsList' },
  { call: 'GET .../market/goodslist', path: API_PATHS.marketGoods, ...MARKET, listKey: 'goodsList' },
  {
    call: 'GET .../market/all/getMarketGoodsList',
    path: API_PATHS.marketGoodsPage,
    ...MARKET,
    listKey: 'records',
  },
])('$call', ({ path, idKey, offline, unknown, online, listKey }) => {
  const url = (id: string) => `${path}${query({ [idKey]: id })}`;

  it("answers a guest and a member asking for an offline activity's goods as for an unknown activity", async () => {
    for (const request of [guest, acme]) {
      const unknownAnswer = await get(url(unknown), request);
      expect(unknownAnswer.status).toBe(400);
      expect(await get(url(offline), request)).toEqual(unknownAnswer);
    }
  });

  it("still answers an online activity's goods", async () => {
    const { body } = await api.get<Record<string, unknown[]>>(url(online), guest);
    expect(body.result[listKey]?.length).toBeGreaterThan(0);
  });
});

describe('GET .../market/getMarketProductDetail', () => {
  it("answers a member asking for a SKU at an offline market's price as for an unknown market", async () => {
    const url = (marketId: string) =>
      `${API_PATHS.marketProductDetail}${query({ marketId, skuId: OFFLINE_MARKET_SKU })}`;
    const unknown = await get(url('market-no-such-market'), acme);
    expect(unknown.status).toBe(400);
    expect(await get(url(OFFLINE_MARKET), acme)).toEqual(unknown);
  });
});

describe('the plan and market lists', () => {
  it('lists no offline plan, even asked for by id', async () => {
    for (const request of [guest, acme]) {
      expect(await post(API_PATHS.planList, { planId: OFFLINE_PLAN }, request)).toEqual(
        await post(API_PATHS.planList, { planId: 'plan-no-such-plan' }, request),
      );
      const { body } = await api.post<PlanSummary[]>(API_PATHS.planList, {}, request);
      expect(body.result.map((plan) => plan.planId)).toContain('plan-spring');
    }
  });

  it('lists no offline market', async () => {
    for (const url of [`${API_PATHS.marketList}${query({ marketType: 'rush' })}`, API_PATHS.allMarketList]) {
      for (const request of [guest, acme]) {
        const { body } = await api.get<MarketSummary[]>(url, request);
        const ids = body.result.map((market) => market.marketId);
        expect(ids, url).toContain('market-flash-1');
        expect(ids, url).not.toContain(OFFLINE_MARKET);
      }
    }
  });
});

describe('the goods search and the goods detail, scoped to a plan or market', () => {
  it('answers a search in an offline plan or market as one in an unknown activity', async () => {
    const search = (params: Record<string, string>) => get(`${API_PATHS.goodsSearch}${query(params)}`, acme);
    const unknownPlan = await search({ planId: 'plan-no-such-plan' });
    expect(unknownPlan.status).toBe(400);
    expect(await search({ planId: OFFLINE_PLAN })).toEqual(unknownPlan);
    expect(await search({ marketId: OFFLINE_MARKET })).toEqual(
      await search({ marketId: 'market-no-such-market' }),
    );
  });

  it("answers a SKU's detail at an offline plan's or market's price as at an unknown activity's", async () => {
    const detail = (skuId: string, params: Record<string, string>) =>
      get(`${API_PATHS.skuDetail(skuId)}${query(params)}`, acme);
    const unknown = await detail(OFFLINE_PLAN_SKU, { planId: 'plan-no-such-plan' });
    expect(unknown.status).toBe(400);
    expect(await detail(OFFLINE_PLAN_SKU, { planId: OFFLINE_PLAN })).toEqual(unknown);
    expect(await detail(OFFLINE_MARKET_SKU, { marketId: OFFLINE_MARKET })).toEqual(
      await detail(OFFLINE_MARKET_SKU, { marketId: 'market-no-such-market' }),
    );
  });

  it("answers a SKU's price in an offline plan as in an unknown plan", async () => {
    const price = (planId: string) =>
      get(`${API_PATHS.exchangePrice}${query({ planId, skuId: OFFLINE_PLAN_SKU })}`, acme);
    const unknown = await price('plan-no-such-plan');
    expect(unknown.status).toBe(400);
    expect(await price(OFFLINE_PLAN)).toEqual(unknown);
  });
});
