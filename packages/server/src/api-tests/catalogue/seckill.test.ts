import { API_PATHS, type SeckillGoodsPage, type SeckillSession } from '@mall/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTIVITY_NOT_FOUND } from '../../services/marketing.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { TEST_SEED_TIME } from '../../testing/seeded-db.ts';
import { succeeded } from '../../testing/succeeded.ts';
import { setUpTestApp, TEST_APP_START, type TestRequest } from '../../testing/test-app.ts';

// API tests of the /seckill page's calls: which flash-sale sessions each caller sees, in which state
// and window, and a session's goods at the flash price beside their everyday price and real stock.
// Against the real app on an in-memory PGlite seeded an hour before the clock starts
// (fixtures/seed/markets.json: market-flash-1 runs from -24 h to +72 h of the seed, market-flash-daily
// from -2 h to +46 h, market-flash-weekend from +48 h to +96 h, market-flash-ended ended a week before;
// market-flash-dzpt, DZPT and Blue Ocean only, from -12 h to +48 h).

const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme, wang: DEMO_MEMBERS.blue } });

const HOUR = 3_600_000;
const seedPlus = (hours: number) => new Date(TEST_SEED_TIME.getTime() + hours * HOUR).toISOString();
const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

const sessions = (params: Record<string, string>, request: TestRequest = {}) =>
  succeeded(api.get<SeckillSession[]>(`${API_PATHS.seckillSessions}${query(params)}`, request));
const goods = (params: Record<string, string>, request: TestRequest = {}) =>
  succeeded(api.get<SeckillGoodsPage>(`${API_PATHS.seckillGoods}${query(params)}`, request));

const refusedGet = (url: string, message: string | RegExp, request: TestRequest = {}) =>
  expectRefusedWithoutWriting(api.db, () => api.get(url, request), { status: 400, message });

const BAD_INPUT = /^请求参数错误/;

describe('GET .../seckill/sessions', () => {
  it('lists the main mall’s running sessions and the one starting within a week, earliest start first, without last week’s', async () => {
    const list = await sessions({ marketPlatform: '1' }, { accessToken: api.tokens.zhang });
    expect(list).toEqual([
      {
        marketId: 'market-flash-1',
        name: '限时抢购',
        state: 'running',
        startTime: seedPlus(-24),
        endTime: seedPlus(72),
        goodsCount: 6,
      },
      {
        marketId: 'market-flash-daily',
        name: '今日爆款',
        state: 'running',
        startTime: seedPlus(-2),
        endTime: seedPlus(46),
        goodsCount: 24,
      },
      {
        marketId: 'market-flash-weekend',
        name: '周末秒杀',
        state: 'upcoming',
        startTime: seedPlus(48),
        endTime: seedPlus(96),
        goodsCount: 6,
      },
    ]);
  });

  it('answers a guest the main mall’s sessions too, the platform defaulting to the main mall', async () => {
    const list = await sessions({});
    expect(list.map((s) => s.marketId)).toEqual([
      'market-flash-1',
      'market-flash-daily',
      'market-flash-weekend',
    ]);
  });

  describe('six and a half days before the seed', () => {
    afterEach(() => {
      api.clock = TEST_APP_START;
    });

    it('lists the session ended in the last day greyed, the ones starting within a week as upcoming, and leaves out the one further away', async () => {
      api.clock = new Date(TEST_SEED_TIME.getTime() - 156 * HOUR);
      const list = await sessions({ marketPlatform: '1' });
      expect(list.map((s) => [s.marketId, s.state])).toEqual([
        ['market-flash-ended', 'ended'],
        ['market-flash-1', 'upcoming'],
        ['market-flash-daily', 'upcoming'],
      ]);
    });
  });

  it('shows a session limited to Blue Ocean on DZPT to its members only', async () => {
    expect(
      (await sessions({ marketPlatform: '2' }, { accessToken: api.tokens.wang })).map((s) => [
        s.marketId,
        s.state,
      ]),
    ).toEqual([['market-flash-dzpt', 'running']]);
    expect(await sessions({ marketPlatform: '2' }, { accessToken: api.tokens.zhang })).toEqual([]);
    expect(await sessions({ marketPlatform: '2' })).toEqual([]);
  });

  it('leaves out a session taken offline', async () => {
    await api.db.query(`UPDATE markets SET status = 'offline' WHERE id = 'market-flash-daily'`);
    try {
      expect((await sessions({})).map((s) => s.marketId)).toEqual(['market-flash-1', 'market-flash-weekend']);
    } finally {
      await api.db.query(`UPDATE markets SET status = 'online' WHERE id = 'market-flash-daily'`);
    }
  });

  it('refuses an unknown platform or key', async () => {
    await refusedGet(`${API_PATHS.seckillSessions}${query({ marketPlatform: '3' })}`, BAD_INPUT);
    await refusedGet(`${API_PATHS.seckillSessions}${query({ marketType: 'rush' })}`, BAD_INPUT);
  });
});

describe('GET .../seckill/goods', () => {
  it('pages a session’s goods in its order at the flash price beside the everyday price and stock', async () => {
    const page = await goods(
      { marketId: 'market-flash-1', pageNumber: '1', pageSize: '2' },
      { accessToken: api.tokens.zhang },
    );
    expect(page).toMatchObject({ total: 6, current: 1, size: 2, pages: 3 });
    expect(page.records).toEqual([
      {
        skuId: '1026',
        goodsId: expect.any(String),
        productName: expect.any(String),
        productImage: expect.stringMatching(/^\/img\//),
        flashPrice: 99,
        catalogPrice: 149,
        stock: 260,
      },
      expect.objectContaining({ skuId: '1028', flashPrice: 299, catalogPrice: 399, stock: 90 }),
    ]);
    const last = await goods({ marketId: 'market-flash-1', pageNumber: '3', pageSize: '2' });
    expect(last.records.map((g) => g.skuId)).toEqual(['1013', '1019']);
  });

  it('names the goods in English for an en-US caller, where they have an English name', async () => {
    const [row] = await api.db.query<{ name: string; nameEn: string | null }>(
      `SELECT name, name_en AS "nameEn" FROM skus WHERE sku_id = '20060'`,
    );
    expect(row?.nameEn).toBeTruthy();
    const page = { marketId: 'market-flash-daily', pageSize: '1' };
    expect((await goods(page)).records[0]?.productName).toBe(row?.name);
    expect((await goods(page, { headers: { locale: 'en-US' } })).records[0]?.productName).toBe(row?.nameEn);
  });

  it('answers the SKU’s real stock, and leaves out delisted goods', async () => {
    const [{ stock: before } = { stock: -1 }] = await api.db.query<{ stock: number }>(
      `SELECT stock FROM skus WHERE sku_id = '1028'`,
    );
    const [{ goodsId } = { goodsId: '' }] = await api.db.query<{ goodsId: string }>(
      `SELECT goods_id AS "goodsId" FROM skus WHERE sku_id = '1026'`,
    );
    await api.db.query(`UPDATE skus SET stock = 3 WHERE sku_id = '1028'`);
    await api.db.query('UPDATE goods SET on_sale = false WHERE goods_id = $1', [goodsId]);
    try {
      const page = await goods({ marketId: 'market-flash-1', pageSize: '2' });
      expect(page.total).toBe(5);
      expect(page.records.map((g) => [g.skuId, g.stock])).toEqual([
        ['1028', 3],
        ['1018', 600],
      ]);
    } finally {
      await api.db.query('UPDATE skus SET stock = $1 WHERE sku_id = $2', [before, '1028']);
      await api.db.query('UPDATE goods SET on_sale = true WHERE goods_id = $1', [goodsId]);
    }
  });

  it('answers an empty page past the last', async () => {
    const page = await goods({ marketId: 'market-flash-weekend', pageNumber: '9' });
    expect(page).toMatchObject({ records: [], total: 6, current: 9, size: 10, pages: 1 });
  });

  it('refuses a session the caller may not see, an unknown or offline one, as not found', async () => {
    const url = (marketId: string) => `${API_PATHS.seckillGoods}${query({ marketId })}`;
    await refusedGet(url('market-flash-dzpt'), ACTIVITY_NOT_FOUND, { accessToken: api.tokens.zhang });
    await refusedGet(url('no-such-market'), ACTIVITY_NOT_FOUND);
    expect((await goods({ marketId: 'market-flash-dzpt' }, { accessToken: api.tokens.wang })).total).toBe(3);
    await api.db.query(`UPDATE markets SET status = 'offline' WHERE id = 'market-flash-weekend'`);
    try {
      await refusedGet(url('market-flash-weekend'), ACTIVITY_NOT_FOUND);
    } finally {
      await api.db.query(`UPDATE markets SET status = 'online' WHERE id = 'market-flash-weekend'`);
    }
  });

  it('refuses a missing session, a bad page and an unknown key', async () => {
    await refusedGet(API_PATHS.seckillGoods, BAD_INPUT);
    await refusedGet(
      `${API_PATHS.seckillGoods}${query({ marketId: 'market-flash-1', pageSize: '0' })}`,
      BAD_INPUT,
    );
    await refusedGet(
      `${API_PATHS.seckillGoods}${query({ marketId: 'market-flash-1', pageNumber: 'x' })}`,
      BAD_INPUT,
    );
    await refusedGet(
      `${API_PATHS.seckillGoods}${query({ marketId: 'market-flash-1', sort: 'price' })}`,
      BAD_INPUT,
    );
  });
});
