import type { AfterSaleDetail } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cancelAfterSale,
  fetchAfterSaleDetail,
  fetchAfterSaleLog,
  fetchAfterSaleMessages,
  sendAfterSaleMessage,
} from '../api/after-sales.ts';
import { RequestError } from '../api/request.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.mock('../api/after-sales.ts', () => ({
  fetchAfterSales: vi.fn(),
  fetchAfterSaleApplyInfo: vi.fn(),
  fetchAfterSaleReasons: vi.fn(),
  applyAfterSale: vi.fn(),
  fetchAfterSaleDetail: vi.fn(),
  fetchAfterSaleLog: vi.fn(),
  cancelAfterSale: vi.fn(),
  fetchAfterSaleMessages: vi.fn(),
  sendAfterSaleMessage: vi.fn(),
}));
vi.mock('../api/site.ts', () => ({
  fetchSiteSetting: vi.fn(async () => ({ siteName: '好生活福利商城' })),
}));

const request = (overrides: Partial<AfterSaleDetail> = {}): AfterSaleDetail => ({
  sn: 'AS26030100001',
  orderSn: 'O26030100001',
  orderItemSn: 'O26030100001-1',
  skuId: '1026',
  goodsId: '126',
  name: '快充移动电源 20000mAh',
  image: '/img/goods/powerbank.svg',
  price: 149,
  serviceType: 'RETURN_MONEY',
  status: 'APPLY',
  num: 2,
  refundPoints: 298,
  createTime: '2026-03-01T08:00:00.000Z',
  updateTime: '2026-03-01T08:00:00.000Z',
  orderStatus: 'PAID',
  reason: '不想要了',
  problemDesc: '拍错了',
  images: [],
  contactName: '张伟',
  contactMobile: '13800138000',
  pickupAddress: null,
  refuseReason: null,
  logisticsCompany: null,
  logisticsNo: null,
  actions: { cancel: true, delivery: false },
  ...overrides,
});

const PATH = '/afterServiceDetail?sn=AS26030100001';

/** Opens the request; answers the page's own content once the route's code and the request loaded. */
const main = async () => {
  renderRoute(PATH);
  await screen.findByRole('heading', { name: '售后详情' }, { timeout: 5000 });
  return within(screen.getByRole('main'));
};

beforeEach(() => {
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
  vi.mocked(cancelAfterSale).mockReset();
  vi.mocked(sendAfterSaleMessage).mockReset();
  vi.mocked(fetchAfterSaleDetail).mockResolvedValue(request());
  vi.mocked(fetchAfterSaleLog).mockResolvedValue([
    { status: 'APPLY', message: '会员提交了售后申请', createTime: '2026-03-01T08:00:00.000Z' },
  ]);
  vi.mocked(fetchAfterSaleMessages).mockResolvedValue([
    { id: 1, sender: 'SERVICE', content: '您好，已收到您的申请', createTime: '2026-03-01T09:00:00.000Z' },
  ]);
});

// Generous: the first test waits for the route's chunk, and the machine is shared.
describe('/afterServiceDetail', { timeout: 30_000 }, () => {
  it('shows the status, the request and its progress', async () => {
    const page = await main();

    expect(within(page.getByRole('region', { name: '售后状态' })).getByText('审核中')).toBeInTheDocument();
    const info = within(page.getByRole('region', { name: '售后信息' }));
    expect(info.getByText('仅退款')).toBeInTheDocument();
    expect(info.getByText('不想要了')).toBeInTheDocument();
    expect(info.getByText('拍错了')).toBeInTheDocument();
    const progress = within(page.getByRole('region', { name: '售后进度' }));
    expect(await progress.findByText('会员提交了售后申请')).toBeInTheDocument();
    expect(await page.findByText('您好，已收到您的申请')).toBeInTheDocument();
  });

  it('asks before withdrawing the request, then withdraws it', async () => {
    vi.mocked(cancelAfterSale).mockResolvedValue(
      request({ status: 'CANCEL', actions: { cancel: false, delivery: false } }),
    );
    const page = await main();

    await userEvent.click(page.getByRole('button', { name: '取消售后申请' }));
    const dialog = await screen.findByRole('alertdialog', { name: '取消售后申请' });
    expect(cancelAfterSale).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认取消' }));

    await waitFor(() => expect(cancelAfterSale).toHaveBeenCalledWith('AS26030100001'));
    const status = within(page.getByRole('region', { name: '售后状态' }));
    expect(await status.findByText('已撤销')).toBeInTheDocument();
    expect(page.queryByRole('button', { name: '取消售后申请' })).not.toBeInTheDocument();
  });

  it('keeps the request when the member thinks again, and shows a refusal', async () => {
    vi.mocked(cancelAfterSale).mockRejectedValue(
      new RequestError('当前状态不能取消售后申请', 'server', false, 400, 400),
    );
    const page = await main();

    await userEvent.click(page.getByRole('button', { name: '取消售后申请' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '再想想' }),
    );
    expect(cancelAfterSale).not.toHaveBeenCalled();

    await userEvent.click(page.getByRole('button', { name: '取消售后申请' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认取消' }),
    );
    expect(await page.findByRole('alert')).toHaveTextContent('当前状态不能取消售后申请');
  });

  it('sends a message to customer service', async () => {
    vi.mocked(sendAfterSaleMessage).mockResolvedValue({
      id: 2,
      sender: 'MEMBER',
      content: '请尽快处理',
      createTime: '2026-03-01T10:00:00.000Z',
    });
    const page = await main();

    await userEvent.click(page.getByRole('button', { name: '发送' }));
    expect(await page.findByText('请输入消息内容')).toBeInTheDocument();
    expect(sendAfterSaleMessage).not.toHaveBeenCalled();

    await userEvent.click(page.getByLabelText('发送给客服的消息'));
    await userEvent.paste('  请尽快处理 ');
    await userEvent.click(page.getByRole('button', { name: '发送' }));

    expect(await page.findByText('请尽快处理')).toBeInTheDocument();
    expect(sendAfterSaleMessage).toHaveBeenCalledWith('AS26030100001', '请尽快处理');
    expect(page.getByLabelText('发送给客服的消息')).toHaveValue('');
  });
});
