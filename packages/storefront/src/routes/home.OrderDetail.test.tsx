import { API_PATHS, type LogisticsInfo, type OrderDetail, type OrderDetailItem } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { orderActions as actions } from '../test/order-actions.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const DETAIL = API_PATHS.orderDetail;

const item = (overrides: Partial<OrderDetailItem> = {}): OrderDetailItem => ({
  sn: 'OI-1',
  skuId: '20001',
  goodsId: '2001',
  name: '五常大米 5kg 袋装',
  image: '/img/goods/lines/111-1.svg',
  num: 2,
  price: 368,
  subTotal: 736,
  storeId: 's3',
  storeName: '京东自营店',
  flashSale: false,
  afterSaleStatus: null,
  canApplyAfterSale: true,
  ...overrides,
});

const shipped = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  sn: 'O20260105000001',
  orderStatus: 'DELIVERED',
  createTime: '2026-01-05T02:30:00.000Z',
  payTime: '2026-01-05T02:31:00.000Z',
  deliverTime: '2026-01-06T09:00:00.000Z',
  completeTime: null,
  cancelTime: null,
  cancelReason: null,
  remark: '工作日送货',
  consignee: {
    name: '张伟',
    mobile: '13800138000',
    regionIds: ['33', '3301', '330106'],
    regionNames: '浙江省 杭州市 西湖区',
    detail: '文三路 90 号',
    postalCode: '310012',
  },
  items: [
    item(),
    item({
      sn: 'OI-2',
      skuId: '20002',
      goodsId: '2002',
      name: '明前龙井 250g',
      num: 1,
      price: 199,
      subTotal: 199,
      afterSaleStatus: 'APPLY',
      canApplyAfterSale: false,
    }),
  ],
  priceDetail: { goodsPoints: 935, freightPoints: 6, discountPoints: 20, points: 921, checkedNum: 3 },
  coupon: { id: 'c1', couponName: '满500减20' },
  logisticsCompany: '顺丰速运',
  logisticsNo: 'SF1234567890',
  actions: actions({ receive: true, afterSale: true, logistics: true }),
  ...overrides,
});

const parcel: LogisticsInfo = {
  logisticsCompany: '顺丰速运',
  logisticsNo: 'SF1234567890',
  traces: [
    { time: '2026-01-06T09:00:00.000Z', context: '快件已揽收' },
    { time: '2026-01-07T08:00:00.000Z', context: '快件正在派送' },
  ],
};

beforeEach(() => {
  showAppMessages();
  logInMember();
  fakeApi.answer(API_PATHS.orderExpress, parcel);
});

describe('/home/OrderDetail', () => {
  it('shows the steps reached with their times, the consignee, price detail, remark and coupon', async () => {
    fakeApi.answer(DETAIL, shipped());
    renderRoute('/home/OrderDetail?sn=O20260105000001');
    const view = await findMain();

    expect(await view.findByRole('heading', { name: '订单详情' })).toBeInTheDocument();
    expect(fakeApi.lastSent(DETAIL).body).toEqual({ sn: 'O20260105000001' });
    const steps = within(view.getByRole('list', { name: '订单进度' })).getAllByRole('listitem');
    expect(steps.map((step) => step.firstChild?.textContent)).toEqual([
      '提交订单',
      '付款成功',
      '商家发货',
      '确认收货',
    ]);
    expect(steps[0]).toHaveTextContent(/2026-01-05 \d\d:30:00/);
    expect(steps[2]).toHaveTextContent(/2026-01-0[67] \d\d:00:00/);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[3]).toHaveTextContent(/^确认收货$/);
    expect(view.getAllByText('待收货').length).toBeGreaterThan(0);

    const consignee = within(view.getByRole('region', { name: '收货信息' }));
    expect(consignee.getByText('张伟')).toBeInTheDocument();
    expect(consignee.getByText('浙江省 杭州市 西湖区 文三路 90 号')).toBeInTheDocument();

    const price = within(view.getByRole('region', { name: '价格明细' }));
    expect(price.getByText('935 积分')).toBeInTheDocument();
    expect(price.getByText('6 积分')).toBeInTheDocument();
    expect(price.getByText('-20 积分')).toBeInTheDocument();
    expect(price.getByText('921 积分')).toBeInTheDocument();

    const other = within(view.getByRole('region', { name: '其他信息' }));
    expect(other.getByText('工作日送货')).toBeInTheDocument();
    expect(other.getByText('满500减20')).toBeInTheDocument();
  });

  it('shows no minus sign where no coupon took anything off', async () => {
    const order = shipped();
    fakeApi.answer(DETAIL, {
      ...order,
      priceDetail: { ...order.priceDetail, discountPoints: 0, points: 941 },
    });
    renderRoute('/home/OrderDetail?sn=O20260105000001');
    const view = await findMain();
    const price = within(await view.findByRole('region', { name: '价格明细' }));
    expect(price.getByText('941 积分')).toBeInTheDocument();
    expect(price.getByText('0 积分')).toBeInTheDocument();
    expect(price.queryByText(/^-/)).not.toBeInTheDocument();
  });

  it('lists the goods, each with its after-sale link or the state of its request', async () => {
    fakeApi.answer(DETAIL, shipped());
    renderRoute('/home/OrderDetail?sn=O20260105000001');
    const goods = within(await (await findMain()).findByRole('region', { name: '商品信息' }));
    const [rice, tea] = goods.getAllByRole('listitem');

    expect(within(rice!).getByRole('img', { name: '五常大米 5kg 袋装' })).toHaveAttribute('width', '80');
    expect(rice).toHaveTextContent('单价 368 积分 × 2');
    expect(rice).toHaveTextContent('小计 736 积分');
    expect(within(rice!).getByRole('link', { name: '申请售后：五常大米 5kg 袋装' })).toHaveAttribute(
      'href',
      '/home/onlineAfterSales?orderItemSn=OI-1&sn=O20260105000001',
    );
    expect(within(tea!).queryByRole('link', { name: /申请售后/ })).not.toBeInTheDocument();
    expect(within(tea!).getByText('售后：审核中')).toBeInTheDocument();
  });

  it('shows the parcel with its newest trace first', async () => {
    fakeApi.answer(DETAIL, shipped());
    renderRoute('/orderDetail?sn=O20260105000001');
    const logistics = within(await (await findMain()).findByRole('region', { name: '物流信息' }));

    const traces = within(await logistics.findByRole('list', { name: '物流轨迹' })).getAllByRole('listitem');
    expect(fakeApi.lastSent(API_PATHS.orderExpress).body).toEqual({ sn: 'O20260105000001' });
    expect(traces[0]).toHaveTextContent('快件正在派送');
    expect(traces[1]).toHaveTextContent('快件已揽收');
    expect(logistics.getByText('物流公司：顺丰速运')).toBeInTheDocument();
    expect(logistics.getByText('运单号：SF1234567890')).toBeInTheDocument();
  });

  it('confirms receipt after asking, says so and shows the order completed', async () => {
    fakeApi.answer(
      DETAIL,
      shipped({ orderStatus: 'COMPLETED', completeTime: '2026-01-08T10:00:00.000Z', actions: actions() }),
    );
    fakeApi.answer(DETAIL, shipped(), { once: true });
    fakeApi.answer(API_PATHS.orderReceive, null);
    renderRoute('/home/OrderDetail?sn=O20260105000001');
    const view = await findMain();

    await userEvent.click(await view.findByRole('button', { name: '确认收货' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: '确认收货' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认收货' }));
    expect(await screen.findByText('已确认收货')).toBeInTheDocument();
    expect(fakeApi.lastSent(API_PATHS.orderReceive).body).toEqual({ sn: 'O20260105000001' });
    await waitFor(() => expect(view.getAllByText('已完成').length).toBeGreaterThan(0));
    const steps = within(view.getByRole('list', { name: '订单进度' })).getAllByRole('listitem');
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
  });

  it('says an unknown order, or another member’s, is not found', async () => {
    fakeApi.fail(DETAIL, { status: 404 });
    // The list it leads back to is another test's.
    fakeApi.hang(API_PATHS.orderList);
    const { router } = renderRoute('/home/OrderDetail?sn=O-NOT-MINE');
    const view = await findMain();

    expect(await view.findByText('订单不存在')).toBeInTheDocument();
    expect(view.getByText('该订单不存在，或不是您的订单。')).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: '返回我的订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/myOrder'));
  });
});
