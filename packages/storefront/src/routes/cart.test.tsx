import { API_PATHS, type CartSku, type PlanExchangeCheck } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../ui/toaster.ts';
import { cartCountAtom } from '../state/cart-count.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';
import { cartLine, cartOf } from '../trade/cart-fixtures.ts';

// Chakra's dialogs take several steps each on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

/** The member's cart as the fake server holds it; each write changes it and answers it. */
let lines: CartSku[];
const change = (skuId: string, patch: Partial<CartSku>) => {
  lines = lines.map((line) => (line.goodsSku.id === skuId ? { ...line, ...patch } : line));
};

/** The id at the end of a path (a store's or a SKU's). */
const idIn = (path: string) => decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
/** A form field as sent. */
const field = (body: unknown, name: string) => (body as Record<string, string>)[name];

/** Each write the cart page sends, as `[path, fields]`, oldest first. */
const writesTo = (path: string) => fakeApi.sent(path, 'POST').map(({ path: sentTo, body }) => [sentTo, body]);

/** The fake server's cart calls: the cart, each write applied to `lines` and answered with the cart after it. */
function answerCartCalls() {
  fakeApi.answer(API_PATHS.cartAll, () => cartOf(lines));
  fakeApi.answer(API_PATHS.cartCheckStore('*'), ({ path, body }) => {
    const checked = field(body, 'checked') === 'true';
    for (const line of lines) if (line.goodsSku.storeId === idIn(path)) change(line.goodsSku.id, { checked });
    return cartOf(lines);
  });
  fakeApi.answer(API_PATHS.cartCheckSku('*'), ({ path, body }) => {
    change(idIn(path), { checked: field(body, 'checked') === 'true' });
    return cartOf(lines);
  });
  fakeApi.answer(API_PATHS.cartCheckAll, ({ body }) => {
    const checked = field(body, 'checked') === 'true';
    for (const line of lines) if (line.invalidReason === null) change(line.goodsSku.id, { checked });
    return cartOf(lines);
  });
  fakeApi.answer(API_PATHS.cartSkuNum('*'), ({ path, body }) => {
    change(idIn(path), { num: Number(field(body, 'num')) });
    return cartOf(lines);
  });
  fakeApi.answer(API_PATHS.cartRemove, ({ query }) => {
    const skuIds = ([] as string[]).concat(query.skuIds ?? []);
    lines = lines.filter((line) => !skuIds.includes(line.goodsSku.id));
    return cartOf(lines);
  });
  fakeApi.answer(
    API_PATHS.cartClear,
    () => {
      lines = [];
      return cartOf(lines);
    },
    { method: 'DELETE' },
  );
}

/** Answers the check before checkout with `first`, then with `after`. */
function answerPlanCheck(first: PlanExchangeCheck, after: PlanExchangeCheck) {
  fakeApi.answer(API_PATHS.cartCheckPlanMaxExchange, after);
  fakeApi.answer(API_PATHS.cartCheckPlanMaxExchange, first, { once: true });
}

const totals = async () => (await findMain()).findByRole('region', { name: '结算' });

beforeEach(() => {
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
  appStore.set(cartCountAtom, null);
  lines = [
    cartLine('1', { goodsSku: { goodsName: '五常大米 5kg 袋装' }, purchasePrice: 30 }),
    cartLine('2', { goodsSku: { goodsName: '明前龙井' }, purchasePrice: 20, marketId: 'market-flash-daily' }),
    cartLine('3', {
      goodsSku: { goodsName: '玫瑰花束', storeId: 's4', storeName: '鲜花小铺' },
      purchasePrice: 88,
      separatePlanName: '春节福利计划',
    }),
    cartLine('4', {
      goodsSku: { goodsName: '青瓷茶具', storeId: 's4', storeName: '鲜花小铺' },
      checked: false,
      invalidReason: '商品已下架',
    }),
  ];
  answerCartCalls();
  // Checkout opens after a passed check; its data never needs to arrive here.
  fakeApi.hang(API_PATHS.cartChecked);
  fakeApi.hang(API_PATHS.cartShippingAddress);
});

afterEach(() => {
  toaster.remove();
  vi.restoreAllMocks();
});

describe('/cart', () => {
  it('shows the lines by store with the freight rule, the flash-sale and separate-plan labels, greys an invalid line, and totals the ticked ones', async () => {
    renderRoute('/cart');
    const content = await findMain();
    const jd = await content.findByRole('region', { name: '京东自营店' });
    expect(within(jd).getAllByRole('listitem')).toHaveLength(2);
    expect(within(jd).getByText('满 59 积分包邮，不满收运费 6 积分')).toBeInTheDocument();
    expect(within(jd).getByText('本店运费 6 积分')).toBeInTheDocument();
    expect(within(jd).getByText('限时抢购')).toBeInTheDocument();
    expect(within(jd).getByRole('link', { name: '五常大米 5kg 袋装' })).toHaveAttribute(
      'href',
      '/goodsDetail?skuId=1&goodsId=g1',
    );
    expect(within(jd).getByAltText('五常大米 5kg 袋装')).toHaveAttribute('width', '80');

    const flowers = content.getByRole('region', { name: '鲜花小铺' });
    expect(within(flowers).getByText('免运费')).toBeInTheDocument();
    expect(within(flowers).getByText('春节福利计划：需单独兑换')).toBeInTheDocument();
    expect(within(flowers).getByText('商品已下架')).toBeInTheDocument();
    expect(within(flowers).getByRole('checkbox', { name: '选中：青瓷茶具' })).toBeDisabled();
    expect(within(flowers).getByRole('checkbox', { name: '选中：玫瑰花束' })).toBeChecked();

    const bar = await totals();
    expect(bar).toHaveTextContent('已选 3 件商品');
    expect(bar).toHaveTextContent('商品合计138 积分');
    expect(bar).toHaveTextContent('运费6 积分');
    expect(bar).toHaveTextContent('合计144 积分');
    expect(content.getByRole('checkbox', { name: '全选' })).toBeChecked();
    await waitFor(() => expect(appStore.get(cartCountAtom)).toBe(4));
  });

  it('unticks a store: its lines follow, tick all clears, and the totals drop to the other store', async () => {
    const user = userEvent.setup();
    renderRoute('/cart');
    const content = await findMain();
    const jd = await content.findByRole('region', { name: '京东自营店' });
    await user.click(within(jd).getByText('京东自营店'));

    await waitFor(() =>
      expect(within(jd).getByRole('checkbox', { name: '选中：五常大米 5kg 袋装' })).not.toBeChecked(),
    );
    expect(writesTo(API_PATHS.cartCheckStore('*'))).toEqual([
      [API_PATHS.cartCheckStore('s3'), { checked: 'false' }],
    ]);
    expect(within(jd).getByRole('checkbox', { name: '选中：明前龙井' })).not.toBeChecked();
    expect(content.getByRole('checkbox', { name: '全选' })).not.toBeChecked();
    const bar = await totals();
    expect(bar).toHaveTextContent('已选 1 件商品');
    expect(bar).toHaveTextContent('合计88 积分');

    await user.click(content.getByText('全选'));
    await waitFor(() => expect(bar).toHaveTextContent('合计144 积分'));
    expect(writesTo(API_PATHS.cartCheckAll)).toEqual([[API_PATHS.cartCheckAll, { checked: 'true' }]]);
  });

  it('changes a quantity with the buttons or by typing, and the totals and the badge follow', async () => {
    const user = userEvent.setup();
    renderRoute('/cart');
    const content = await findMain();
    await user.click(await content.findByRole('button', { name: '增加数量：五常大米 5kg 袋装' }));
    const bar = await totals();
    // 2 x 30 + 20 = 80 is over the store's 59: its freight goes.
    await waitFor(() => expect(bar).toHaveTextContent('合计168 积分'));
    expect(writesTo(API_PATHS.cartSkuNum('*'))).toEqual([[API_PATHS.cartSkuNum('1'), { num: '2' }]]);
    expect(bar).toHaveTextContent('运费0 积分');
    expect(appStore.get(cartCountAtom)).toBe(5);

    const quantity = content.getByRole('textbox', { name: '明前龙井 的数量' });
    await user.clear(quantity);
    await user.type(quantity, '2000{Enter}');
    await waitFor(() => expect(bar).toHaveTextContent('合计348 积分'));
    // At most the stock (10).
    expect(writesTo(API_PATHS.cartSkuNum('*')).at(-1)).toEqual([API_PATHS.cartSkuNum('2'), { num: '10' }]);
  });

  it('deletes a line only after the confirm, says so, and the badge follows', async () => {
    const user = userEvent.setup();
    const toast = vi.spyOn(toaster, 'create');
    renderRoute('/cart');
    const content = await findMain();
    await user.click(await content.findByRole('button', { name: '删除：明前龙井' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除商品' });
    expect(within(confirm).getByText('确定要从购物车删除“明前龙井”吗？')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fakeApi.sent(API_PATHS.cartRemove)).toEqual([]);

    await user.click(content.getByRole('button', { name: '删除：明前龙井' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '删除商品' })).getByRole('button', {
        name: '确定',
      }),
    );
    await waitFor(() => expect(content.queryByRole('link', { name: '明前龙井' })).not.toBeInTheDocument());
    expect(fakeApi.sent(API_PATHS.cartRemove, 'DELETE').map(({ query }) => query)).toEqual([{ skuIds: '2' }]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', description: '删除成功' }));
    expect(appStore.get(cartCountAtom)).toBe(3);
  });

  it('shows the server message when a write is refused and keeps the cart as it was', async () => {
    const user = userEvent.setup();
    const toast = vi.spyOn(toaster, 'create');
    fakeApi.fail(API_PATHS.cartSkuNum('*'), { code: 30000, message: '库存不足' });
    renderRoute('/cart');
    const content = await findMain();
    await user.click(await content.findByRole('button', { name: '增加数量：玫瑰花束' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', description: '库存不足' })),
    );
    expect(content.getByRole('textbox', { name: '玫瑰花束 的数量' })).toHaveValue('1');
    expect(await totals()).toHaveTextContent('合计144 积分');

    // A typed quantity the server refuses gives way to the line's own.
    const quantity = content.getByRole('textbox', { name: '玫瑰花束 的数量' });
    await user.clear(quantity);
    await user.type(quantity, '3{Enter}');
    await waitFor(() =>
      expect(writesTo(API_PATHS.cartSkuNum('*')).at(-1)).toEqual([API_PATHS.cartSkuNum('3'), { num: '3' }]),
    );
    await waitFor(() => expect(quantity).toHaveValue('1'));
  });

  it('empties the cart after the confirm and then offers a way to the shop', async () => {
    const user = userEvent.setup();
    renderRoute('/cart');
    const content = await findMain();
    await user.click(await content.findByRole('button', { name: '清空购物车' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '清空购物车' })).getByRole('button', {
        name: '确定',
      }),
    );
    expect(await content.findByText('购物车空空如也')).toBeInTheDocument();
    expect(fakeApi.sent(API_PATHS.cartClear, 'DELETE')).toHaveLength(1);
    expect(content.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
    expect(appStore.get(cartCountAtom)).toBe(0);
  });

  it('stops checkout with the re-tick prompt naming the goods to redeem separately, and checks out once they pass', async () => {
    const user = userEvent.setup();
    answerPlanCheck(
      { pass: false, separateSkuIds: ['3'], message: '春节福利计划的商品需单独兑换' },
      { pass: true, separateSkuIds: [], message: null },
    );
    const { router } = renderRoute('/shoppingCart');
    const content = await findMain();
    await user.click(await content.findByRole('button', { name: '去结算' }));

    const prompt = await screen.findByRole('alertdialog', { name: '请分开兑换' });
    expect(within(prompt).getByText('春节福利计划的商品需单独兑换')).toBeInTheDocument();
    expect(within(prompt).getByText(/请重新勾选商品后再下单/)).toBeInTheDocument();
    expect(
      within(within(prompt).getByRole('list', { name: '需单独兑换的商品' })).getByText(
        '玫瑰花束（春节福利计划）',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shoppingCart');
    await user.click(within(prompt).getByRole('button', { name: '重新勾选' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(content.getByRole('checkbox', { name: '选中：玫瑰花束' }));
    await waitFor(() =>
      expect(writesTo(API_PATHS.cartCheckSku('*'))).toEqual([
        [API_PATHS.cartCheckSku('3'), { checked: 'false' }],
      ]),
    );
    await waitFor(() => expect(content.getByRole('button', { name: '去结算' })).toBeEnabled());
    await user.click(content.getByRole('button', { name: '去结算' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay'));
    expect(fakeApi.sent(API_PATHS.cartCheckPlanMaxExchange, 'POST')).toHaveLength(2);
  });

  it('asks a guest to log in instead of showing the cart', async () => {
    appStore.set(accessTokenAtom, null);
    renderRoute('/cart');
    expect(await screen.findByRole('alertdialog', { name: '请登录' })).toBeInTheDocument();
    expect(fakeApi.sent(API_PATHS.cartAll)).toEqual([]);
  });
});
