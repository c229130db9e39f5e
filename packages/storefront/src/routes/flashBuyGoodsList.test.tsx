import { API_PATHS, type PlanGoods } from '@mall/schemas';
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { platformAtom } from '../state/platform.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

/** Answers a sale's goods, asked by market or by plan. */
function answerSale(answer: PlanGoods) {
  fakeApi.answer(API_PATHS.marketGoods, answer);
  fakeApi.answer(API_PATHS.planGoods, answer);
}

/** The calls for a sale's goods, by market or by plan: their paths and queries, oldest first. */
const saleCalls = () =>
  [...fakeApi.sent(API_PATHS.marketGoods), ...fakeApi.sent(API_PATHS.planGoods)].map(({ path, query }) => [
    path,
    query,
  ]);

const NOW = new Date('2026-11-23T10:00:00+08:00');

const sale = (overrides: Partial<PlanGoods> = {}): PlanGoods => ({
  planId: null,
  marketId: 'market-rush-1',
  name: '双十二限时抢购',
  marketType: 'rush',
  dateStart: '2026-11-23T08:00:00+08:00',
  dateEnd: '2026-11-23T12:00:00+08:00',
  goodsList: [
    {
      skuId: '20001',
      goodsId: '2001',
      productName: '五常大米 5kg',
      productImages: ['/a.svg'],
      specProductPrice: 199,
    },
    {
      skuId: '20005',
      goodsId: '2003',
      productName: '金龙鱼食用油 5L',
      productImages: ['/b.svg'],
      specProductPrice: 88,
    },
  ],
  ...overrides,
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
  appStore.set(platformAtom, 'HSHSC');
  fakeApi.answer(API_PATHS.categoryTree, []);
  answerSale(sale());
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/flashBuyGoodsList', () => {
  it('lists the sale’s goods at the sale price, each opening the flash-buy goods detail', async () => {
    renderRoute('/flashBuyGoodsList?marketId=market-rush-1&dateStart=x&dateEnd=y');
    const content = await findMain();
    expect(await content.findByRole('heading', { name: '双十二限时抢购' })).toBeInTheDocument();
    expect(content.getByText(/^距结束/)).toHaveTextContent(/1 天|0 天 0[12] 时/);
    const list = content.getByRole('list', { name: '抢购商品' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('199 积分')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '去抢购：五常大米 5kg' })).toHaveAttribute(
      'href',
      '/goodsDetail?skuId=20001&marketType=rush&marketId=market-rush-1&dateEnd=2026-11-23T12%3A00%3A00%2B08%3A00',
    );
    expect(saleCalls()).toContainEqual([API_PATHS.marketGoods, { marketId: 'market-rush-1' }]);
  });

  it('counts down to the start of a sale that has not begun, without the go-buy buttons', async () => {
    answerSale(sale({ dateStart: '2026-11-23T11:00:00+08:00', dateEnd: '2026-11-23T13:00:00+08:00' }));
    renderRoute('/flashBuyGoodsList?marketId=market-rush-1');
    const content = await findMain();
    expect(await content.findByText(/^距开始/)).toHaveTextContent(/0 天 0[01] 时/);
    expect(content.queryByRole('link', { name: /^去抢购/ })).not.toBeInTheDocument();
  });

  it('says an ended sale has ended and keeps its goods without the go-buy buttons', async () => {
    answerSale(sale({ dateEnd: '2026-11-23T09:00:00+08:00' }));
    renderRoute('/flashBuyGoodsList?planId=plan-rush');
    const content = await findMain();
    expect(await content.findByText('活动已结束')).toBeInTheDocument();
    expect(saleCalls()).toEqual([[API_PATHS.planGoods, { planId: 'plan-rush' }]]);
    expect(content.getAllByRole('listitem')).toHaveLength(2);
    expect(content.queryByRole('link', { name: /^去抢购/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a sale the member may not see", async () => {
    fakeApi.fail(API_PATHS.marketGoods, { code: 400, message: '活动不存在', status: 400 });
    renderRoute('/flashBuyGoodsList?marketId=secret');
    expect(await (await findMain()).findByText('活动不存在')).toBeInTheDocument();
  });

  it('asks for a sale when the address names none', async () => {
    renderRoute('/flashBuyGoodsList');
    expect(
      await (await findMain()).findByText('地址里缺少抢购活动（planId 或 marketId）'),
    ).toBeInTheDocument();
    expect(saleCalls()).toEqual([]);
  });
});
