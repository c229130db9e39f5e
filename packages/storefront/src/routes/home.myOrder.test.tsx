import { API_PATHS, type EvaluationRequest, type OrderPage, type OrderSummary } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { orderActions as actions } from '../test/order-actions.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

// Dialogs and tabs take several clicks each; a busy two-core machine needs longer than 5 s.
vi.setConfig({ testTimeout: 20_000 });

const LIST = API_PATHS.orderList;

/** What the list asked the server last: page, tab and search. */
const listAsked = () => fakeApi.lastSent(LIST).body;

/** Answers the list with `first`, then with `after` each time it is asked again. */
function answerOrders(first: OrderPage, after = first) {
  fakeApi.answer(LIST, after);
  fakeApi.answer(LIST, first, { once: true });
}

const order = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  sn: 'O20260105000001',
  orderStatus: 'UNPAID',
  createTime: '2026-01-05T02:30:00.000Z',
  flowPrice: 736,
  points: 736,
  orderItems: [
    {
      image: '/img/goods/lines/111-1.svg',
      skuId: '20001',
      goodsId: '2001',
      name: '五常大米 5kg 袋装',
      num: 2,
    },
  ],
  actions: actions({ pay: true, cancel: true }),
  goodsNum: 2,
  ...overrides,
});

const page = (records: OrderSummary[], overrides: Partial<OrderPage> = {}): OrderPage => ({
  records,
  total: records.length,
  current: 1,
  size: 10,
  pages: records.length ? 1 : 0,
  ...overrides,
});

/** The orders shown, in order (the list's own items, not the goods inside them). */
const orderCards = async (view: ReturnType<typeof within>) => {
  const list = await view.findByRole('list', { name: /^(订单列表|Orders)$/ });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
};

beforeEach(() => {
  // The app's messages ("订单已取消"), which the route table alone does not render.
  showAppMessages();
  logInMember();
});

// The toaster is one for the app: messages of one test must not show in the next.
describe('/home/myOrder', () => {
  it('shows each order with its number, time, goods, points, status and buttons', async () => {
    answerOrders(page([order()]));
    renderRoute('/home/myOrder');
    const view = await findMain();
    const [card] = await orderCards(view);

    expect(listAsked()).toEqual({ pageNumber: 1, pageSize: 10, tag: 'ALL' });
    expect(within(card!).getByRole('link', { name: '订单号：O20260105000001' })).toHaveAttribute(
      'href',
      '/home/OrderDetail?sn=O20260105000001',
    );
    expect(card).toHaveTextContent(/下单时间：2026-01-05 \d\d:30:00/);
    const picture = within(card!).getByRole('img', { name: '五常大米 5kg 袋装' });
    expect(picture).toHaveAttribute('width', '72');
    expect(picture).toHaveAttribute('height', '72');
    expect(within(card!).getByText('× 2')).toBeInTheDocument();
    expect(within(card!).getByText('736 积分')).toBeInTheDocument();
    expect(within(card!).getByText('待付款')).toBeInTheDocument();

    const buttons = within(within(card!).getByRole('group', { name: '订单 O20260105000001 的操作' }));
    expect(buttons.getByRole('link', { name: '去支付' })).toHaveAttribute(
      'href',
      '/payMent?sn=O20260105000001',
    );
    expect(buttons.getByRole('button', { name: '取消订单' })).toBeInTheDocument();
    expect(buttons.queryByRole('button', { name: '确认收货' })).not.toBeInTheDocument();
    expect(buttons.queryByRole('button', { name: '再次购买' })).not.toBeInTheDocument();
  });

  it('asks for the orders of a tab when it is chosen and keeps the tab in the address', async () => {
    answerOrders(page([order()]));
    const { router } = renderRoute('/home/MyOrder');
    const view = await findMain();
    await orderCards(view);

    await userEvent.click(view.getByRole('tab', { name: '待付款' }));
    await waitFor(() => expect(listAsked()).toEqual({ pageNumber: 1, pageSize: 10, tag: 'WAIT_PAY' }));
    expect(router.state.location.search).toBe('?tag=WAIT_PAY');
    expect(view.getByRole('tab', { name: '待付款' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(view.getByRole('tab', { name: '待收货' }));
    await waitFor(() => expect(listAsked()).toEqual({ pageNumber: 1, pageSize: 10, tag: 'WAIT_ROG' }));
    expect(router.state.location.search).toBe('?tag=WAIT_ROG');

    // Back returns to the tab before, and its orders.
    await router.navigate(-1);
    await waitFor(() =>
      expect(view.getByRole('tab', { name: '待付款' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('opens on the tab and page the address names, and says when a tab has no orders', async () => {
    answerOrders(page([], { current: 2 }));
    renderRoute('/home/myOrder?tag=CANCELLED&pageNumber=2');
    const view = await findMain();
    expect(await view.findByText('暂无订单')).toBeInTheDocument();
    expect(listAsked()).toEqual({ pageNumber: 2, pageSize: 10, tag: 'CANCELLED' });
    expect(view.getByRole('tab', { name: '已取消' })).toHaveAttribute('aria-selected', 'true');
  });

  it('searches by keyword and days placed on, keeps the search in the address, and says when nothing matches', async () => {
    answerOrders(page([order()]));
    const { router } = renderRoute(
      '/home/myOrder?tag=WAIT_PAY&keyword=%E5%A4%A7%E7%B1%B3&createdFrom=2026-01-01',
    );
    const view = await findMain();
    await orderCards(view);
    expect(listAsked()).toEqual({
      pageNumber: 1,
      pageSize: 10,
      tag: 'WAIT_PAY',
      keyword: '大米',
      createdFrom: '2026-01-01',
    });
    const search = within(view.getByRole('search', { name: '搜索订单' }));
    expect(search.getByRole('textbox', { name: '订单号或商品名称' })).toHaveValue('大米');
    expect(search.getByLabelText('下单日期从')).toHaveValue('2026-01-01');

    // A range ending before it starts is not sent.
    await userEvent.type(search.getByLabelText('下单日期至'), '2025-12-31');
    expect(search.getByRole('alert')).toHaveTextContent('结束日期不能早于开始日期');
    expect(search.getByRole('button', { name: '搜索' })).toBeDisabled();
    await userEvent.clear(search.getByLabelText('下单日期至'));

    answerOrders(page([]));
    const keyword = search.getByRole('textbox', { name: '订单号或商品名称' });
    await userEvent.clear(keyword);
    await userEvent.type(keyword, '坚果{Enter}');
    await waitFor(() =>
      expect(listAsked()).toEqual({
        pageNumber: 1,
        pageSize: 10,
        tag: 'WAIT_PAY',
        keyword: '坚果',
        createdFrom: '2026-01-01',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('坚果');
    expect(await view.findByText('没有找到符合条件的订单')).toBeInTheDocument();

    await userEvent.click(view.getByRole('button', { name: '清除搜索条件' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tag=WAIT_PAY'));
  });

  it('names each tab as the badges of its orders are', async () => {
    answerOrders(
      page([
        order(),
        order({ sn: 'O2', orderStatus: 'PAID' }),
        order({ sn: 'O3', orderStatus: 'UNDELIVERED' }),
        order({ sn: 'O4', orderStatus: 'DELIVERED' }),
      ]),
    );
    renderRoute('/home/myOrder');
    const view = await findMain();
    const [unpaid, paid, accepted, shipped] = await orderCards(view);
    const tabs = view.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['全部', '待付款', '待发货', '待收货', '已完成', '待评价', '已取消']);
    expect(within(unpaid!).getByText('待付款')).toBeInTheDocument();
    expect(within(paid!).getByText('待发货')).toBeInTheDocument();
    expect(within(accepted!).getByText('待发货')).toBeInTheDocument();
    expect(within(shipped!).getByText('待收货')).toBeInTheDocument();
  });

  it('cancels an order only once a reason is chosen, then says so and refreshes the list', async () => {
    const cancelled = order({ orderStatus: 'CANCELLED', actions: actions({ delete: true }) });
    answerOrders(page([order()]), page([cancelled]));
    fakeApi.answer(API_PATHS.orderCancel, null);
    renderRoute('/home/myOrder');
    const view = await findMain();
    const [card] = await orderCards(view);

    await userEvent.click(within(card!).getByRole('button', { name: '取消订单' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: '取消订单' }));
    // An unpaid order took no points: the question promises none back.
    expect(dialog.getByText('订单 O20260105000001 尚未付款，取消后优惠券和库存将退回。')).toBeInTheDocument();
    expect(dialog.queryByText(/积分/)).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确认取消' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('请选择取消原因');
    expect(fakeApi.sent(API_PATHS.orderCancel)).toEqual([]);

    await userEvent.click(dialog.getByText('收货地址填写错误'));
    await userEvent.click(dialog.getByRole('button', { name: '确认取消' }));
    expect(await screen.findByText('订单已取消')).toBeInTheDocument();
    expect(fakeApi.lastSent(API_PATHS.orderCancel).body).toEqual({
      sn: 'O20260105000001',
      reason: '收货地址填写错误',
    });
    await waitFor(() => expect(fakeApi.sent(LIST)).toHaveLength(2));
    const [refreshed] = await orderCards(view);
    expect(await within(refreshed!).findByText('已取消')).toBeInTheDocument();
    expect(within(refreshed!).getByRole('button', { name: '删除订单' })).toBeInTheDocument();
  });

  it('buys a completed order again: its goods go back in the cart and the cart opens', async () => {
    const completed = order({
      orderStatus: 'COMPLETED',
      actions: actions({ delete: true, afterSale: true, logistics: true }),
    });
    answerOrders(page([completed]));
    fakeApi.answer(API_PATHS.cartAddGoodsList, { count: 5 });
    // The cart it opens is another test's.
    fakeApi.hang(API_PATHS.cartAll);
    const { router } = renderRoute('/home/myOrder');
    const [card] = await orderCards(await findMain());

    await userEvent.click(within(card!).getByRole('button', { name: '再次购买' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    // The order's goods, each as many as were ordered.
    expect(fakeApi.lastSent(API_PATHS.cartAddGoodsList).body).toEqual({
      skuList: [{ skuId: '20001', num: 2 }],
    });
  });

  it("reviews a completed order's goods: stars, text with its counter and a picture, then shows the review", async () => {
    const item = { ...order().orderItems[0]!, sn: 'O1-1', reviewed: false };
    const completed = order({
      orderStatus: 'COMPLETED',
      orderItems: [item],
      actions: actions({ delete: true }),
    });
    answerOrders(page([completed]), page([{ ...completed, orderItems: [{ ...item, reviewed: true }] }]));
    fakeApi.answer(API_PATHS.skuDetail(item.skuId), {
      productImages: ['/img/goods/rice.svg', '/img/goods/rice-2.svg'],
    });
    fakeApi.answer(API_PATHS.evaluations, ({ body }) => {
      const review = body as EvaluationRequest;
      return {
        id: 'rev-1',
        orderSn: completed.sn,
        orderItemSn: review.orderItemSn,
        goodsId: item.goodsId,
        skuId: item.skuId,
        goodsName: item.name,
        goodsImage: item.image,
        stars: review.stars,
        content: review.content,
        images: review.images ?? [],
        createTime: '2026-01-06T02:30:00.000Z',
      };
    });
    const user = userEvent.setup();
    renderRoute('/home/myOrder?tag=WAIT_COMMENT');
    const view = await findMain();
    const [card] = await orderCards(view);
    expect(fakeApi.sent(LIST)[0]?.body).toMatchObject({ tag: 'WAIT_COMMENT' });
    await user.click(within(card!).getByRole('button', { name: '评价 五常大米 5kg 袋装' }));

    const dialog = await screen.findByRole('dialog', { name: '评价商品' });
    await user.click(within(dialog).getByRole('button', { name: '提交评价' }));
    expect(within(dialog).getByText('请选择评分')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写评价内容')).toBeInTheDocument();
    expect(fakeApi.sent(API_PATHS.evaluations)).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: '4 星' }));
    await user.type(within(dialog).getByRole('textbox', { name: '评价内容' }), '<b>米</b>很香');
    expect(within(dialog).getByText('10/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '商品图片 2' }));
    await user.click(within(dialog).getByRole('button', { name: '提交评价' }));

    const written = await screen.findByRole('dialog', { name: '您的评价' });
    expect(fakeApi.lastSent(API_PATHS.evaluations).body).toEqual({
      orderItemSn: 'O1-1',
      stars: 4,
      content: '<b>米</b>很香',
      images: ['/img/goods/rice-2.svg'],
    });
    expect(within(written).getByRole('img', { name: '4 星' })).toBeInTheDocument();
    expect(within(written).getByText('<b>米</b>很香')).toBeInTheDocument();
    await user.click(within(written).getAllByRole('button', { name: '关闭' })[0]!);
    await waitFor(async () =>
      expect(within((await orderCards(view))[0]!).getByText('已评价')).toBeInTheDocument(),
    );
  });

  it('names the tabs and statuses in English in en-US', async () => {
    answerOrders(
      page([
        order(),
        order({ sn: 'O2', orderStatus: 'DELIVERED', actions: actions({ receive: true, logistics: true }) }),
        order({ sn: 'O3', orderStatus: 'CANCELLED', actions: actions({ delete: true }) }),
      ]),
    );
    renderRoute('/home/myOrder', { locale: 'en-US' });
    const view = await findMain();
    const [unpaid, shipped, cancelled] = await orderCards(view);

    expect(view.getByRole('tab', { name: 'Pending payment' })).toBeInTheDocument();
    expect(view.getByRole('tab', { name: 'Pending receipt' })).toBeInTheDocument();
    expect(view.getByRole('tab', { name: 'To review' })).toBeInTheDocument();
    expect(within(unpaid!).getByText('Pending payment')).toBeInTheDocument();
    expect(within(unpaid!).getByRole('link', { name: 'Pay now' })).toBeInTheDocument();
    expect(within(shipped!).getByText('Pending receipt')).toBeInTheDocument();
    expect(within(shipped!).getByRole('button', { name: 'Confirm receipt' })).toBeInTheDocument();
    expect(within(cancelled!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled!).getByText('736 points')).toBeInTheDocument();
  });
});
