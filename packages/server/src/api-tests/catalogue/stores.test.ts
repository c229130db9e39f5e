import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { API_PATHS, type BrandCount, type GoodsSearchPage, type StoreDetail } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { IMAGES_DIR } from '../../paths.ts';
import { STORE_NOT_FOUND } from '../../services/stores.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of a store for /merchant and of its goods through the search's storeId, against the
// real app and an in-memory PGlite seeded from the fixtures.

/** zhangwei of ent-acme. */
const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme } });

async function store(storeId: string, headers: Record<string, string> = {}): Promise<StoreDetail> {
  const { status, body } = await api.get<StoreDetail>(API_PATHS.storeDetail(storeId), { headers });
  expect(status).toBe(200);
  return body.result;
}

const refused = (storeId: string, expected: { status: number; message: string | RegExp }) =>
  expectRefusedWithoutWriting(api.db, () => api.get(API_PATHS.storeDetail(storeId)), expected);

/** How many goods of a store are on sale. */
async function onSaleIn(storeId: string): Promise<number> {
  const [row] = await api.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM goods WHERE store_id = $1 AND on_sale',
    [storeId],
  );
  return row!.n;
}

describe('GET /buyer/store/store/get/detail/{id}', () => {
  it('shows a store with its logo, supplier badge, goods count and categories to a guest', async () => {
    const s4 = await store('s4');
    expect(s4).toMatchObject({
      storeId: 's4',
      storeName: '京东超市',
      logo: '/img/stores/s4.svg',
      supplierCode: 'JD',
      supplierName: '京东',
      supplierBadge: '京东配送',
      goodsCount: await onSaleIn('s4'),
    });
    expect(s4.goodsCount).toBeGreaterThan(100);
    expect(s4.description).toContain('京东物流');
    expect(existsSync(join(IMAGES_DIR, s4.logo.slice('/img/'.length)))).toBe(true);
    const roots = await api.db.query<{ id: string }>(
      `SELECT c.id FROM categories c WHERE c.id IN (SELECT category_path[1] FROM goods WHERE store_id = 's4' AND on_sale)
       ORDER BY c.sort_order`,
    );
    expect(s4.categories.map((c) => c.id)).toEqual(roots.map((r) => r.id));
    expect(s4.categories.length).toBeGreaterThan(1);
    expect(s4.categories[0]?.name).toMatch(/\p{Script=Han}/u);
  });

  it('counts only the goods on sale, and names only the categories of goods on sale', async () => {
    const [withDelisted] = await api.db.query<{ storeId: string; all: number; onSale: number }>(
      `SELECT store_id AS "storeId", count(*)::int AS all, count(*) FILTER (WHERE on_sale)::int AS "onSale"
       FROM goods GROUP BY store_id HAVING bool_or(NOT on_sale) ORDER BY store_id LIMIT 1`,
    );
    expect(withDelisted).toBeDefined();
    const detail = await store(withDelisted!.storeId);
    expect(detail.goodsCount).toBe(withDelisted!.onSale);
    expect(detail.goodsCount).toBeLessThan(withDelisted!.all);
  });

  it('speaks English to an English caller: name, badge, description, categories', async () => {
    const s4 = await store('s4', { locale: 'en-US' });
    expect(s4).toMatchObject({
      storeName: 'JD Supermarket',
      supplierName: 'JD.com',
      supplierBadge: 'Shipped by JD',
    });
    expect(s4.description).toMatch(/^[\x20-\x7e]+$/);
    for (const category of s4.categories) expect(category.name).toMatch(/^[\x20-\x7e]+$/);
  });

  it('answers 404 店铺不存在 for a store that does not exist and 400 for an id that is no store id, writing nothing', async () => {
    await refused('s999', { status: 404, message: STORE_NOT_FOUND });
    await refused('s 4', { status: 400, message: /^请求参数错误/ });
    await refused('s'.repeat(33), { status: 400, message: /^请求参数错误/ });
  });
});

describe("a store's goods through the search", () => {
  async function search(query: Record<string, string>) {
    const { status, body } = await api.get<GoodsSearchPage>(
      `${API_PATHS.goodsSearch}?${new URLSearchParams(query)}`,
      { accessToken: api.tokens.zhang },
    );
    expect(status).toBe(200);
    return body.result;
  }

  it("finds exactly the store's goods on sale, as many as its page counts", async () => {
    const s4 = await store('s4');
    const all: string[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const page = await search({ storeId: 's4', pageSize: '100', pageNumber: String(pageNumber) });
      all.push(...page.records.map((goods) => goods.goodsId!));
      expect(page.total).toBe(s4.goodsCount);
      if (pageNumber >= page.pages) break;
    }
    expect(all).toHaveLength(s4.goodsCount);
    const stores = await api.db.query<{ storeId: string }>(
      'SELECT DISTINCT store_id AS "storeId" FROM goods WHERE goods_id = ANY($1)',
      [all],
    );
    expect(stores).toEqual([{ storeId: 's4' }]);
  });

  it("narrows the store's goods further by category, and finds nothing for a store that does not exist", async () => {
    const s4 = await store('s4');
    const first = s4.categories[0]!;
    const inCategory = await search({ storeId: 's4', categoryId: first.id });
    expect(inCategory.total).toBeGreaterThan(0);
    expect(inCategory.total).toBeLessThanOrEqual(s4.goodsCount);
    expect((await search({ storeId: 's999' })).total).toBe(0);
  });

  it("counts the brands of the store's goods only", async () => {
    const { body } = await api.get<BrandCount[]>(`${API_PATHS.brandList}?storeId=s4`, {
      accessToken: api.tokens.zhang,
    });
    const total = body.result.reduce((sum, brand) => sum + brand.count, 0);
    expect(total).toBe((await store('s4')).goodsCount);
  });

  it('refuses a store id that is no store id with a 400 and writes nothing', async () => {
    await expectRefusedWithoutWriting(
      api.db,
      () =>
        api.get(`${API_PATHS.goodsSearch}?storeId=${encodeURIComponent('s4;')}`, {
          accessToken: api.tokens.zhang,
        }),
      { message: /^请求参数错误/ },
    );
  });
});
