import { API_PATHS } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { benefitRecord, recordPage } from '../benefits/benefit-test-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const FAMILY_RECORD = benefitRecord({
  sn: 'FB20260301100002',
  planCaseId: 'bpc-acme-2026-family',
  planCaseName: '2026 家属关爱福利',
  status: 'CANCELLED',
  items: [{ optionId: 'bpo-family-vitamins', goodsName: '汤臣倍健 多种维生素', image: null, quantity: 2 }],
  familyMember: { id: 'fam-acme-zhang-spouse', name: '刘洋', relation: 'SPOUSE' },
});

const table = async () =>
  within(await screen.findByRole('table', { name: '年度福利选择记录' }, { timeout: 5000 }));

beforeEach(() => {
  logInMember();
});

describe('/home/benefitYearRecord', () => {
  it('lists the year choices with plan case, options, for whom, status, time and a link to the order', async () => {
    fakeApi.answer(API_PATHS.benefitRecords, recordPage([benefitRecord(), FAMILY_RECORD]));
    renderRoute('/home/benefitYearRecord');
    const [, own, family] = (await table()).getAllByRole('row');
    expect(fakeApi.lastSent(API_PATHS.benefitRecords).query).toEqual({
      periodKind: 'YEAR',
      pageNumber: '1',
      pageSize: '10',
    });
    expect(own).toHaveTextContent('2026 年度弹性福利2026美年大健康 标准体检套餐 × 1洁牙套餐 × 1本人待发货');
    expect(within(own!).getByRole('link', { name: '查看订单 FB20260301100001' })).toHaveAttribute(
      'href',
      '/flexibleBenefitDetail?sn=FB20260301100001',
    );
    expect(family).toHaveTextContent('2026 家属关爱福利2026汤臣倍健 多种维生素 × 2刘洋（配偶）已取消');
  });

  it('pages the records, keeping the page in the address', async () => {
    fakeApi.answer(API_PATHS.benefitRecords, recordPage([benefitRecord()], 12));
    const { router } = renderRoute('/home/benefitYearRecord');
    await table();
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(router.state.location.search).toBe('?pageNumber=2');
    await waitFor(() =>
      expect(fakeApi.lastSent(API_PATHS.benefitRecords).query).toEqual({
        periodKind: 'YEAR',
        pageNumber: '2',
        pageSize: '10',
      }),
    );
  });

  it('says so when there is no choice yet', async () => {
    fakeApi.answer(API_PATHS.benefitRecords, recordPage([]));
    renderRoute('/home/benefitYearRecord');
    expect(await screen.findByText('暂无选择记录', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
