import { API_PATHS } from '@mall/schemas';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { afterSaleSummary } from '../test/after-sale-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { renderRoute } from '../test/render-route.tsx';

beforeEach(() => logInMember());

describe('/home/afterService', { timeout: 30_000 }, () => {
  it('lists each request with its service, status and a link to its detail', async () => {
    fakeApi.answer(API_PATHS.afterSaleList, {
      records: [
        afterSaleSummary(),
        afterSaleSummary({ sn: 'AS26030100002', serviceType: 'EXCHANGE_GOODS', status: 'REFUSE' }),
      ],
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
    fakeApi.answer(API_PATHS.afterSaleList, { records: [], total: 0, current: 1, size: 10, pages: 0 });
    renderRoute('/home/afterService');
    expect(await screen.findByText('暂无售后申请', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says its requests are loading, and words a failure as its own, with a retry', async () => {
    fakeApi.hang(API_PATHS.afterSaleList);
    const { unmount } = renderRoute('/home/afterService');
    expect(await screen.findByText('售后申请加载中…')).toBeInTheDocument();
    unmount();

    fakeApi.fail(API_PATHS.afterSaleList, { code: 500, message: '服务器繁忙，请稍后再试' });
    renderRoute('/home/afterService');
    expect(await screen.findByText('售后申请加载失败，请稍后重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
