import { API_PATHS, type Goods, type GoodsSearchPage } from '@mall/schemas';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const goods = (n: number): Goods => ({
  skuId: `s${n}`,
  goodsId: `g${n}`,
  productName: `五常大米 东北长粒香米 ${n}`,
  productImages: [`/img/goods/lines/111-${n}.svg`],
  specProductPrice: 50 + n,
  specMarketPrice: 69,
  soldCount: 100 + n,
  stock: 10,
});

const page = (records: Goods[]): GoodsSearchPage => ({
  records,
  total: records.length,
  current: 1,
  size: 20,
  pages: 1,
});

beforeEach(() => {
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
  fakeApi.answer(API_PATHS.categoryTree, []);
  fakeApi.answer(API_PATHS.brandList, []);
  fakeApi.answer(API_PATHS.categoryCount, []);
  fakeApi.answer(API_PATHS.goodsSearch, page([goods(1), goods(2)]));
});

describe('/PointMall', () => {
  it('is the goods list under the points mall title, with what the points pay for', async () => {
    renderRoute('/PointMall');
    const content = await findMain();
    expect(await content.findByRole('heading', { level: 1, name: '积分商城' })).toBeInTheDocument();
    expect(await content.findByText('五常大米 东北长粒香米 1')).toBeInTheDocument();
    expect(content.getByText(/用福利积分兑换下列商品/)).toBeInTheDocument();

    await userEvent.click(content.getByRole('checkbox', { name: '只看我的积分够兑换的' }));
    await waitFor(() =>
      expect(fakeApi.lastSent(API_PATHS.goodsSearch, 'GET').query).toMatchObject({ pointFilter: '1' }),
    );
  });

  it('is titled by the search once the member searches', async () => {
    renderRoute('/PointMall?keyword=大米');
    expect(await (await findMain()).findByRole('heading', { level: 1, name: /大米/ })).toBeInTheDocument();
  });
});
