import { API_PATHS, type GoodsDetail, type GoodsSearchPage } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// The catalogue in a rush (issue 24): the same searches and goods asked thousands of times a minute
// reach the database once a staleness, which `main.ts` sets to a second. What the answer depends on
// (language, enterprise, the member's balance for "what my points pay for") keeps answers apart, a
// goods detail from memory still records each member's visit, and a stock changed by anyone shows
// once the staleness has passed. The file's own app asks every time (tests elsewhere read their writes
// at once); these use another app on the same database with the staleness set.

const api = setUpTestApp();
const STALENESS_MS = 1_000;
let app: FastifyInstance;
/** zhangwei of Acme, 5,000 points; dealer01 of Blue, 300 points. */
let zhangwei: string;
let dealer: string;

beforeAll(async () => {
  app = api.buildAnotherApp({ catalogueStalenessMs: STALENESS_MS });
  await app.ready();
  zhangwei = (await loginAs(app, DEMO_MEMBERS.acme)).accessToken;
  dealer = (await loginAs(app, DEMO_MEMBERS.blueDealer)).accessToken;
});

afterAll(async () => {
  await app.close();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function get<T>(url: string, accessToken: string, headers: Record<string, string> = {}): Promise<T> {
  const answer = await app.inject({ method: 'GET', url, headers: { accessToken, ...headers } });
  expect(answer.statusCode).toBe(200);
  return (JSON.parse(answer.body) as { result: T }).result;
}

const searchUrl = (query: Record<string, string>) => `${API_PATHS.goodsSearch}?${new URLSearchParams(query)}`;
const stockOf1001 = (page: GoodsSearchPage) => page.records.find((goods) => goods.skuId === '1001')?.stock;

describe('the catalogue from memory', () => {
  it('asks the database once for a burst of one search, its brands and its categories', async () => {
    const query = { keyword: '有机大米' };
    await get(searchUrl({ keyword: '预热' }), zhangwei);
    const queries = vi.spyOn(api.db, 'query');

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => [
        get<GoodsSearchPage>(searchUrl(query), zhangwei),
        get(`${API_PATHS.brandList}?${new URLSearchParams(query)}`, zhangwei),
        get(`${API_PATHS.categoryCount}?${new URLSearchParams(query)}`, zhangwei),
      ]).flat(),
    );

    expect((answers[0] as GoodsSearchPage).total).toBeGreaterThan(0);
    // One question each for the search, the brands and the categories.
    expect(queries.mock.calls.length).toBe(3);
  });

  it('reads a query whose parameters come in another order as the same question', async () => {
    await get(`${API_PATHS.goodsSearch}?keyword=大米&pageSize=5`, zhangwei);
    const queries = vi.spyOn(api.db, 'query');

    await get(`${API_PATHS.goodsSearch}?pageSize=5&keyword=${encodeURIComponent('大米')}`, zhangwei);

    expect(queries).not.toHaveBeenCalled();
  });

  it('shows a stock changed elsewhere once the staleness has passed, and not before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const query = { keyword: '有机大米 5kg' };
    const [row] = await api.db.query<{ stock: number }>(`SELECT stock FROM skus WHERE sku_id = '1001'`);
    const stock = row!.stock;
    expect(stockOf1001(await get(searchUrl(query), zhangwei))).toBe(stock);
    await api.db.query(`UPDATE skus SET stock = stock - 1 WHERE sku_id = '1001'`);

    try {
      vi.setSystemTime(Date.now() + STALENESS_MS - 1);
      expect(stockOf1001(await get(searchUrl(query), zhangwei))).toBe(stock);
      vi.setSystemTime(Date.now() + 1);
      expect(stockOf1001(await get(searchUrl(query), zhangwei))).toBe(stock - 1);
    } finally {
      await api.db.query(`UPDATE skus SET stock = stock + 1 WHERE sku_id = '1001'`);
    }
  });

  it('keeps the answers of each language apart', async () => {
    const query = searchUrl({ keyword: '有机大米' });
    const chinese = await get<GoodsSearchPage>(query, zhangwei);
    const english = await get<GoodsSearchPage>(query, zhangwei, { locale: 'en-US' });

    expect(chinese.records[0]?.productName).toMatch(/有机大米/);
    expect(english.records[0]?.productName).toMatch(/rice/i);
  });

  it("keeps what each member's points pay for apart", async () => {
    const query = searchUrl({ pointFilter: '1', pageSize: '100' });
    const rich = await get<GoodsSearchPage>(query, zhangwei);
    const poor = await get<GoodsSearchPage>(query, dealer);

    expect(poor.total).toBeLessThan(rich.total);
    expect(poor.records.every((goods) => (goods.specProductPrice ?? 0) <= 300)).toBe(true);
    expect(rich.records.some((goods) => (goods.specProductPrice ?? 0) > 300)).toBe(true);
  });

  it('records every visit of a goods detail answered from memory', async () => {
    const detail = API_PATHS.skuDetailPreview('1002', '1');
    await api.db.query(`DELETE FROM footprints WHERE sku_id = '1002'`);

    const first = await get<GoodsDetail>(detail, zhangwei);
    const second = await get<GoodsDetail>(detail, dealer);

    expect(second).toEqual(first);
    const visitors = await api.db.query<{ username: string }>(
      `SELECT m.username FROM footprints f JOIN members m ON m.id = f.member_id WHERE f.sku_id = '1002'
       ORDER BY m.username`,
    );
    expect(visitors.map((row) => row.username)).toEqual(['dealer01', 'zhangwei']);
  });
});
