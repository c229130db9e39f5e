import type { CategoryNode, Goods, GoodsSearchPage, GoodsSearchQuery } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCategoryTree, fetchSearchBrands, searchGoods } from '../api/catalogue.ts';
import { platformAtom } from '../state/platform.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.mock('../api/catalogue.ts', () => ({
  fetchCategoryTree: vi.fn(),
  fetchSearchBrands: vi.fn(),
  searchGoods: vi.fn(),
}));
vi.mock('../api/site.ts', () => ({
  fetchSiteSetting: vi.fn(async () => ({ siteName: '好生活福利商城' })),
}));

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
  ]),
  node('2', '家居生活'),
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

/** The page's own content, apart from the header; waits for the route's code. */
const main = async () => within(await screen.findByRole('main', {}, { timeout: 5000 }));
const lastSearch = () => vi.mocked(searchGoods).mock.lastCall?.[0] as GoodsSearchQuery;

beforeEach(() => {
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
  appStore.set(platformAtom, 'HSHSC');
  vi.mocked(fetchCategoryTree).mockResolvedValue(TREE);
  vi.mocked(fetchSearchBrands).mockResolvedValue([
    { brandId: 'b101', brandName: '五常大米', count: 3 },
    { brandId: 'b102', brandName: '金龙鱼', count: 1 },
  ]);
  vi.mocked(searchGoods).mockReset();
  vi.mocked(searchGoods).mockResolvedValue(page([goods(1), goods(2, { stock: 0 }), goods(3)]));
});

describe('/goodsList', () => {
  it('shows the goods a keyword finds, with pictures, points, market prices and the count', async () => {
    renderRoute('/goodsList?keyword=大米');
    const list = await (await main()).findByRole('list', { name: '商品列表' });
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
    expect((await main()).getByRole('heading', { name: '“大米”的搜索结果' })).toBeInTheDocument();
    expect((await main()).getByText('共 3 件商品')).toBeInTheDocument();
    expect(lastSearch()).toMatchObject({ keyword: '大米', pageNumber: '1', pageSize: '20' });
  });

  it('filters by category level after level, each choice starting again at the first page', async () => {
    const user = userEvent.setup();
    renderRoute('/goodsList?keyword=大米&pageNumber=2');
    const filters = within(await (await main()).findByRole('region', { name: '筛选条件' }));
    await user.click(await filters.findByRole('button', { name: '食品生鲜' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ categoryId: '1', pageNumber: '1' }));
    await user.click(await filters.findByRole('button', { name: '粮油调味' }));
    await user.click(await filters.findByRole('button', { name: '大米' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ keyword: '大米', categoryId: '1,11,111' }));
    expect(filters.getByRole('button', { name: '大米' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by a points range and by brand, and sorts by price up then down', async () => {
    const user = userEvent.setup();
    renderRoute('/goodsList?categoryId=1,11,111');
    const content = await main();
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
    await user.click(await content.findByRole('button', { name: '金龙鱼' }));
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
    vi.mocked(searchGoods).mockResolvedValue(
      page(
        Array.from({ length: 20 }, (_, i) => goods(i + 1)),
        { total: 45, pages: 3 },
      ),
    );
    renderRoute('/goodsList?keyword=大米');
    await user.click(await (await main()).findByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ keyword: '大米', pageNumber: '2' }));
  });

  it('says when nothing matches, and offers a retry when the goods cannot be loaded', async () => {
    vi.mocked(searchGoods).mockResolvedValue(page([]));
    const { unmount } = renderRoute('/goodsList?keyword=没有这种东西');
    expect(await (await main()).findByText('没有找到符合条件的商品')).toBeInTheDocument();
    unmount();

    vi.mocked(searchGoods).mockRejectedValueOnce(new Error('offline'));
    renderRoute('/goodsList?keyword=出错');
    const retry = await (await main()).findByRole('button', { name: '重试' });
    vi.mocked(searchGoods).mockResolvedValue(page([goods(7)]));
    await userEvent.click(retry);
    expect(await (await main()).findByRole('link', { name: '五常大米 东北长粒香米 7' })).toBeInTheDocument();
  });

  it("prices in the enterprise's own word for points", async () => {
    appStore.set(oneIdAtom, 'ent-blue');
    renderRoute('/goodsList?keyword=大米');
    expect(await (await main()).findByText('51 蓝海币')).toBeInTheDocument();
  });
});
