import { API_PATHS, type CategoryNode, type Goods, type GoodsSearchPage } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_NOT_FOUND } from '../../services/marketing.ts';
import { REGION_NOT_FOUND } from '../../services/goods-detail.ts';
import { PRICE_RANGE_REVERSED } from '../../services/goods-search.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of the catalogue: the seeded catalogue, the goods search with every filter, sort and
// paging rule, and the category children call, against the real app and an in-memory PGlite.

/** zhangwei of ent-acme, 5,000 points. */
const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme } });

async function search(query: Record<string, string>, headers: Record<string, string> = {}) {
  const answer = await api.call<GoodsSearchPage>(
    'GET',
    `${API_PATHS.goodsSearch}?${new URLSearchParams(query)}`,
    {
      accessToken: api.tokens.zhang,
      headers,
    },
  );
  expect(answer.status).toBe(200);
  return answer.body.result;
}

/** Every goods the query finds, page after page. */
async function searchAll(query: Record<string, string>): Promise<Goods[]> {
  const all: Goods[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await search({ ...query, pageSize: '100', pageNumber: String(pageNumber) });
    all.push(...page.records);
    if (pageNumber >= page.pages) return all;
  }
}

const searchTextOf = async (goodsIds: string[]) =>
  (
    await api.db.query<{ text: string }>('SELECT search_text AS text FROM goods WHERE goods_id = ANY($1)', [
      goodsIds,
    ])
  ).map((row) => row.text);

const refused = (query: Record<string, string>, message?: string | RegExp) =>
  expectRefusedWithoutWriting(
    api.db,
    () =>
      api.call('GET', `${API_PATHS.goodsSearch}?${new URLSearchParams(query)}`, {
        accessToken: api.tokens.zhang,
      }),
    message === undefined ? {} : { message },
  );

describe('the seeded catalogue', () => {
  it('holds at least 2,000 SKUs of goods with a brand, a store, a category path and a search text', async () => {
    const [counts] = await api.db.query<{ skus: number; goods: number; incomplete: number; specs: number }>(
      `SELECT (SELECT count(*)::int FROM skus) AS skus, (SELECT count(*)::int FROM goods) AS goods,
              (SELECT count(*)::int FROM goods WHERE store_id IS NULL OR category_path = '{}' OR search_text = '') AS incomplete,
              (SELECT count(*)::int FROM (SELECT goods_id FROM skus GROUP BY goods_id HAVING count(*) > 1) m) AS specs`,
    );
    expect(counts!.skus).toBeGreaterThanOrEqual(2000);
    expect(counts!.incomplete).toBe(0);
    expect(counts!.specs).toBeGreaterThan(100);
  });
});

describe('GET /buyer/goods/goods/es', () => {
  it('refuses a guest, as every goods call without a token', async () => {
    const { status, body } = await api.call('GET', `${API_PATHS.goodsSearch}?keyword=大米`);
    expect(status).toBe(401);
    expect(body.code).toBe(20003);
  });

  it('finds a Chinese keyword anywhere in the goods, the hand-written rice included', async () => {
    const found = await searchAll({ keyword: '大米' });
    expect(found.length).toBeGreaterThan(5);
    expect(found.map((goods) => goods.goodsId)).toContain('101');
    for (const text of await searchTextOf(found.map((goods) => goods.goodsId!)))
      expect(text).toContain('大米');
  });

  it('finds English words whatever their case, and names the goods in English for an English caller', async () => {
    const lower = await search({ keyword: 'rice', pageSize: '100' });
    const upper = await search({ keyword: 'RICE', pageSize: '100' });
    expect(upper.total).toBe(lower.total);
    expect(lower.total).toBeGreaterThan(5);
    const english = await search({ keyword: 'rice', pageSize: '100' }, { locale: 'en-US' });
    expect(english.records.filter((goods) => /rice/i.test(goods.productName)).length).toBeGreaterThan(3);
  });

  it('needs every word of a keyword of several words', async () => {
    const both = await searchAll({ keyword: '有机 大米' });
    const rice = await searchAll({ keyword: '大米' });
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(rice.length);
    for (const text of await searchTextOf(both.map((goods) => goods.goodsId!))) {
      expect(text).toContain('有机');
      expect(text).toContain('大米');
    }
  });

  it('puts the goods named exactly like the keyword first', async () => {
    const { records } = await search({ keyword: '有机大米 5kg' });
    expect(records[0]?.goodsId).toBe('101');
  });

  it('treats % and _ in a keyword as themselves, not as wildcards', async () => {
    for (const keyword of ['%', '_']) {
      const [{ n } = { n: -1 }] = await api.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM goods WHERE on_sale AND strpos(search_text, $1) > 0',
        [keyword],
      );
      expect((await search({ keyword })).total).toBe(n);
    }
  });

  it('filters by a category of any level, the comma list meaning its last id', async () => {
    const byPath = await searchAll({ categoryId: '1,11,111' });
    const byLeaf = await searchAll({ categoryId: '111' });
    expect(byPath.map((goods) => goods.goodsId)).toEqual(byLeaf.map((goods) => goods.goodsId));
    const byRoot = await searchAll({ categoryId: '1' });
    expect(byRoot.length).toBeGreaterThan(byLeaf.length);
    const paths = await api.db.query<{ path: string[] }>(
      'SELECT category_path AS path FROM goods WHERE goods_id = ANY($1)',
      [byRoot.map((goods) => goods.goodsId)],
    );
    for (const { path } of paths) expect(path[0]).toBe('1');
    expect((await search({ categoryId: '999999' })).total).toBe(0);
  });

  it('filters by one brand or several', async () => {
    const arawana = await searchAll({ brandId: 'b102' });
    const yili = await searchAll({ brandId: 'b104' });
    const both = await searchAll({ brandId: 'b102,b104' });
    expect(arawana.length).toBeGreaterThan(0);
    expect(yili.length).toBeGreaterThan(0);
    expect(both.length).toBe(arawana.length + yili.length);
    const brands = await api.db.query<{ brand: string }>(
      'SELECT DISTINCT brand_id AS brand FROM goods WHERE goods_id = ANY($1)',
      [arawana.map((goods) => goods.goodsId)],
    );
    expect(brands).toEqual([{ brand: 'b102' }]);
  });

  it('keeps to a price range in points, both ends included, and refuses a range upside down', async () => {
    const found = await searchAll({ productLowerPrice: '100', productHigherPrice: '200' });
    expect(found.length).toBeGreaterThan(0);
    for (const goods of found) {
      expect(goods.specProductPrice).toBeGreaterThanOrEqual(100);
      expect(goods.specProductPrice).toBeLessThanOrEqual(200);
    }
    await refused({ productLowerPrice: '300', productHigherPrice: '200' }, PRICE_RANGE_REVERSED);
  });

  it("shows only what the member's points pay for, with pointFilter", async () => {
    const all = await search({});
    const affordable = await searchAll({ pointFilter: '1' });
    expect(affordable.length).toBeLessThan(all.total);
    for (const goods of affordable) expect(goods.specProductPrice).toBeLessThanOrEqual(5000);
  });

  it("keeps to a plan's goods at the plan's prices, and refuses a plan the member may not see", async () => {
    const { records } = await search({ planId: 'plan-spring', pageSize: '100' });
    const planSkus = await api.db.query<{ skuId: string }>(
      `SELECT sku_id AS "skuId" FROM plan_goods WHERE plan_id = 'plan-spring'`,
    );
    expect(records.length).toBeGreaterThan(0);
    for (const goods of records) {
      expect(planSkus.map((row) => row.skuId)).toContain(goods.skuId);
      expect(goods).toMatchObject({ planId: 'plan-spring', planName: expect.any(String) });
    }
    await refused({ planId: 'plan-blue-exclusive' }, ACTIVITY_NOT_FOUND);
    await refused({ marketId: 'no-such-market' }, ACTIVITY_NOT_FOUND);
    expect((await search({ marketId: 'market-flash-1' })).records[0]).toMatchObject({
      marketId: 'market-flash-1',
    });
  });

  it('sorts by price up and down, by sales and by the newest listing', async () => {
    const prices = (await search({ sortFilter: 'priceAsc', pageSize: '100' })).records.map(
      (g) => g.specProductPrice!,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await search({ sortFilter: 'priceDesc', pageSize: '100' })).records.map(
      (g) => g.specProductPrice!,
    );
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(down[0]).toBeGreaterThan(prices[0]!);
    const sold = (await search({ sortFilter: 'sales', pageSize: '100' })).records.map((g) => g.soldCount!);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    const newest = (await search({ sortFilter: 'new', pageSize: '50' })).records.map((g) => g.goodsId!);
    const listed = await api.db.query<{ goodsId: string; listedAt: Date }>(
      'SELECT goods_id AS "goodsId", listed_at AS "listedAt" FROM goods WHERE goods_id = ANY($1)',
      [newest],
    );
    const times = newest.map((id) => listed.find((row) => row.goodsId === id)!.listedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages through the results without repeating or skipping a goods', async () => {
    const first = await search({ keyword: '大米', pageSize: '10', pageNumber: '1' });
    const second = await search({ keyword: '大米', pageSize: '5', pageNumber: '2' });
    expect(second.records).toEqual(first.records.slice(5, 10));
    expect(second).toMatchObject({
      current: 2,
      size: 5,
      total: first.total,
      pages: Math.ceil(first.total / 5),
    });
    const beyond = await search({ keyword: '大米', pageSize: '10', pageNumber: '999' });
    expect(beyond).toMatchObject({ records: [], total: first.total, current: 999 });
    expect((await search({})).size).toBe(20);
  });

  it('keeps to the goods delivered to a region, a city or district counting as its province', async () => {
    // A province some fresh goods are not delivered to, with a city of it.
    const [city] = await api.db.query<{ provinceId: string; cityId: string }>(
      `SELECT p.id AS "provinceId", c.id AS "cityId" FROM regions p JOIN regions c ON c.parent_id = p.id
       WHERE p.parent_id IS NULL
         AND EXISTS (SELECT 1 FROM goods g WHERE g.on_sale AND NOT (p.id = ANY(g.delivery_regions)))
       ORDER BY p.id, c.id LIMIT 1`,
    );
    const everywhere = await search({});
    const there = await searchAll({ regionId: city!.provinceId });
    expect(there.length).toBeGreaterThan(0);
    expect(there.length).toBeLessThan(everywhere.total);
    const regions = await api.db.query<{ regions: string[] | null }>(
      'SELECT delivery_regions AS regions FROM goods WHERE goods_id = ANY($1)',
      [there.map((goods) => goods.goodsId)],
    );
    for (const { regions: list } of regions) if (list !== null) expect(list).toContain(city!.provinceId);
    expect(regions.some(({ regions: list }) => list !== null)).toBe(true);
    expect((await search({ regionId: city!.cityId })).total).toBe(there.length);

    // A district, through its city, to its province.
    const [district] = await api.db.query<{ provinceId: string; districtId: string }>(
      `SELECT c.parent_id AS "provinceId", d.id AS "districtId" FROM regions d JOIN regions c ON c.id = d.parent_id
       WHERE c.parent_id IS NOT NULL ORDER BY d.id LIMIT 1`,
    );
    expect((await search({ regionId: district!.districtId })).total).toBe(
      (await search({ regionId: district!.provinceId })).total,
    );
    await refused({ regionId: '99' }, REGION_NOT_FOUND);
    await refused({ regionId: 'beijing' }, /^请求参数错误/);
  });

  it('never lists delisted goods', async () => {
    const delisted = await api.db.query<{ goodsId: string }>(
      `SELECT goods_id AS "goodsId" FROM goods WHERE NOT on_sale`,
    );
    expect(delisted.length).toBeGreaterThan(0);
    const listed = new Set((await searchAll({})).map((goods) => goods.goodsId));
    for (const { goodsId } of delisted) expect(listed.has(goodsId)).toBe(false);
  });

  it.each([
    [{ pageSize: '0' }],
    [{ pageSize: '101' }],
    [{ pageNumber: '0' }],
    [{ sortFilter: 'cheapest' }],
    [{ categoryId: 'rice' }],
    [{ categoryId: '1,11,111,1111' }],
    [{ productLowerPrice: '-5' }],
    [{ pointFilter: 'yes' }],
    [{ keyword: '米'.repeat(41) }],
  ])('refuses %j with a 400 and writes nothing', async (query) => {
    await refused(query, /^请求参数错误/);
  });
});

describe('GET /buyer/goods/category/get/{id}', () => {
  const children = async (id: string, headers: Record<string, string> = {}) =>
    api.call<CategoryNode[]>('GET', API_PATHS.categoryChildren(id), { headers });

  it('answers the first level for 0 and a category’s children with their subtrees, no token needed', async () => {
    const roots = (await children('0')).body.result;
    expect(roots.map((node) => node.id).slice(0, 5)).toEqual(['1', '2', '3', '4', '5']);
    const food = (await children('1')).body.result;
    expect(food[0]).toMatchObject({ id: '11', parentId: '1', level: 1 });
    expect(food[0]?.children.map((node) => node.id)).toContain('111');
    expect((await children('1', { locale: 'en-US' })).body.result[0]?.name).toBe('Grain and oil');
  });

  it('answers nothing for an id that is no category, and refuses one that is not a number', async () => {
    expect((await children('999999')).body.result).toEqual([]);
    expect((await children('rice')).status).toBe(400);
  });
});

describe('GET .../product/list', () => {
  const cards = async (skuIds: string, headers: Record<string, string> = {}) => {
    const { status, body } = await api.get<Goods[]>(
      `${API_PATHS.skuCards}?${new URLSearchParams({ skuIds })}`,
      {
        headers,
      },
    );
    expect(status).toBe(200);
    return body.result;
  };

  it('answers the cards of the SKUs asked for, in their order and once each, to a guest too', async () => {
    const found = await cards('1026,no-such-sku,1001,20001,1026');
    expect(found.map((goods) => goods.skuId)).toEqual(['1026', '1001', '20001']);
    expect(found[1]).toMatchObject({
      skuId: '1001',
      goodsId: '101',
      productName: '有机大米 5kg',
      specProductPrice: 89,
      specMarketPrice: 129,
      stock: 500,
    });
  });

  it('leaves out delisted goods, and names the goods in English for an English caller', async () => {
    const [delisted] = await api.db.query<{ skuId: string }>(
      `SELECT s.sku_id AS "skuId" FROM skus s JOIN goods g ON g.goods_id = s.goods_id WHERE NOT g.on_sale LIMIT 1`,
    );
    expect((await cards(`${delisted!.skuId},1001`)).map((goods) => goods.skuId)).toEqual(['1001']);
    const [english] = await cards('20001', { locale: 'en-US' });
    expect(english?.productName).toMatch(/^[\x20-\x7e×]+$/);
  });

  it.each([
    [''],
    ['1001,'],
    [Array.from({ length: 51 }, (_, i) => String(1001 + i)).join(',')],
    ['1001;1002'],
  ])('refuses skuIds %j with a 400 and writes nothing', async (skuIds) => {
    await expectRefusedWithoutWriting(
      api.db,
      () => api.get(`${API_PATHS.skuCards}?${new URLSearchParams({ skuIds })}`),
      {
        message: /^请求参数错误/,
      },
    );
  });

  it('refuses a call without skuIds', async () => {
    expect((await api.get(API_PATHS.skuCards)).status).toBe(400);
  });
});
