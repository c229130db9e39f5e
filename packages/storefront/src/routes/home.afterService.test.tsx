import type { AfterSaleSummary } from '@mall/schemas';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAfterSales } from '../api/after-sales.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { storeMember } from '../test/member-session.ts';
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

const summary = (overrides: Partial<AfterSaleSummary> = {}): AfterSaleSummary => ({
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
  num: 1,
  refundPoints: 149,
  createTime: '2026-03-01T08:00:00.000Z',
  updateTime: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  appStore.set(accessTokenAtom, 'member-token');
  storeMember();
  appStore.set(oneIdAtom, 'ent-acme');
});

describe('/home/afterService', { timeout: 30_000 }, () => {
  it('lists each request with its service, status and a link to its detail', async () => {
    vi.mocked(fetchAfterSales).mockResolvedValue({
      records: [summary(), summary({ sn: 'AS26030100002', serviceType: 'EXCHANGE_GOODS', status: 'REFUSE' })],
      total: 2,
      current: 1,
      size: 10,
      pages: 1,
    });
    renderRoute('/home/afterService');

    const list = within(await screen.findByRole('list', { name: '售后申请列表' }, { timeout: 5000 }));
    const first = within(list.getByRole('listitem', { name: '售后单号：AS26030100001' }));
    expect(first.getByText('审核中')).toBeInTheDocument();
    expect(first.getByText(/仅退款/)).toBeInTheDocument();
    expect(first.getByRole('link', { name: '查看售后详情：AS26030100001' })).toHaveAttribute(
      'href',
      '/afterServiceDetail?sn=AS26030100001',
    );
    const second = within(list.getByRole('listitem', { name: '售后单号：AS26030100002' }));
    expect(second.getByText('已拒绝')).toBeInTheDocument();
    expect(second.getByText(/换货/)).toBeInTheDocument();
  });

  it('says so when there is no request', async () => {
    vi.mocked(fetchAfterSales).mockResolvedValue({ records: [], total: 0, current: 1, size: 10, pages: 0 });
    renderRoute('/home/afterService');
    expect(await screen.findByText('暂无售后申请', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
