import { API_PATHS } from '@mall/schemas';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { benefitRecord, recordPage } from '../benefits/benefit-test-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  logInMember();
});

describe('/home/benefitQuarterRecord', () => {
  it('lists the quarter choices under their own heading', async () => {
    fakeApi.answer(
      API_PATHS.benefitRecords,
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
    expect(fakeApi.lastSent(API_PATHS.benefitRecords).query).toEqual({
      periodKind: 'QUARTER',
      pageNumber: '1',
      pageSize: '10',
    });
    expect(table.getAllByRole('row')[1]).toHaveTextContent(
      '2026 年第四季度福利2026-Q4时令水果礼盒 × 1本人已完成',
    );
  });
});
