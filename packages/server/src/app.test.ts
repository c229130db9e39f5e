import {
  API_PATHS,
  type Availability,
  type CategoryNode,
  type PageResult,
  type PlanGoods,
} from '@mall/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGES_DIR } from './paths.ts';
import { DEMO_MEMBERS, loginAs } from './testing/login-as.ts';
import { countAllRows, TEST_SEED_TIME } from './testing/seeded-db.ts';
import { setUpTestApp, type TestRequest } from './testing/test-app.ts';

// API tests against the real app and a real (in-memory) PGlite seeded from fixtures/.
// The clock stands one hour after the seed, so the fixtures' relative dates give fixed statuses.

const api = setUpTestApp({ imagesDir: IMAGES_DIR });
const { get, post } = api;
/** Requests of a logged-in employee of ent-blue and of ent-acme. */
let asBlue: TestRequest;
let asAcme: TestRequest;

beforeAll(async () => {
  asBlue = { accessToken: (await loginAs(api.app, DEMO_MEMBERS.blue)).accessToken };
  asAcme = { accessToken: (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken };
});

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('GET /common/common/site', () => {
  it('answers the site name, logo and icon as JSON text in the success envelope', async () => {
    const { status, body } = await get<{ settingValue: string }>(API_PATHS.site);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 200, message: 'success' });
    expect(typeof body.timestamp).toBe('number');
    expect(JSON.parse(body.result.settingValue)).toEqual({
      siteName: '好生活福利商城',
      logoImg: '/img/logo.svg',
      icon: '/img/favicon.svg',
      hotline: '400-820-8820',
      serviceEmail: 'service@goodlife-mall.example',
      icpRecord: '沪ICP备20260001号-1',
    });
  });

  it('names the site in English for the en-US locale', async () => {
    const { body } = await get<{ settingValue: string }>(API_PATHS.site, { headers: { locale: 'en-US' } });
    const setting = JSON.parse(body.result.settingValue);
    expect(setting.siteName).toBe('Good Life Benefits Mall');
  });
});

describe('page data', () => {
  it('answers the enterprise page of a platform and page type, its pageData JSON text holding the blocks', async () => {
    const { body } = await get<PageResult>(
      `${API_PATHS.pageIndex}?${query({ pageClientType: 'PC', platform: 'HSHSC', oneId: 'ent-acme', pageType: 'INDEX' })}`,
      asAcme,
    );
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({ id: 'page-hshsc-index', isEnglish: false, idEn: null });
    const pageData = JSON.parse(body.result.pageData) as { list: { key: string; type: string }[] };
    expect(pageData.list.length).toBeGreaterThan(0);
    expect(pageData.list[0]).toMatchObject({ key: '1700000100000_1', type: 'goodLifeCarousel' });
  });

  it('answers the page the platform shares with every enterprise when the enterprise has none of its own', async () => {
    const { body } = await get<PageResult>(
      `${API_PATHS.pageIndex}?${query({ platform: 'HSHSC', oneId: 'ent-blue', pageType: 'CUSTOM' })}`,
      asBlue,
    );
    expect(body.result.id).toBe('page-custom');
  });

  it("takes the enterprise from the caller's token, never from the query", async () => {
    const slot = query({ platform: 'HSHSC', oneId: 'ent-acme', pageType: 'INDEX' });
    const asGuest = await get<PageResult | null>(`${API_PATHS.pageIndex}?${slot}`);
    const asOther = await get<PageResult | null>(`${API_PATHS.pageIndex}?${slot}`, asBlue);
    expect(asGuest.body.result).toBeNull();
    expect(asOther.body.result).toBeNull();
  });

  it('answers result null when no page is published for the slot', async () => {
    const { status, body } = await get<PageResult | null>(
      `${API_PATHS.pageIndex}?${query({ platform: 'HSHSC', oneId: 'ent-blue', pageType: 'INDEX' })}`,
      asBlue,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 200, result: null });
  });

  it('answers the public page of the platform for a guest, with its English version', async () => {
    const { body } = await get<PageResult>(
      `${API_PATHS.pagePublic}?${query({ pageClientType: 'PC', platform: 'HSHSC' })}`,
    );
    expect(body.result).toMatchObject({
      id: 'page-hshsc-public',
      isEnglish: true,
      idEn: 'page-hshsc-public-en',
    });
    const types = (JSON.parse(body.result.pageData) as { list: { type: string }[] }).list.map((b) => b.type);
    // The good-life mall's block set (spec 03 section 3).
    expect(types).toEqual([
      'goodLifeCarousel',
      'goodLifePointSearch',
      'classifyShow',
      'hotShow',
      'goodLifeGoodsShow',
      'goodLifeBrandShow',
    ]);
  });

  it('answers result null for the public page of a platform that has none', async () => {
    const { body } = await get<PageResult | null>(`${API_PATHS.pagePublic}?platform=DZPT`);
    expect(body).toMatchObject({ success: true, result: null });
  });

  it('answers a published page by id, a page shared by every enterprise even to a guest', async () => {
    const { body } = await get<PageResult>(API_PATHS.pageById('page-broken'));
    expect(body.result.id).toBe('page-broken');
    expect((JSON.parse(body.result.pageData) as { list: unknown[] }).list).toHaveLength(7);
  });

  it('answers result null for an unknown page id', async () => {
    const { body } = await get<PageResult | null>(API_PATHS.pageById('page-nope'));
    expect(body).toMatchObject({ success: true, result: null });
  });

  it('refuses an unknown platform or page type with a 400 envelope and writes nothing', async () => {
    const before = await countAllRows(api.db);
    const badPlatform = await get<null>(
      `${API_PATHS.pageIndex}?${query({ platform: 'MARS', pageType: 'INDEX' })}`,
    );
    expect(badPlatform.status).toBe(400);
    expect(badPlatform.body).toMatchObject({ success: false, code: 400 });
    expect(badPlatform.body.message).toContain('platform');
    const badType = await get<null>(
      `${API_PATHS.pageIndex}?${query({ platform: 'HSHSC', pageType: 'HOME' })}`,
    );
    expect(badType.status).toBe(400);
    expect(badType.body.message).toContain('pageType');
    expect((await get<null>(`${API_PATHS.pagePublic}?platform=MARS`)).status).toBe(400);
    expect(await countAllRows(api.db)).toEqual(before);
  });
});

describe('availability', () => {
  const ask = (list: unknown[], request: TestRequest = {}) =>
    post<Availability[]>(API_PATHS.availability, { list }, request);

  it('answers each known plan and market, omitting unknown ids, for a guest', async () => {
    const { status, body } = await ask([
      { planId: 'plan-spring' },
      { marketId: 'market-flash-1', publicityBusModel: 'rush' },
      { planId: 'plan-summer-offline' },
      { planId: 'plan-blue-exclusive' },
      { planId: 'plan-upcoming' },
      { planId: 'plan-ended' },
      { planId: 'plan-nope' },
      { marketId: 'market-nope' },
    ]);
    expect(status).toBe(200);
    expect(body.result).toEqual([
      {
        planId: 'plan-spring',
        marketId: null,
        statusCN: '进行中',
        isShow: true,
        isOpen: true,
        displayPlatformCode: '1',
        publicityBusModel: null,
        businessType: null,
      },
      {
        planId: null,
        marketId: 'market-flash-1',
        statusCN: '进行中',
        isShow: true,
        isOpen: true,
        displayPlatformCode: '1',
        publicityBusModel: 'rush',
        businessType: null,
      },
      expect.objectContaining({
        planId: 'plan-summer-offline',
        statusCN: '已下线',
        isShow: true,
        isOpen: false,
      }),
      expect.objectContaining({ planId: 'plan-blue-exclusive', isShow: false, displayPlatformCode: '2' }),
      expect.objectContaining({ planId: 'plan-upcoming', statusCN: '未开始', isOpen: false }),
      expect.objectContaining({ planId: 'plan-ended', statusCN: '已结束', isOpen: false }),
    ]);
  });

  it("shows an enterprise's own plan to its employees only, by the enterprise of their access token", async () => {
    const blue = await ask([{ planId: 'plan-blue-exclusive' }], asBlue);
    expect(blue.body.result).toEqual([expect.objectContaining({ isShow: true, isOpen: true })]);
    const acme = await ask([{ planId: 'plan-blue-exclusive' }], asAcme);
    expect(acme.body.result).toEqual([expect.objectContaining({ isShow: false })]);
  });

  it('treats a caller with an oneId header or query but no valid token as a guest', async () => {
    for (const { url, headers } of [
      { url: API_PATHS.availability, headers: { oneId: 'ent-blue' } },
      { url: `${API_PATHS.availability}?oneId=ent-blue`, headers: {} },
      { url: API_PATHS.availability, headers: { accessToken: 'not-a-token', oneId: 'ent-blue' } },
    ]) {
      const { status, body } = await post<Availability[]>(
        url,
        { list: [{ planId: 'plan-blue-exclusive' }] },
        { headers },
      );
      expect(status, url).toBe(200);
      expect(body.result, url).toEqual([expect.objectContaining({ isShow: false })]);
    }
  });

  it('answers a plan asked for twice once', async () => {
    const { body } = await ask([{ planId: 'plan-tea' }, { planId: 'plan-tea' }]);
    expect(body.result).toHaveLength(1);
  });

  it('refuses a body that breaks the availability schema with a 400 envelope and writes nothing', async () => {
    const before = await countAllRows(api.db);
    for (const payload of [
      { list: [{ publicityBusModel: 'x' }] },
      { list: [{ planId: 42 }] },
      { list: { planId: 'plan-spring' } },
      { list: [{ planId: 'plan-spring', extra: true }] },
      {},
    ]) {
      const { status, body } = await post<null>(API_PATHS.availability, payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body).toMatchObject({ success: false, code: 400, result: null });
    }
    const notJson = await post<null>(API_PATHS.availability, '{"list": [', {
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ success: false, code: 400 });
    expect(await countAllRows(api.db)).toEqual(before);
  });
});

describe('goods of a plan or market', () => {
  it('answers the goods of a plan with prices in points and market prices in yuan', async () => {
    const { body } = await get<PlanGoods>(`${API_PATHS.planGoods}?planId=plan-spring`);
    expect(body.result).toMatchObject({ planId: 'plan-spring', name: '春节福利', marketType: null });
    expect(body.result.dateEnd).toBe(new Date(TEST_SEED_TIME.getTime() + 1440 * 3_600_000).toISOString());
    expect(body.result.goodsList).toHaveLength(10);
    expect(body.result.goodsList[0]).toEqual({
      skuId: '1001',
      goodsId: '101',
      productName: '有机大米 5kg',
      productImages: ['/img/goods/rice.svg'],
      specProductPrice: 89,
      specMarketPrice: 129,
      planId: 'plan-spring',
      planName: '春节福利',
      soldCount: 1234,
      stock: 500,
    });
  });

  it('names the goods of a plan and of a market in English for an English caller', async () => {
    const english = { headers: { locale: 'en-US' } };
    const plan = await get<PlanGoods>(`${API_PATHS.planGoods}?planId=plan-spring`, english);
    const market = await get<PlanGoods>(`${API_PATHS.marketGoods}?marketId=market-flash-1`, english);
    const names = [...plan.body.result.goodsList, ...market.body.result.goodsList].map((g) => g.productName);
    expect(names[0]).toBe('Organic rice 5kg');
    for (const name of names) expect(name).not.toMatch(/\p{Script=Han}/u);
  });

  it("uses the plan's own prices and point wording", async () => {
    const { body } = await get<PlanGoods>(`${API_PATHS.planGoods}?planId=plan-blue-exclusive`, asBlue);
    expect(body.result.goodsList[0]).toMatchObject({
      skuId: '1027',
      specProductPrice: 599,
      priceUnit: '福分',
    });
  });

  it('answers the goods of a flash-sale market with its dates', async () => {
    const { body } = await get<PlanGoods>(`${API_PATHS.marketGoods}?marketId=market-flash-1`);
    expect(body.result).toMatchObject({
      marketId: 'market-flash-1',
      marketType: 'rush',
      dateStart: new Date(TEST_SEED_TIME.getTime() - 24 * 3_600_000).toISOString(),
      dateEnd: new Date(TEST_SEED_TIME.getTime() + 72 * 3_600_000).toISOString(),
    });
    expect(body.result.goodsList.map((g) => [g.skuId, g.specProductPrice, g.marketId])).toEqual([
      ['1026', 99, 'market-flash-1'],
      ['1028', 299, 'market-flash-1'],
      ['1018', 39, 'market-flash-1'],
      ['1010', 49, 'market-flash-1'],
      ['1013', 59, 'market-flash-1'],
      ['1019', 59, 'market-flash-1'],
    ]);
  });

  it('answers 400 with "活动不存在" for an unknown plan or market, or one the caller may not see', async () => {
    for (const url of [
      `${API_PATHS.planGoods}?planId=plan-nope`,
      `${API_PATHS.marketGoods}?marketId=market-nope`,
      `${API_PATHS.planGoods}?planId=plan-blue-exclusive`,
    ]) {
      const { status, body } = await get<null>(url);
      expect(status, url).toBe(400);
      expect(body).toMatchObject({ success: false, code: 400, message: '活动不存在' });
    }
  });

  it('answers 400 when the plan id is missing', async () => {
    const { status, body } = await get<null>(API_PATHS.planGoods);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});

describe('partner jump addresses', () => {
  it('answers the address of a code, by business type when it has one', async () => {
    const mt = await post<{ url: string }>(API_PATHS.partnerPath, {
      code: 'MT',
      publicityBusModel: 'meituan',
    });
    expect(mt.body.result.url).toBe('https://meituan.partner.invalid/waimai?from=mall');
    const kudui = await post<{ url: string }>(API_PATHS.partnerPath, {
      code: 'KuDui_KDJD',
      publicityBusModel: 'KuDui',
      businessType: 'KDJD',
    });
    expect(kudui.body.result.url).toBe('https://kudui.partner.invalid/jd?from=mall');
  });

  it('answers an empty url for an unknown code or one the caller may not use', async () => {
    const unknown = await post<{ url: string }>(API_PATHS.partnerPath, {
      code: 'NOPE',
      publicityBusModel: 'x',
    });
    expect(unknown.body).toMatchObject({ success: true, result: { url: '' } });
    const guest = await post<{ url: string }>(API_PATHS.partnerPath, { code: 'JL', publicityBusModel: 'JL' });
    expect(guest.body.result.url).toBe('');
    const blue = await post<{ url: string }>(
      API_PATHS.partnerPath,
      { code: 'JL', publicityBusModel: 'JL' },
      asBlue,
    );
    expect(blue.body.result.url).toBe('https://jl.partner.invalid/?from=mall');
  });

  it('refuses a body without a code', async () => {
    const { status, body } = await post<null>(API_PATHS.partnerPath, { publicityBusModel: 'meituan' });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});

describe('category tree', () => {
  it('answers three levels of categories of model 26', async () => {
    const { body } = await get<CategoryNode[]>(API_PATHS.categoryTree);
    const food = body.result[0]!;
    expect(food).toMatchObject({ id: '1', name: '食品生鲜', parentId: '0', level: 0 });
    const grain = food.children[0]!;
    expect(grain).toMatchObject({ id: '11', parentId: '1', level: 1 });
    expect(grain.children[0]).toMatchObject({
      id: '111',
      name: '大米',
      parentId: '11',
      level: 2,
      children: [],
    });
    expect(body.result.map((c) => c.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(body.result.every((c) => c.children.every((s) => s.children.length > 0))).toBe(true);
  });

  it('names the categories in English for the en-US locale', async () => {
    const { body } = await get<CategoryNode[]>(API_PATHS.categoryTree, { headers: { locale: 'en-US' } });
    expect(body.result[0]?.name).toBe('Food');
  });

  it('answers an empty tree for a model without categories and 400 for a malformed model id', async () => {
    expect((await get<CategoryNode[]>(`${API_PATHS.categoryTree}?modelId=27`)).body.result).toEqual([]);
    expect((await get<null>(`${API_PATHS.categoryTree}?modelId=abc`)).status).toBe(400);
  });
});

describe('unknown paths', () => {
  it('answers an unknown API path with the 404 envelope', async () => {
    for (const url of ['/buyer/nothing/here', '/common/nope', '/goodsList']) {
      const { status, body } = await get<null>(url);
      expect(status, url).toBe(404);
      expect(body).toMatchObject({ success: false, code: 404, message: '接口不存在' });
    }
  });

  it('serves the fixture pictures under /img/', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/img/goods/rice.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('有机大米');
    expect((await api.app.inject({ method: 'GET', url: '/img/nope.svg' })).statusCode).toBe(404);
  });
});
