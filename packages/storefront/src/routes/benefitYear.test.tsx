import { API_PATHS } from '@mall/schemas';
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FAMILY_CASE, planCase } from '../benefits/benefit-test-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const card = async (name: string) => within(await (await findMain()).findByRole('article', { name }));

const PLAN_CASES = API_PATHS.benefitPlanCases;

beforeEach(() => {
  logInMember();
});

describe('/benefitYear', () => {
  it('shows an open plan case with its period, rule, window, for whom, and the way to choose', async () => {
    fakeApi.answer(PLAN_CASES, [planCase({ optionCount: 5 })]);
    renderRoute('/benefitYear');
    const year = await card('2026 年度弹性福利');
    expect(fakeApi.lastSent(PLAN_CASES).query).toEqual({ periodKind: 'YEAR' });
    expect(year.getByText('选择中')).toBeInTheDocument();
    expect(year.getByText(/福利期间：2026 · 5 选 2 · 领取人：员工本人/)).toBeInTheDocument();
    expect(year.getByText(/任选两项/)).toBeInTheDocument();
    expect(year.getByText(/^选择时间：2026-01-30 \d\d:00 至 2026-04-30 \d\d:00$/)).toBeInTheDocument();
    // Two of five is a multiple choice.
    expect(year.getByRole('link', { name: '去选择：2026 年度弹性福利' })).toHaveAttribute(
      'href',
      '/home/multipleChoice?planCaseId=bpc-acme-2026&planCaseUseTo=1',
    );
  });

  it('sends a single choice for a family member to /yearOptionSelection', async () => {
    fakeApi.answer(PLAN_CASES, [planCase(FAMILY_CASE)]);
    renderRoute('/benefitYear');
    const family = await card('2026 家属关爱福利');
    expect(family.getByText(/3 选 1 · 领取人：家属/)).toBeInTheDocument();
    expect(family.getByRole('link', { name: '去选择：2026 家属关爱福利' })).toHaveAttribute(
      'href',
      '/yearOptionSelection?planCaseId=bpc-acme-2026-family&planCaseUseTo=2',
    );
  });

  it('offers the order of a plan case chosen already instead of choosing', async () => {
    fakeApi.answer(PLAN_CASES, [planCase({ chosenSn: 'FB20260301100001' })]);
    renderRoute('/benefitYear');
    const year = await card('2026 年度弹性福利');
    expect(year.getByText('已选择')).toBeInTheDocument();
    expect(year.getByRole('link', { name: '查看订单' })).toHaveAttribute(
      'href',
      '/flexibleBenefitDetail?sn=FB20260301100001',
    );
    expect(year.queryByRole('link', { name: /去选择/ })).not.toBeInTheDocument();
  });

  it('disables choosing a plan case not started or closed, saying why', async () => {
    fakeApi.answer(PLAN_CASES, [
      planCase({
        id: 'later',
        name: '2027 年度福利',
        state: 'NOT_STARTED',
        chooseStart: '2027-01-01T04:00:00.000Z',
      }),
      planCase({ id: 'over', name: '2025 年度福利', state: 'CLOSED', chooseEnd: '2025-12-31T04:00:00.000Z' }),
    ]);
    renderRoute('/benefitYear');
    const later = await card('2027 年度福利');
    expect(later.getByText('未开始')).toBeInTheDocument();
    expect(later.getByRole('button', { name: '去选择' })).toBeDisabled();
    expect(later.getByText(/^2027-01-01 \d\d:00 开始选择$/)).toBeInTheDocument();
    const over = await card('2025 年度福利');
    expect(over.getByText('已结束')).toBeInTheDocument();
    expect(over.getByRole('button', { name: '去选择' })).toBeDisabled();
    expect(over.getByText(/^选择已于 2025-12-31 \d\d:00 截止$/)).toBeInTheDocument();
  });

  it('says so when there is no plan case, and links to the records', async () => {
    fakeApi.answer(PLAN_CASES, []);
    renderRoute('/benefitYear');
    const view = await findMain();
    expect(await view.findByText('暂无福利方案')).toBeInTheDocument();
    expect(view.getByRole('link', { name: '查看选择记录' })).toHaveAttribute(
      'href',
      '/home/benefitYearRecord',
    );
  });
});
