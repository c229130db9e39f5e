import {
  API_PATHS,
  type BrandCount,
  type CategoryNode,
  type Goods,
  type GoodsSearchPage,
  type NavItem,
  type Region,
} from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { platformAtom } from '../state/platform.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

const SEARCH = API_PATHS.goodsSearch;
const BRANDS = API_PATHS.brandList;

const node = (id: string, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  level: id.length - 1,
  parentId: id.length > 1 ? id.slice(0, -1) : '0',
  children,
});

const TREE = [
  node('1', '食品生鲜', [
    node('11', '粮油调味', [node('111', '大米'), node('112', '食用油')]),
    node('12', '茶饮冲调'),
    node('14', '生鲜', [{ ...node('141', '水产海鲜'), cityFlag: true }]),
  ]),
  node('2', '家居生活'),
];

const region = (id: string, name: string): Region => ({
  id,
  name,
  parentId: id.length > 2 ? id.slice(0, 2) : '0',
  level: id.length / 2,
});

const REGIONS: Record<string, Region[]> = {
  '0': [region('11', '北京市'), region('44', '广东省')],
  '11': [region('1101', '北京市')],
  '44': [region('4401', '广州市'), region('4403', '深圳市')],
};

const NAV_ITEMS: NavItem[] = [
  { id: 'nav-home', name: '首页', url: '/', sort: 10 },
  { id: 'nav-spring', name: '春节福利', url: '/goodsList?planId=plan-spring', sort: 40 },
  { id: 'nav-health', name: '健康体检', url: '/goodsList?planId=plan-health', sort: 45 },
  { id: 'nav-year', name: '年度福利选择', url: '/benefitYear', sort: 50 },
  { id: 'nav-quarter', name: '季度福利', url: '/benefitQuarter', sort: 60 },
];

const goods = (n: number, overrides: Partial<Goods> = {}): Goods => ({
  skuId: `s${n}`,
  goodsId: `g${n}`,
  productName: `五常大米 东北长粒香米 ${n}`,
  productImages: [`/img/goods/lines/111-${n}.svg`],
  specProductPrice: 50 + n,
  specMarketPrice: 69,
  soldCount: 100 + n,
  stock: 10,
  ...overrides,
});

const page = (records: Goods[], overrides: Partial<GoodsSearchPage> = {}): GoodsSearchPage => ({
  records,
  total: records.length,
  current: 1,
  size: 20,
  pages: 1,
  ...overrides,
});

/** The query of the last goods search sent. */
const lastSearch = () => fakeApi.lastSent(SEARCH, 'GET').query;

const everyCategory = (nodes: readonly CategoryNode[]): string[] =>
  nodes.flatMap((node) => [node.id, ...everyCategory(node.children)]);

beforeEach(() => {
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
  appStore.set(platformAtom, 'HSHSC');
  fakeApi.answer(API_PATHS.categoryTree, TREE);
  fakeApi.answer(
    API_PATHS.regionChildren('*'),
    ({ path }) => REGIONS[path.slice(path.lastIndexOf('/') + 1)] ?? [],
  );
  fakeApi.answer(API_PATHS.navItems, NAV_ITEMS);
  fakeApi.answer(API_PATHS.availability, [
    { planId: 'plan-spring', isShow: true, isOpen: true },
    { planId: 'plan-health', isShow: false, isOpen: false },
  ]);
  // No configured page behind the list.
  for (const path of [API_PATHS.pageIndex, API_PATHS.pagePublic, API_PATHS.pageById('*')])
    fakeApi.answer(path, null);
  fakeApi.answer(BRANDS, [
    { brandId: 'b101', brandName: '五常大米', count: 3 },
    { brandId: 'b102', brandName: '金龙鱼', count: 1 },
  ]);
  // Every category has goods: two in each, whatever its level.
  fakeApi.answer(
    API_PATHS.categoryCount,
    everyCategory(TREE).map((categoryId) => ({ categoryId, count: 2 })),
  );
  fakeApi.answer(SEARCH, page([goods(1), goods(2, { stock: 0 }), goods(3)]));
});

describe('/goodsList', () => {
  it('shows the goods a keyword finds, with pictures, points, market prices and the count', async () => {
    renderRoute('/goodsList?keyword=大米');
    const list = await (await findMain()).findByRole('list', { name: '商品列表' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: '五常大米 东北长粒香米 1' })).toHaveAttribute(
      'href',
      '/goodsDetail?skuId=s1&goodsId=g1',
    );
    // The picture repeats the name's link, so it is hidden from screen readers; it keeps its alt text.
    const picture = within(items[0]!).getByAltText('五常大米 东北长粒香米 1');
    expect(picture).toHaveAttribute('width', '200');
    expect(within(items[0]!).getByText('51 积分')).toBeInTheDocument();
    expect(within(items[0]!).getByText('市场价 ¥69.00')).toBeInTheDocument();
    expect(within(items[1]!).getByText('补货中')).toBeInTheDocument();
    expect((await findMain()).getByRole('heading', { name: '“大米”的搜索结果' })).toBeInTheDocument();
    expect((await findMain()).getByText('共 3 件商品')).toBeInTheDocument();
    expect(lastSearch()).toMatchObject({ keyword: '大米', pageNumber: '1', pageSize: '20' });
  });

  it('loads the pictures of the first screen at once and the others as they near the viewport', async () => {
    fakeApi.answer(SEARCH, page([1, 2, 3, 4, 5, 6].map((n) => goods(n))));
    renderRoute('/goodsList?keyword=大米');
    const list = await (await findMain()).findByRole('list', { name: '商品列表' });
    const loading = within(list)
      .getAllByRole('img', { hidden: true })
      .map((picture) => picture.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('shows the goods only once the filter rows above them have come, so the rows never push them down', async () => {
    let sendBrands: (brands: BrandCount[]) => void = () => {};
    fakeApi.answer(BRANDS, () => new Promise((resolve) => (sendBrands = resolve)));
    renderRoute('/goodsList?categoryId=1,11');
    const content = await findMain();
    expect(await content.findByRole('status')).toHaveTextContent('商品加载中…');
    // The goods have come (the count shows) while the brands are still out.
    expect(await content.findByText('共 3 件商品')).toBeInTheDocument();
    expect(content.queryByRole('list', { name: '商品列表' })).not.toBeInTheDocument();
    expect(content.queryByRole('region', { name: '筛选条件' })).not.toBeInTheDocument();

    sendBrands([{ brandId: 'b102', brandName: '金龙鱼', count: 1 }]);
    expect(await content.findByRole('list', { name: '商品列表' })).toBeInTheDocument();
    const filters = within(content.getByRole('region', { name: '筛选条件' }));
    expect(filters.getByRole('button', { name: '金龙鱼(1)' })).toBeInTheDocument();
    expect(filters.getByRole('button', { name: '粮油调味(2)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by category level after level, each choice starting again at the first page', async () => {
    const user = userEvent.setup();
    renderRoute('/goodsList?keyword=大米&pageNumber=2');
    const filters = within(await (await findMain()).findByRole('region', { name: '筛选条件' }));
    await user.click(await filters.findByRole('button', { name: '食品生鲜(2)' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ categoryId: '1', pageNumber: '1' }));
    await user.click(await filters.findByRole('button', { name: '粮油调味(2)' }));
    await user.click(await filters.findByRole('button', { name: '大米(2)' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ keyword: '大米', categoryId: '1,11,111' }));
    expect(filters.getByRole('button', { name: '大米(2)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by a points range and by brand, and sorts by price up then down', async () => {
    const user = userEvent.setup();
    renderRoute('/goodsList?categoryId=1,11,111');
    const content = await findMain();
    await user.type(await content.findByRole('textbox', { name: '最低积分' }), '200');
    await user.type(content.getByRole('textbox', { name: '最高积分' }), '100');
    await user.click(content.getByRole('button', { name: '确定' }));
    // Ends given the wrong way round are swapped, not refused.
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({
        productLowerPrice: '100',
        productHigherPrice: '200',
        categoryId: '1,11,111',
      }),
    );
    await user.click(await content.findByRole('button', { name: '金龙鱼(1)' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ brandId: 'b102' }));

    const sorts = within(content.getByRole('group', { name: '排序' }));
    await user.click(sorts.getByRole('button', { name: '价格' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ sortFilter: 'priceAsc' }));
    await user.click(sorts.getByRole('button', { name: '价格从低到高' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ sortFilter: 'priceDesc' }));
    await user.click(sorts.getByRole('button', { name: '销量' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ sortFilter: 'sales' }));
  });

  it('pages through the results', async () => {
    const user = userEvent.setup();
    fakeApi.answer(
      SEARCH,
      page(
        Array.from({ length: 20 }, (_, i) => goods(i + 1)),
        { total: 45, pages: 3 },
      ),
    );
    renderRoute('/goodsList?keyword=大米');
    await user.click(await (await findMain()).findByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ keyword: '大米', pageNumber: '2' }));
  });

  it('says when nothing matches, and offers a retry when the goods cannot be loaded', async () => {
    fakeApi.answer(SEARCH, page([]));
    const { unmount } = renderRoute('/goodsList?keyword=没有这种东西');
    expect(await (await findMain()).findByText('没有找到符合条件的商品')).toBeInTheDocument();
    unmount();

    fakeApi.fail(SEARCH, 'network', { once: true });
    renderRoute('/goodsList?keyword=出错');
    const retry = await (await findMain()).findByRole('button', { name: '重试' });
    fakeApi.answer(SEARCH, page([goods(7)]));
    await userEvent.click(retry);
    expect(
      await (await findMain()).findByRole('link', { name: '五常大米 东北长粒香米 7' }),
    ).toBeInTheDocument();
  });

  it("prices in the enterprise's own word for points", async () => {
    appStore.set(oneIdAtom, 'ent-blue');
    renderRoute('/goodsList?keyword=大米');
    expect(await (await findMain()).findByText('51 蓝海币')).toBeInTheDocument();
  });
});

/** The category navigation in the header; waits for its code. */
const categoryNav = async () =>
  within(await screen.findByRole('navigation', { name: '商品导航' }, { timeout: 5000 }));

describe('/goodsList category navigation', () => {
  it('shows the category menu under the header; a category opens a flyout linking each level by its path', async () => {
    const user = userEvent.setup();
    renderRoute('/goodsList?keyword=大米');
    const nav = await categoryNav();
    const menu = nav.getByRole('button', { name: '全部商品分类' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.hover(menu);
    await user.hover(await nav.findByRole('link', { name: '食品生鲜' }));
    const flyout = within(nav.getByRole('list', { name: '食品生鲜的子分类' }));
    expect(flyout.getByRole('link', { name: '粮油调味' })).toHaveAttribute(
      'href',
      '/goodsList?categoryId=1,11',
    );
    expect(flyout.getByRole('link', { name: '食用油' })).toHaveAttribute(
      'href',
      '/goodsList?categoryId=1,11,112',
    );

    await user.click(flyout.getByRole('link', { name: '大米' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ categoryId: '1,11,111' }));
    expect(lastSearch().keyword).toBeUndefined();
  });

  it('links all goods without the category', async () => {
    const user = userEvent.setup();
    renderRoute('/goodsList?categoryId=1,11');
    await user.click((await categoryNav()).getByRole('link', { name: '全部商品' }));
    await waitFor(() => expect(lastSearch().categoryId).toBeUndefined());
  });

  it('shows the category list open when the address says showAllNav=1', async () => {
    renderRoute('/goodsList?showAllNav=1');
    const nav = await categoryNav();
    expect(nav.queryByRole('button', { name: '全部商品分类' })).not.toBeInTheDocument();
    const list = within(await nav.findByRole('list', { name: '商品分类' }));
    expect(await list.findByRole('link', { name: '家居生活' })).toHaveAttribute(
      'href',
      '/goodsList?categoryId=2',
    );
  });

  it('shows plan items the member may see (one availability call) and the year choice only with isYear', async () => {
    window.localStorage.setItem('isYear', 'true');
    renderRoute('/goodsList');
    const items = within(await (await categoryNav()).findByRole('list', { name: '精选频道' }));
    expect(await items.findByRole('link', { name: '春节福利' })).toHaveAttribute(
      'href',
      '/goodsList?planId=plan-spring',
    );
    expect(items.getByRole('link', { name: '年度福利选择' })).toHaveAttribute('href', '/benefitYear');
    expect(items.queryByRole('link', { name: '健康体检' })).not.toBeInTheDocument();
    expect(items.queryByRole('link', { name: '季度福利' })).not.toBeInTheDocument();
    expect(fakeApi.sent(API_PATHS.availability, 'POST').map(({ body }) => body)).toEqual([
      { list: [{ planId: 'plan-spring' }, { planId: 'plan-health' }] },
    ]);
  });

  it('shows no category navigation in custom-page mode', async () => {
    renderRoute('/goodsList?keyword=大米&pageType=custom');
    expect(await (await findMain()).findByText('共 3 件商品')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '商品导航' })).not.toBeInTheDocument();
    expect(fakeApi.sent(API_PATHS.navItems)).toEqual([]);
  });
});

describe('/goodsList delivery city', () => {
  it('offers the delivery city for city goods and searches the chosen province, then the city', async () => {
    const user = userEvent.setup();
    renderRoute('/goodsList?cityFlag=1&keyword=海鲜');
    const row = within(await (await findMain()).findByRole('group', { name: '配送城市' }));
    const city = row.getByRole('combobox', { name: '城市' });
    expect(city).toBeDisabled();

    await user.selectOptions(await row.findByRole('combobox', { name: '省份' }), '广东省');
    await waitFor(() => expect(lastSearch()).toMatchObject({ keyword: '海鲜', regionId: '44' }));
    await user.selectOptions(city, await row.findByRole('option', { name: '深圳市' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ keyword: '海鲜', regionId: '4403' }));
  });

  it('goes back to every region when the province is cleared', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/goodsList?cityFlag=1&regionId=4403');
    const row = within(await (await findMain()).findByRole('group', { name: '配送城市' }));
    const province = row.getByRole('combobox', { name: '省份' });
    await waitFor(() => expect(province).toHaveValue('44'));

    await user.selectOptions(province, '全部省份');
    await waitFor(() => expect(router.state.location.search).toBe('?cityFlag=1'));
    expect(row.getByRole('combobox', { name: '城市' })).toBeDisabled();
  });

  it('shows the delivery city for a category of city goods, and not for other goods', async () => {
    const { unmount } = renderRoute('/goodsList?categoryId=1,11,111');
    expect(await (await findMain()).findByText('共 3 件商品')).toBeInTheDocument();
    expect((await findMain()).queryByRole('group', { name: '配送城市' })).not.toBeInTheDocument();
    unmount();

    renderRoute('/goodsList?categoryId=1,14,141');
    expect(await (await findMain()).findByRole('group', { name: '配送城市' })).toBeInTheDocument();
  });

  it('shows the province and city of the address, and searches them', async () => {
    renderRoute('/goodsList?cityFlag=1&regionId=4403');
    const row = within(await (await findMain()).findByRole('group', { name: '配送城市' }));
    await waitFor(() => expect(row.getByRole('combobox', { name: '省份' })).toHaveValue('44'));
    await waitFor(() => expect(row.getByRole('combobox', { name: '城市' })).toHaveValue('4403'));
    expect(lastSearch()).toMatchObject({ regionId: '4403' });
  });
});

describe('/goodsList brand row (showBrand)', () => {
  const TWENTY_BRANDS = Array.from({ length: 20 }, (_, i) => ({
    brandId: `b${i + 1}`,
    brandName: `品牌${i + 1}`,
    count: 40 - i,
  }));
  const filters = async () => within(await (await findMain()).findByRole('region', { name: '筛选条件' }));

  beforeEach(() => {
    fakeApi.answer(BRANDS, TWENTY_BRANDS);
  });

  it('shows the first 16 brands when the address does not say, as every other link to the list expects', async () => {
    renderRoute('/goodsList?keyword=大米');
    const brandRow = within((await filters()).getByRole('group', { name: '品牌' }));
    expect(brandRow.getByRole('button', { name: '品牌16(25)' })).toBeInTheDocument();
    expect(brandRow.queryByRole('button', { name: '品牌17(24)' })).not.toBeInTheDocument();
  });

  it('shows every brand with showBrand=1, where the brand blocks’ “more” link leads', async () => {
    renderRoute('/goodsList?showBrand=1');
    const brandRow = within((await filters()).getByRole('group', { name: '品牌' }));
    expect(brandRow.getByRole('button', { name: '品牌20(21)' })).toBeInTheDocument();
    expect(brandRow.getAllByRole('button')).toHaveLength(21); // 全部 and the 20 brands
  });

  it('leaves the brand row out with showBrand=0, without asking for the brands, and keeps the other filters', async () => {
    renderRoute('/goodsList?keyword=大米&showBrand=0');
    const row = await filters();
    expect(row.getByRole('group', { name: '分类' })).toBeInTheDocument();
    expect(row.queryByRole('group', { name: '品牌' })).not.toBeInTheDocument();
    expect(await (await findMain()).findByRole('list', { name: '商品列表' })).toBeInTheDocument();
    expect(fakeApi.sent(BRANDS)).toEqual([]);
  });

  it('still searches the brands an address names when the row is left out', async () => {
    renderRoute('/goodsList?brandId=b3&showBrand=false');
    expect(await (await findMain()).findByRole('list', { name: '商品列表' })).toBeInTheDocument();
    expect(lastSearch()).toMatchObject({ brandId: 'b3' });
    expect(screen.queryByRole('group', { name: '品牌' })).not.toBeInTheDocument();
  });
});
