import {
  API_PATHS,
  type CollectionInfo,
  type GoodsDetail,
  type GoodsEvaluationPage,
  type Region,
  type SkuSpecs,
} from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryRegionAtom } from '../state/delivery-region.ts';
import { platformAtom } from '../state/platform.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi, type Answer } from '../test/fake-api.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

/** The detail page's call for any SKU (it records the visit: isAdd 1). */
const DETAIL = API_PATHS.skuDetailPreview('*', '1');
/** Adding to the cart: POST skuId, num. */
const ADD_TO_CART = API_PATHS.cart;

/** The SKU a detail call asked for: the segment before isAdd. */
const skuOf = (path: string) => decodeURIComponent(path.split('/').at(-2) ?? '');

/** Answers the detail call (a function of the SKU and the query, or one goods for any). */
const answerDetail = (answer: Answer) => fakeApi.answer(DETAIL, answer);

/** The detail calls sent, as `[skuId, query]`, oldest first. */
const detailsAsked = () => fakeApi.sent(DETAIL, 'GET').map(({ path, query }) => [skuOf(path), query]);

/** The cart additions sent, as their form fields. */
const cartAdditions = () => fakeApi.sent(ADD_TO_CART, 'POST').map(({ body }) => body);

const REGIONS: Record<string, Region[]> = {
  '0': [{ id: '11', parentId: '0', name: '北京市', level: 0 }],
  '11': [{ id: '1101', parentId: '11', name: '北京市辖区', level: 1 }],
};

const detail = (overrides: Partial<GoodsDetail> = {}): GoodsDetail => ({
  skuId: '20001',
  goodsId: '2001',
  productName: '五常大米 5kg 袋装',
  productImages: ['/img/goods/lines/111-1.svg', '/img/goods/lines/111-2.svg'],
  specProductPrice: 368,
  specMarketPrice: 79,
  brandId: 'b101',
  brandName: '五常',
  categoryPath: ['1001', '10011', '100111'],
  categoryNames: ['食品生鲜', '粮油调味', '大米'],
  storeId: 's3',
  storeName: '京东自营店',
  supplierCode: 'JD',
  supplierBadge: '京东配送',
  freeShippingThreshold: 59,
  freight: 6,
  stock: 12,
  stockState: 'IN_STOCK',
  deliverable: null,
  onSale: true,
  soldCount: 230,
  spec: '5kg 袋装',
  specValues: [{ name: '重量', value: '5kg' }],
  intro: '东北黑土地种植。\n一季一收。',
  params: [{ name: '产地', value: '黑龙江五常' }],
  ...overrides,
});

const SPECS: SkuSpecs = {
  specs: [{ name: '重量', values: ['5kg', '10kg'] }],
  skus: [
    { skuId: '20001', values: ['5kg'], stock: 12, onSale: true, specProductPrice: 368 },
    { skuId: '20002', values: ['10kg'], stock: 3, onSale: true, specProductPrice: 688 },
  ],
};

let favorited: CollectionInfo;

beforeEach(() => {
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
  appStore.set(platformAtom, 'HSHSC');
  appStore.set(deliveryRegionAtom, null);
  favorited = { isCollection: false, collectionCount: 4 };
  fakeApi.answer(API_PATHS.categoryTree, []);
  answerDetail(({ path }) =>
    skuOf(path) === '20002'
      ? detail({ skuId: '20002', productName: '五常大米 10kg 袋装', specProductPrice: 688, stock: 3 })
      : detail(),
  );
  fakeApi.answer(API_PATHS.skuSpecs('*'), SPECS);
  fakeApi.answer(API_PATHS.collectionInfo, () => favorited);
  fakeApi.answer(API_PATHS.collectionAdd('GOODS', '*'), () => {
    favorited = { isCollection: true, collectionCount: 5 };
    return null;
  });
  fakeApi.answer(API_PATHS.collectionDelete('GOODS', '*'), () => {
    favorited = { isCollection: false, collectionCount: 4 };
    return null;
  });
  fakeApi.answer(ADD_TO_CART, null, { method: 'POST' });
  fakeApi.answer(API_PATHS.cartCount, 2);
  fakeApi.answer(
    API_PATHS.regionChildren('*'),
    ({ path }) => REGIONS[path.slice(path.lastIndexOf('/') + 1)] ?? [],
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/goodsDetail', () => {
  it('shows the goods: pictures, points and market price, brand, store, freight, stock and the tabs', async () => {
    renderRoute('/goodsDetail?skuId=20001&goodsId=2001');
    const content = await findMain();
    expect(await content.findByRole('heading', { name: '五常大米 5kg 袋装' })).toBeInTheDocument();
    expect(content.getByText('368 积分')).toBeInTheDocument();
    expect(content.getByText('¥79.00')).toBeInTheDocument();
    expect(content.getByText('已兑 230 件')).toBeInTheDocument();
    const picture = content.getByAltText('五常大米 5kg 袋装，第 1 张图');
    expect(picture).toHaveAttribute('width', '400');
    expect(content.getByRole('link', { name: '大米' })).toHaveAttribute(
      'href',
      '/goodsList?categoryId=1001,10011,100111',
    );
    expect(content.getByRole('link', { name: '五常' })).toHaveAttribute('href', '/goodsList?brandId=b101');
    expect(content.getByRole('link', { name: '京东自营店' })).toHaveAttribute('href', '/merchant?id=s3');
    expect(content.getByText('京东配送')).toBeInTheDocument();
    expect(content.getByText('满 59 积分包邮，不满收运费 6 积分')).toBeInTheDocument();
    expect(content.getByText('有货')).toBeInTheDocument();
    expect(await content.findByText('4 人收藏')).toBeInTheDocument();
    expect(content.getByText(/东北黑土地种植/)).toBeInTheDocument();
    expect(detailsAsked()).toContainEqual(['20001', {}]);
  });

  it("shows the goods' reviews in their tab: count, average, masked names, text as text", async () => {
    const reviews: GoodsEvaluationPage = {
      records: [
        {
          id: 'rev-2',
          memberName: '张*',
          stars: 3,
          content: '<img src=x onerror=alert(1)> 还行',
          images: [],
          skuName: '五常大米 5kg 袋装',
          createTime: '2026-02-01T02:00:00.000Z',
        },
        {
          id: 'rev-1',
          memberName: '许*',
          stars: 5,
          content: '很香',
          images: ['/img/goods/rice.svg'],
          skuName: '五常大米 5kg 袋装',
          createTime: '2026-01-01T02:00:00.000Z',
        },
      ],
      total: 2,
      current: 1,
      size: 10,
      pages: 1,
      averageStars: 4,
    };
    fakeApi.answer(API_PATHS.goodsEvaluations('*'), reviews);
    const user = userEvent.setup();
    renderRoute('/goodsDetail?skuId=20001&goodsId=2001');
    const content = await findMain();
    await user.click(await content.findByRole('tab', { name: '评价' }));
    expect(await content.findByText('共 2 条评价')).toBeInTheDocument();
    expect(content.getByText('平均 4.0 星')).toBeInTheDocument();
    const list = within(content.getByRole('list', { name: '商品评价' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByText('张*')).toBeInTheDocument();
    expect(list.getByRole('img', { name: '3 星' })).toBeInTheDocument();
    expect(list.getByText('<img src=x onerror=alert(1)> 还行')).toBeInTheDocument();
    expect(list.getByAltText('许* 的晒图 1')).toHaveAttribute('width', '80');
    const asked = fakeApi.lastSent(API_PATHS.goodsEvaluations('*'), 'GET');
    expect([asked.path, asked.query]).toEqual([
      API_PATHS.goodsEvaluations('2001'),
      { pageNumber: '1', pageSize: '10' },
    ]);
  });

  it('chooses a picture from the thumbnails by click and arrow keys, and enlarges it in a dialog Escape closes', async () => {
    const user = userEvent.setup();
    answerDetail(detail({ productImages: ['/img/a.svg', '/img/b.svg', '/img/c.svg'] }));
    renderRoute('/goodsDetail?skuId=20001&goodsId=2001');
    const content = await findMain();
    const gallery = await content.findByRole('region', { name: '商品图片' });
    const mainPicture = () => within(gallery).getByAltText(/五常大米 5kg 袋装，第 \d 张图/);
    expect(mainPicture()).toHaveAttribute('src', '/img/a.svg');

    await user.click(within(gallery).getByRole('button', { name: '看第 3 张图' }));
    expect(mainPicture()).toHaveAttribute('src', '/img/c.svg');
    expect(within(gallery).getByRole('button', { name: '看第 3 张图' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The row is one tab stop; the arrow keys move the choice and the focus, wrapping around.
    expect(within(gallery).getByRole('button', { name: '看第 1 张图' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(mainPicture()).toHaveAttribute('src', '/img/a.svg');
    expect(within(gallery).getByRole('button', { name: '看第 1 张图' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(mainPicture()).toHaveAttribute('src', '/img/c.svg');
    await user.keyboard('{ArrowLeft}');
    expect(mainPicture()).toHaveAttribute('src', '/img/b.svg');
    expect(mainPicture()).toHaveAttribute('width', '400');
    expect(mainPicture()).toHaveAttribute('height', '400');

    await user.click(within(gallery).getByRole('button', { name: '放大查看：五常大米 5kg 袋装，第 2 张图' }));
    const zoom = await screen.findByRole('dialog', { name: '五常大米 5kg 袋装' });
    expect(within(zoom).getByAltText('五常大米 5kg 袋装，第 2 张图')).toHaveAttribute('width', '800');
    expect(zoom).toHaveTextContent('第 2 / 3 张');
    await user.keyboard('{ArrowRight}');
    expect(within(zoom).getByAltText('五常大米 5kg 袋装，第 3 张图')).toHaveAttribute('src', '/img/c.svg');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mainPicture()).toHaveAttribute('src', '/img/c.svg');
  });

  it('asks for the detail itself, which records the visit, when the page came rendered by the server', async () => {
    let answer: (goods: GoodsDetail) => void = () => undefined;
    answerDetail(() => new Promise((resolve) => (answer = resolve)));
    // The server's render hands over the detail it showed; its own call recorded no footprint.
    const fromServer = { [unstable_serialize(['goods-detail', '20001', '', {}])]: detail() };
    renderRoute('/goodsDetail?skuId=20001', { swr: { fallback: fromServer } });
    const content = await findMain();
    expect(content.getByRole('heading', { name: '五常大米 5kg 袋装' })).toBeInTheDocument();
    await waitFor(() => expect(detailsAsked()).toContainEqual(['20001', {}]));
    answer(detail({ soldCount: 1231 }));
    expect(await content.findByText('已兑 1,231 件')).toBeInTheDocument();
  });

  it('switches to another spec in place, keeping the rest of the address', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/goodsDetail?skuId=20001&goodsId=2001', { previous: '/goodsList' });
    const content = await findMain();
    const weight = within(await content.findByRole('group', { name: '重量' }));
    expect(weight.getByRole('button', { name: '5kg' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(weight.getByRole('button', { name: '10kg' }));
    expect(await content.findByRole('heading', { name: '五常大米 10kg 袋装' })).toBeInTheDocument();
    expect(content.getByText('688 积分')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?skuId=20002&goodsId=2001');
    // One stay on the page: Back returns to the list.
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/goodsList');
  });

  it('favourites the goods and cancels the favourite again', async () => {
    const user = userEvent.setup();
    renderRoute('/goodsDetail?skuId=20001');
    const content = await findMain();
    await user.click(await content.findByRole('button', { name: '收藏', pressed: false }));
    expect(await content.findByRole('button', { name: '已收藏', pressed: true })).toBeInTheDocument();
    expect(fakeApi.sent(API_PATHS.collectionAdd('GOODS', '*'), 'POST').map(({ path }) => path)).toEqual([
      API_PATHS.collectionAdd('GOODS', '20001'),
    ]);
    expect(content.getByText('5 人收藏')).toBeInTheDocument();
    await user.click(content.getByRole('button', { name: '已收藏' }));
    expect(await content.findByRole('button', { name: '收藏', pressed: false })).toBeInTheDocument();
    expect(fakeApi.sent(API_PATHS.collectionDelete('GOODS', '*'), 'DELETE').map(({ path }) => path)).toEqual([
      API_PATHS.collectionDelete('GOODS', '20001'),
    ]);
  });

  it('adds the chosen quantity to the cart', async () => {
    const user = userEvent.setup();
    renderRoute('/goodsDetail?skuId=20001');
    const content = await findMain();
    const more = await content.findByRole('button', { name: '增加数量' });
    // On a busy machine the stock (the input's maximum) can come after the button shows.
    await waitFor(() => expect(more).toBeEnabled());
    await user.click(more);
    await waitFor(() => expect(content.getByRole('spinbutton', { name: '数量' })).toHaveValue('2'));
    await user.click(content.getByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(cartAdditions()).toEqual([{ skuId: '20001', num: '2' }]));
  });

  it('buys now: opens the checkout of exactly this goods and quantity and leaves the cart alone', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/goodsDetail?skuId=20001');
    const content = await findMain();
    const more = await content.findByRole('button', { name: '增加数量' });
    await waitFor(() => expect(more).toBeEnabled());
    await user.click(more);
    await user.click(more);
    await waitFor(() => expect(content.getByRole('spinbutton', { name: '数量' })).toHaveValue('3'));
    await user.click(content.getByRole('button', { name: '立即购买' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay'));
    expect(router.state.location.search).toBe('?skuId=20001&num=3');
    expect(cartAdditions()).toEqual([]);
  });

  it('says how many can be bought when the typed quantity is above the stock or below one', async () => {
    const user = userEvent.setup();
    renderRoute('/goodsDetail?skuId=20001');
    const content = await findMain();
    // The box is drawn again as the delivery regions and the stock for the address arrive: each step
    // takes the box on screen once it accepts typing, as a person would.
    const quantity = async () => {
      const box = await content.findByRole('spinbutton', { name: '数量' });
      await waitFor(() => expect(box).toBeEnabled());
      return box;
    };
    const typeQuantity = async (value: string) => {
      await user.clear(await quantity());
      await user.type(await quantity(), value);
      await user.tab();
    };
    await waitFor(() => expect(content.getByRole('button', { name: '增加数量' })).toBeEnabled());
    expect(content.queryByText('最多可购买12件')).not.toBeInTheDocument();
    await typeQuantity('999');
    await waitFor(async () => expect(await quantity()).toHaveValue('12'));
    expect(content.getByText('最多可购买12件')).toBeInTheDocument();
    await typeQuantity('0');
    await waitFor(async () => expect(await quantity()).toHaveValue('1'));
    expect(content.getByText('最少购买1件')).toBeInTheDocument();
    expect(content.queryByText('最多可购买12件')).not.toBeInTheDocument();
    await typeQuantity('5');
    await waitFor(async () => expect(await quantity()).toHaveValue('5'));
    expect(content.queryByText('最少购买1件')).not.toBeInTheDocument();
  });

  it('says delisted goods are off sale and offers no buying', async () => {
    answerDetail(detail({ onSale: false }));
    renderRoute('/goodsDetail?skuId=20001');
    const content = await findMain();
    expect(await content.findByText('该商品已下架')).toBeInTheDocument();
    expect(content.getByRole('button', { name: '立即购买' })).toBeDisabled();
    expect(content.getByRole('button', { name: '加入购物车' })).toBeDisabled();
  });

  it('shows goods out of stock as restocking, not buyable', async () => {
    answerDetail(detail({ stock: 0, stockState: 'RESTOCKING' }));
    renderRoute('/goodsDetail?skuId=20001');
    const content = await findMain();
    expect(await content.findByText('补货中')).toBeInTheDocument();
    expect(content.getByRole('button', { name: '加入购物车' })).toBeDisabled();
  });

  it('checks delivery to the region the member picks, and remembers it', async () => {
    const user = userEvent.setup();
    answerDetail(({ query }) => detail({ deliverable: query.regionId ? query.regionId === '11' : null }));
    renderRoute('/goodsDetail?skuId=20001');
    const content = await findMain();
    await user.selectOptions(await content.findByRole('combobox', { name: '省份' }), '北京市');
    expect(await content.findByText('可配送')).toBeInTheDocument();
    expect(detailsAsked().at(-1)).toEqual(['20001', { regionId: '11' }]);
    await user.selectOptions(await content.findByRole('combobox', { name: '城市' }), '北京市辖区');
    expect(await content.findByText('该地区暂不支持配送')).toBeInTheDocument();
    expect(content.getByRole('button', { name: '加入购物车' })).toBeDisabled();
    expect(appStore.get(deliveryRegionAtom)).toEqual({
      ids: ['11', '1101'],
      names: ['北京市', '北京市辖区'],
    });
  });

  it('prices a flash sale at its price and counts down to its end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-23T10:00:00+08:00') });
    answerDetail(
      detail({
        specProductPrice: 199,
        marketId: 'm1',
        marketType: 'rush',
        dateEnd: '2026-11-24T12:30:05+08:00',
      }),
    );
    renderRoute('/goodsDetail?skuId=20001&marketType=rush&marketId=m1&dateEnd=2026-11-24');
    const content = await findMain();
    expect(await content.findByText('抢购价')).toBeInTheDocument();
    expect(content.getByText('199 积分')).toBeInTheDocument();
    // The clock runs on while the page loads, so a few seconds may have gone.
    expect(content.getByText(/^1 天 02 时 30 分 0[0-5] 秒$/)).toBeInTheDocument();
    expect(detailsAsked()).toContainEqual(['20001', { marketId: 'm1' }]);
  });

  it('closes buying once the flash sale has ended', async () => {
    answerDetail(detail({ marketId: 'm1', marketType: 'rush', dateEnd: '2020-01-01T00:00:00+08:00' }));
    renderRoute('/goodsDetail?skuId=20001&marketType=rush&marketId=m1');
    const content = await findMain();
    expect(await content.findByText('活动已结束')).toBeInTheDocument();
    expect(content.getByRole('button', { name: '立即购买' })).toBeDisabled();
  });

  it('buys a flash-sale goods now at the checkout, where the server prices it at the sale price', async () => {
    const user = userEvent.setup();
    answerDetail(
      detail({
        specProductPrice: 199,
        marketId: 'm1',
        marketType: 'rush',
        dateEnd: '2099-01-01T00:00:00+08:00',
      }),
    );
    const { router } = renderRoute('/goodsDetail?skuId=20001&marketType=rush&marketId=m1');
    const content = await findMain();
    expect(await content.findByText('抢购价')).toBeInTheDocument();
    await waitFor(() => expect(content.getByRole('button', { name: '立即购买' })).toBeEnabled());
    await user.click(content.getByRole('button', { name: '立即购买' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay'));
    expect(router.state.location.search).toBe('?skuId=20001&num=1');
    expect(cartAdditions()).toEqual([]);
  });

  it("shows the server's refusal in place of the goods, with a retry", async () => {
    fakeApi.fail(DETAIL, { code: 400, message: '商品不存在', status: 400 });
    renderRoute('/goodsDetail?skuId=99999');
    const content = await findMain();
    expect(await content.findByText('商品不存在')).toBeInTheDocument();
    expect(content.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('asks for a goods number when the address has none', async () => {
    renderRoute('/goodsDetail');
    expect(await (await findMain()).findByText('地址里缺少商品编号（skuId）')).toBeInTheDocument();
    expect(fakeApi.sent(DETAIL)).toEqual([]);
  });
});

describe('/pointGoodsDetail', () => {
  it('is the same goods detail', async () => {
    renderRoute('/pointGoodsDetail?skuId=20001');
    expect(await (await findMain()).findByRole('heading', { name: '五常大米 5kg 袋装' })).toBeInTheDocument();
  });
});
