import {
  API_PATHS,
  type BrandCount,
  type CategoryCount,
  type CategoryNode,
  type CollectionInfo,
  type ExchangePrice,
  type Footprint,
  type GoodsDetail,
  type Goods,
  type GoodsSearchPage,
  type Region,
  type SkuSpecs,
} from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../services/cart.ts';
import { DUPLICATE_FAVORITE } from '../../services/favorites.ts';
import { NOT_A_FOOTPRINT } from '../../services/footprints.ts';
import { REGION_NOT_FOUND } from '../../services/goods-detail.ts';
import { ACTIVITY_NOT_FOUND } from '../../services/marketing.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of the goods detail page's calls, favourites and footprints against the real app and
// an in-memory PGlite seeded from the fixtures.

/** zhangwei (ent-acme) and wangfang (ent-blue). */
const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme, wang: DEMO_MEMBERS.blue } });

async function get<T>(
  url: string,
  accessToken: string | null = api.tokens.zhang,
  headers: Record<string, string> = {},
) {
  const answer = await api.call<T>('GET', url, { ...(accessToken ? { accessToken } : {}), headers });
  return answer;
}

async function detail(
  skuId: string,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const search = new URLSearchParams(query).toString();
  const { status, body } = await get<GoodsDetail>(
    `${API_PATHS.skuDetail(skuId)}${search ? `?${search}` : ''}`,
    api.tokens.zhang,
    headers,
  );
  expect(status).toBe(200);
  return body.result;
}

const refused = (request: () => ReturnType<typeof get>, message: string) =>
  expectRefusedWithoutWriting(api.db, request, { message });

/** A SKU of the first goods that matches `where` (SQL over goods g and skus s). */
async function skuWhere(where: string): Promise<string> {
  const [row] = await api.db.query<{ skuId: string }>(
    `SELECT s.sku_id AS "skuId" FROM skus s JOIN goods g ON g.goods_id = s.goods_id WHERE ${where} ORDER BY s.sku_id LIMIT 1`,
  );
  if (!row) throw new Error(`no SKU where ${where}`);
  return row.skuId;
}

describe('GET the detail of a SKU', () => {
  it('shows its name, prices, category path, brand, store and stock', async () => {
    expect(await detail('1001')).toMatchObject({
      skuId: '1001',
      goodsId: '101',
      productName: '有机大米 5kg',
      specProductPrice: 89,
      specMarketPrice: 129,
      categoryPath: ['1', '11', '111'],
      categoryNames: ['食品生鲜', '粮油调味', '大米'],
      brandName: '北大荒',
      supplierCode: 'SELF',
      freeShippingThreshold: null,
      freight: 0,
      stock: 500,
      stockState: 'IN_STOCK',
      onSale: true,
      deliverable: null,
    });
  });

  it("carries the third-party retailer's rule: free shipping from 59 yuan, 6 yuan freight below", async () => {
    const jd = await detail(
      await skuWhere(`g.store_id IN (SELECT id FROM stores WHERE supplier_code = 'JD')`),
    );
    expect(jd).toMatchObject({
      supplierCode: 'JD',
      supplierBadge: '京东配送',
      freeShippingThreshold: 59,
      freight: 6,
    });
  });

  it('speaks English to an English caller: name, spec, parameters, categories', async () => {
    const skuId = await skuWhere(`jsonb_array_length(s.spec_values) = 1 AND g.params <> '[]'`);
    const zh = await detail(skuId);
    const en = await detail(skuId, {}, { locale: 'en-US' });
    expect(en.productName).not.toBe(zh.productName);
    expect(en.productName).toMatch(/^[\x20-\x7e×]+$/);
    expect(en.specValues[0]?.name).toMatch(/^[\x20-\x7e]+$/);
    expect(en.params.length).toBe(zh.params.length);
    expect(en.categoryNames[0]).toBe('Food');
  });

  it('says a SKU with no stock left is restocking', async () => {
    expect(await detail('1014')).toMatchObject({ stock: 0, stockState: 'RESTOCKING' });
  });

  it('still answers for delisted goods, saying so', async () => {
    expect((await detail(await skuWhere('NOT g.on_sale'))).onSale).toBe(false);
  });

  it('refuses a SKU that does not exist, and a guest', async () => {
    await refused(() => get(API_PATHS.skuDetail('no-such-sku')), CART_MESSAGES.skuNotFound);
    expect((await get(API_PATHS.skuDetail('1001'), null)).status).toBe(401);
  });

  it('says whether fresh goods are delivered to a region, wherever the region sits in the tree', async () => {
    const [fresh] = await api.db.query<{ skuId: string; regions: string[] }>(
      `SELECT s.sku_id AS "skuId", g.delivery_regions AS regions FROM skus s JOIN goods g ON g.goods_id = s.goods_id
       WHERE g.delivery_regions IS NOT NULL AND g.on_sale ORDER BY s.sku_id LIMIT 1`,
    );
    const [outside] = await api.db.query<{ id: string }>(
      'SELECT id FROM regions WHERE parent_id IS NULL AND NOT (id = ANY($1)) ORDER BY id LIMIT 1',
      [fresh!.regions],
    );
    const [district] = await api.db.query<{ id: string }>(
      `SELECT d.id FROM regions d JOIN regions c ON c.id = d.parent_id WHERE c.parent_id = $1 LIMIT 1`,
      [fresh!.regions[0]],
    );
    expect((await detail(fresh!.skuId, { regionId: fresh!.regions[0]! })).deliverable).toBe(true);
    if (district) expect((await detail(fresh!.skuId, { regionId: district.id })).deliverable).toBe(true);
    expect((await detail(fresh!.skuId, { regionId: outside!.id })).deliverable).toBe(false);
    expect((await detail('1001', { regionId: outside!.id })).deliverable).toBe(true);
    await refused(() => get(`${API_PATHS.skuDetail('1001')}?regionId=99`), REGION_NOT_FOUND);
  });

  it("prices a flash-sale SKU at the market's price with the market's dates, and a plan SKU at the plan's", async () => {
    const flash = await detail('1026', { marketId: 'market-flash-1' });
    expect(flash).toMatchObject({ specProductPrice: 99, marketId: 'market-flash-1', marketType: 'rush' });
    expect(new Date(flash.dateEnd!).getTime()).toBeGreaterThan(Date.now() - 365 * 86_400_000);
    expect(await detail('1001', { planId: 'plan-spring' })).toMatchObject({
      planId: 'plan-spring',
      planName: expect.any(String),
    });
    await refused(() => get(`${API_PATHS.skuDetail('1001')}?marketId=market-flash-1`), ACTIVITY_NOT_FOUND);
    await refused(() => get(`${API_PATHS.skuDetail('1001')}?planId=plan-blue-exclusive`), ACTIVITY_NOT_FOUND);
  });
});

describe('the detail page call', () => {
  const footprintsOf = async (token: string) =>
    (await get<Footprint[]>(`${API_PATHS.footprints}?pageNumber=1&pageSize=100`, token)).body.result;

  it('records the visit as the newest footprint with isAdd 1, and not with isAdd 0', async () => {
    const skuId = await skuWhere(`g.on_sale AND g.goods_id > '2100'`);
    const other = await skuWhere(`g.on_sale AND g.goods_id > '2200'`);
    expect((await get<GoodsDetail>(API_PATHS.skuDetailPreview(other, '0'), api.tokens.wang)).status).toBe(
      200,
    );
    expect((await footprintsOf(api.tokens.wang)).map((f) => f.skuId)).not.toContain(other);
    const { body } = await get<GoodsDetail>(API_PATHS.skuDetailPreview(skuId, '1'), api.tokens.wang);
    expect(body.result.skuId).toBe(skuId);
    expect((await footprintsOf(api.tokens.wang))[0]?.skuId).toBe(skuId);
  });

  it('records nothing for a SKU that does not exist or a plan the member may not see', async () => {
    await refused(() => get(API_PATHS.skuDetailPreview('no-such-sku', '1')), CART_MESSAGES.skuNotFound);
    await refused(
      () => get(`${API_PATHS.skuDetailPreview('1001', '1')}?planId=plan-blue-exclusive`),
      ACTIVITY_NOT_FOUND,
    );
    expect((await get(API_PATHS.skuDetailPreview('1001', '1').replace(/1$/, '2'))).status).toBe(400);
  });
});

describe('GET the specs of a SKU’s goods', () => {
  it('lists every dimension and value, and every SKU by its values, to switch between them', async () => {
    const skuId = await skuWhere(`jsonb_array_length(s.spec_values) = 2`);
    const { specs, skus } = (await get<SkuSpecs>(API_PATHS.skuSpecs(skuId))).body.result;
    expect(specs).toHaveLength(2);
    expect(skus).toHaveLength(specs[0]!.values.length * specs[1]!.values.length);
    const chosen = skus[skus.length - 1]!;
    const switched = await detail(chosen.skuId);
    expect(switched.specValues.map((v) => v.value)).toEqual(chosen.values);
    expect(switched.goodsId).toBe((await detail(skuId)).goodsId);
  });

  it('gives one SKU and no dimensions for goods without specs', async () => {
    const { specs, skus } = (await get<SkuSpecs>(API_PATHS.skuSpecs('1001'))).body.result;
    expect(specs).toEqual([]);
    expect(skus).toEqual([{ skuId: '1001', values: [], stock: 500, onSale: true, specProductPrice: 89 }]);
  });
});

describe('favourites from the detail page', () => {
  const info = async (skuId: string, token: string) =>
    (await get<CollectionInfo>(`${API_PATHS.collectionInfo}?skuId=${skuId}`, token)).body.result;

  it('adds a favourite once, counts it, and refuses it a second time in the caller’s language', async () => {
    const skuId = await skuWhere(`g.on_sale AND g.goods_id > '2300'`);
    expect(await info(skuId, api.tokens.wang)).toEqual({ isCollection: false, collectionCount: 0 });
    expect(
      (await api.call('POST', API_PATHS.collectionAdd('GOODS', skuId), { accessToken: api.tokens.wang }))
        .status,
    ).toBe(200);
    expect(await info(skuId, api.tokens.wang)).toEqual({ isCollection: true, collectionCount: 1 });
    expect(await info(skuId, api.tokens.zhang)).toEqual({ isCollection: false, collectionCount: 1 });
    expect((await get<boolean>(API_PATHS.isCollection('GOODS', skuId), api.tokens.wang)).body.result).toBe(
      true,
    );
    expect((await get<boolean>(API_PATHS.isCollection('GOODS', skuId), api.tokens.zhang)).body.result).toBe(
      false,
    );

    await expectRefusedWithoutWriting(
      api.db,
      () => api.call('POST', API_PATHS.collectionAdd('GOODS', skuId), { accessToken: api.tokens.wang }),
      { message: DUPLICATE_FAVORITE['zh-CN'] },
    );
    await expectRefusedWithoutWriting(
      api.db,
      () =>
        api.call('POST', API_PATHS.collectionAdd('GOODS', skuId), {
          accessToken: api.tokens.wang,
          headers: { locale: 'en-US' },
        }),
      { message: 'Unable to duplicate favorites' },
    );
  });

  it('refuses a SKU that does not exist, and a guest', async () => {
    await expectRefusedWithoutWriting(
      api.db,
      () =>
        api.call('POST', API_PATHS.collectionAdd('GOODS', 'no-such-sku'), { accessToken: api.tokens.wang }),
      { message: CART_MESSAGES.skuNotFound },
    );
    await expectRefusedWithoutWriting(
      api.db,
      () => api.call('POST', API_PATHS.collectionAdd('GOODS', '1001')),
      {
        status: 401,
      },
    );
  });
});

describe('removing footprints', () => {
  const footprintsOf = async (token: string) =>
    (await get<Footprint[]>(`${API_PATHS.footprints}?pageNumber=1&pageSize=100`, token)).body.result;

  it("removes the member's footprints of some ids, all or none, then all of them", async () => {
    const mine = await footprintsOf(api.tokens.zhang);
    const theirs = await footprintsOf(api.tokens.wang);
    expect(mine.length).toBeGreaterThan(3);
    expect(theirs.length).toBeGreaterThan(0);

    await expectRefusedWithoutWriting(
      api.db,
      () =>
        api.call('DELETE', API_PATHS.footprintsDelete([mine[0]!.id, theirs[0]!.id]), {
          accessToken: api.tokens.zhang,
        }),
      { message: NOT_A_FOOTPRINT },
    );
    expect(
      (await api.call('DELETE', API_PATHS.footprintsDelete(['abc']), { accessToken: api.tokens.zhang }))
        .status,
    ).toBe(400);

    const removed = [mine[0]!.id, mine[1]!.id];
    expect(
      (await api.call('DELETE', API_PATHS.footprintsDelete(removed), { accessToken: api.tokens.zhang }))
        .status,
    ).toBe(200);
    expect((await footprintsOf(api.tokens.zhang)).map((f) => f.id)).toEqual(mine.slice(2).map((f) => f.id));

    expect((await api.call('DELETE', API_PATHS.footprints, { accessToken: api.tokens.zhang })).status).toBe(
      200,
    );
    expect(await footprintsOf(api.tokens.zhang)).toEqual([]);
    expect(await footprintsOf(api.tokens.wang)).toEqual(theirs);
  });
});

describe('plan prices, regions and the brands of a search', () => {
  it('answers the price of a SKU in a plan, and refuses a SKU the plan does not list', async () => {
    const { body } = await get<ExchangePrice>(`${API_PATHS.exchangePrice}?planId=plan-spring&skuId=1001`);
    expect(body.result).toMatchObject({
      planId: 'plan-spring',
      skuId: '1001',
      exchangePrice: expect.any(Number),
    });
    await refused(() => get(`${API_PATHS.exchangePrice}?planId=plan-spring&skuId=1002`), ACTIVITY_NOT_FOUND);
  });

  it('lists the provinces, a province’s cities in either language, without a token', async () => {
    const provinces = (await get<Region[]>(API_PATHS.regionChildren('0'), null)).body.result;
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toMatchObject({ parentId: '0', level: 0 });
    const beijing = provinces.find((p) => p.name === '北京市')!;
    const cities = (await get<Region[]>(API_PATHS.regionChildren(beijing.id), null)).body.result;
    expect(cities[0]).toMatchObject({ parentId: beijing.id, level: 1 });
    const english = (await get<Region[]>(API_PATHS.regionChildren('0'), null, { locale: 'en-US' })).body
      .result;
    expect(english.find((p) => p.id === beijing.id)?.name).toBe('Beijing');
    expect((await get(API_PATHS.regionChildren('x'), null)).status).toBe(400);
  });

  it('lists the brands of a search with how many of its goods each makes', async () => {
    const query = 'keyword=大米';
    const brands = (await get<BrandCount[]>(`${API_PATHS.brandList}?${query}&brandId=b102`)).body.result;
    const total = (await get<GoodsSearchPage>(`${API_PATHS.goodsSearch}?${encodeURI(query)}`)).body.result
      .total;
    expect(brands.length).toBeGreaterThan(1);
    const counts = brands.map((brand) => brand.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(total);
    const first = brands[0]!;
    const ofBrand = (
      await get<GoodsSearchPage>(`${API_PATHS.goodsSearch}?${encodeURI(query)}&brandId=${first.brandId}`)
    ).body.result.total;
    expect(ofBrand).toBe(first.count);
  });

  it('gives a goods one redeemed figure: the list, a price filter, the cards and the detail of any of its SKUs agree', async () => {
    // Goods with several SKUs of different prices: the filter below keeps only the cheapest.
    const [goods] = await api.db.query<{ goodsId: string; skus: string[]; prices: number[]; sold: number }>(
      `SELECT goods_id AS "goodsId", array_agg(sku_id ORDER BY price_points) AS skus,
              array_agg(price_points ORDER BY price_points) AS prices, sum(sold_count)::int AS sold
       FROM skus GROUP BY goods_id
       HAVING count(DISTINCT price_points) > 1 AND min(sold_count) > 0
       ORDER BY goods_id LIMIT 1`,
    );
    expect(goods).toBeDefined();
    const { goodsId, skus, prices, sold } = goods!;
    const [name] = await api.db.query<{ name: string }>('SELECT name FROM goods WHERE goods_id = $1', [
      goodsId,
    ]);
    const listed = async (query: string) =>
      (await get<GoodsSearchPage>(`${API_PATHS.goodsSearch}?${query}&pageSize=100`)).body.result.records.find(
        (card) => card.goodsId === goodsId,
      )?.soldCount;
    const keyword = `keyword=${encodeURIComponent(name!.name)}`;
    expect(await listed(keyword)).toBe(sold);
    expect(await listed(`${keyword}&productHigherPrice=${prices[0]}`)).toBe(sold);
    for (const skuId of skus) expect((await detail(skuId)).soldCount).toBe(sold);
    const cards = (
      await get<Goods[]>(`${API_PATHS.skuCards}?${new URLSearchParams({ skuIds: skus.join(',') })}`)
    ).body.result;
    expect(cards.map((card) => card.soldCount)).toEqual(skus.map(() => sold));
  });

  it('lists only the categories a search finds goods in, at every level, with their counts', async () => {
    const query = 'keyword=大米';
    const counts = (await get<CategoryCount[]>(`${API_PATHS.categoryCount}?${encodeURI(query)}&categoryId=1`))
      .body.result;
    const tree = (await get<CategoryNode[]>(API_PATHS.categoryTree)).body.result;
    const tops = new Set(tree.map((node) => node.id));
    const topCounts = counts.filter((count) => tops.has(count.categoryId));
    // Rice is food: one top category of the ten has it, the others are left out, not listed empty.
    expect(topCounts.length).toBeGreaterThanOrEqual(1);
    expect(topCounts.length).toBeLessThan(tree.length);
    const total = (await get<GoodsSearchPage>(`${API_PATHS.goodsSearch}?${encodeURI(query)}`)).body.result
      .total;
    expect(topCounts.reduce((sum, count) => sum + count.count, 0)).toBe(total);
    for (const { categoryId, count } of counts.slice(0, 3)) {
      const inCategory = (
        await get<GoodsSearchPage>(`${API_PATHS.goodsSearch}?${encodeURI(query)}&categoryId=${categoryId}`)
      ).body.result.total;
      expect(inCategory).toBe(count);
    }
  });
});
