import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBenefitRecords } from '../api/benefits.ts';
import { benefitRecord, recordPage } from '../benefits/benefit-test-data.ts';
import { logInMember } from '../test/member-session.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.mock('../api/benefits.ts', () => ({ fetchBenefitRecords: vi.fn() }));

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  logInMember();
});

describe('/home/benefitQuarterRecord', () => {
  it('lists the quarter choices under their own heading', async () => {
    vi.mocked(fetchBenefitRecords).mockResolvedValue(
      recordPage([
        benefitRecord({
          sn: 'FB20260301100003',
          planCaseId: 'bpc-acme-2026q4',
          planCaseName: '2026 年第四季度福利',
          periodLabel: '2026-Q4',
          status: 'COMPLETED',
          items: [{ optionId: 'bpo-q4-fruit', goodsName: '时令水果礼盒', image: null, quantity: 1 }],
        }),
      ]),
    );
    renderRoute('/home/benefitQuarterRecord');
    const table = within(await screen.findByRole('table', { name: '季度福利选择记录' }, { timeout: 5000 }));
    expect(fetchBenefitRecords).toHaveBeenCalledWith('QUARTER', { pageNumber: 1, pageSize: 10 });
    expect(table.getAllByRole('row')[1]).toHaveTextContent(
      '2026 年第四季度福利2026-Q4时令水果礼盒 × 1本人已完成',
    );
  });
});
