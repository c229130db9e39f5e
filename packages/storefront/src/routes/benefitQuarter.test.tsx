import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPlanCases } from '../api/benefits.ts';
import { planCase } from '../benefits/benefit-test-data.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.mock('../api/benefits.ts', () => ({ fetchPlanCases: vi.fn() }));

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
});

describe('/benefitQuarter', () => {
  it("lists the quarter's plan cases under its own heading, with the quarter records linked", async () => {
    vi.mocked(fetchPlanCases).mockResolvedValue([
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
    expect(fetchPlanCases).toHaveBeenCalledWith('QUARTER');
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
