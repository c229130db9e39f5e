import { API_PATHS, type Goods, type GoodsSearchPage, type StoreDetail } from '@mall/schemas';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { platformAtom } from '../state/platform.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

const SEARCH = API_PATHS.goodsSearch;

const STORE: StoreDetail = {
  storeId: 's4',
  storeName: '京东超市',
  logo: '/img/stores/s4.svg',
  description: '日用百货、粮油食品，京东物流配送到家。',
  supplierCode: 'JD',
  supplierName: '京东',
  supplierBadge: '京东配送',
  goodsCount: 159,
  categories: [
    { id: '1', name: '食品生鲜' },
    { id: '2', name: '家居生活' },
  ],
};

const goods = (n: number): Goods => ({
  skuId: `s${n}`,
  goodsId: `g${n}`,
  productName: `京东超市商品 ${n}`,
  productImages: [`/img/goods/${n}.svg`],
  specProductPrice: 100 + n,
});

const page = (records: Goods[], total = records.length): GoodsSearchPage => ({
  records,
  total,
  current: 1,
  size: 20,
  pages: Math.ceil(total / 20),
});

/** The query of the last goods search sent. */
const lastSearch = () => fakeApi.lastSent(SEARCH, 'GET').query;

beforeEach(() => {
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
  appStore.set(platformAtom, 'HSHSC');
  fakeApi.answer(API_PATHS.categoryTree, []);
  fakeApi.answer(API_PATHS.storeDetail('*'), STORE);
  fakeApi.answer(SEARCH, page([goods(1), goods(2)], 159));
});

describe('/merchant', () => {
  it("shows the store's band and its goods, searched in that store only", async () => {
    renderRoute('/merchant?id=s4');
    const content = await findMain();
    expect(await content.findByRole('heading', { name: '京东超市' })).toBeInTheDocument();
    expect(content.getByAltText('京东超市的店标')).toHaveAttribute('width', '80');
    expect(content.getByText('京东配送')).toBeInTheDocument();
    expect(content.getByText('在售商品 159 件')).toBeInTheDocument();
    const list = await content.findByRole('list', { name: '商品列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(lastSearch()).toMatchObject({ storeId: 's4', pageNumber: '1' });
    expect(fakeApi.sent(API_PATHS.storeDetail('*')).map(({ path }) => path)).toEqual([
      API_PATHS.storeDetail('s4'),
    ]);
  });

  it("narrows the store's goods by its categories, a keyword and a sort, all in the address", async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/merchant?id=s4');
    const content = await findMain();
    const categories = within(await content.findByRole('navigation', { name: '店铺分类' }));
    await user.click(categories.getByRole('button', { name: '食品生鲜' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ storeId: 's4', categoryId: '1' }));
    expect(categories.getByRole('button', { name: '食品生鲜' })).toHaveAttribute('aria-pressed', 'true');

    const search = within(content.getByRole('search', { name: '在本店搜索' }));
    await user.type(search.getByRole('searchbox'), '大米');
    await user.click(search.getByRole('button', { name: '搜本店' }));
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({ storeId: 's4', categoryId: '1', keyword: '大米' }),
    );

    await user.click(
      within(content.getByRole('group', { name: '排序' })).getByRole('button', { name: '销量' }),
    );
    await waitFor(() => expect(lastSearch()).toMatchObject({ sortFilter: 'sales' }));
    expect(router.state.location.search).toBe(
      '?id=s4&categoryId=1&keyword=%E5%A4%A7%E7%B1%B3&sortFilter=sales',
    );

    await user.click(categories.getByRole('button', { name: '全部商品' }));
    await waitFor(() => expect(lastSearch().categoryId).toBeUndefined());
  });

  it('says so when the store does not exist', async () => {
    fakeApi.fail(API_PATHS.storeDetail('nope'), { status: 404 });
    renderRoute('/merchant?id=nope');
    expect(await (await findMain()).findByText('店铺不存在')).toBeInTheDocument();
    expect(fakeApi.sent(SEARCH)).toEqual([]);
  });

  it('asks for a store when the address names none', async () => {
    renderRoute('/merchant');
    expect(await (await findMain()).findByText('地址里缺少店铺编号（id）')).toBeInTheDocument();
  });
});
