import { API_PATHS } from '@mall/schemas';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { planCase } from '../benefits/benefit-test-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  logInMember();
});

describe('/benefitQuarter', () => {
  it("lists the quarter's plan cases under its own heading, with the quarter records linked", async () => {
    fakeApi.answer(API_PATHS.benefitPlanCases, [
      planCase({
        id: 'bpc-acme-2026q4',
        periodKind: 'QUARTER',
        periodLabel: '2026-Q4',
        name: '2026 年第四季度福利',
        minChoices: 1,
        maxChoices: 1,
      }),
    ]);
    renderRoute('/benefitQuarter');
    const view = within(await screen.findByRole('main', {}, { timeout: 5000 }));
    expect(await view.findByRole('heading', { name: '季度福利选择' })).toBeInTheDocument();
    expect(fakeApi.lastSent(API_PATHS.benefitPlanCases).query).toEqual({ periodKind: 'QUARTER' });
    const quarter = within(await view.findByRole('article', { name: '2026 年第四季度福利' }));
    expect(quarter.getByText(/福利期间：2026-Q4 · 3 选 1/)).toBeInTheDocument();
    expect(quarter.getByRole('link', { name: /去选择/ })).toHaveAttribute(
      'href',
      '/yearOptionSelection?planCaseId=bpc-acme-2026q4&planCaseUseTo=1',
    );
    expect(view.getByRole('link', { name: '查看选择记录' })).toHaveAttribute(
      'href',
      '/home/benefitQuarterRecord',
    );
  });
});
