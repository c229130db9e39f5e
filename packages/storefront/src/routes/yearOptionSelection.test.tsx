import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@mall/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { address, FAMILY_CASE, familyMember, option, planCaseDetail } from '../benefits/benefit-test-data.ts';
import { answerChoicePage, sentChoice } from '../test/benefit-choice.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/yearOptionSelection?planCaseId=bpc-acme-2026-family&planCaseUseTo=2';
const FAMILY_OPTIONS = [
  option({ id: 'bpo-family-checkup', goodsName: '美年大健康 标准体检套餐' }),
  option({
    id: 'bpo-family-vitamins',
    goodsName: '汤臣倍健 多种维生素',
    quantity: 2,
    spec: null,
    image: null,
  }),
];
const MOTHER = familyMember({ id: 'fam-mother', name: '王秀英', relation: 'MOTHER', birthday: null });

const form = async () =>
  within(await screen.findByRole('form', { name: '2026 家属关爱福利' }, { timeout: 5000 }));

beforeEach(() => {
  logInMember();
  answerChoicePage({
    planCase: planCaseDetail(FAMILY_CASE, FAMILY_OPTIONS),
    addresses: [address()],
    family: [familyMember(), MOTHER],
  });
  fakeApi.fail(API_PATHS.benefitChoose, { code: 30000, message: '家属不存在' });
});

describe('/yearOptionSelection', () => {
  it('offers the options as radio cards, one at a time, without a counter', async () => {
    renderRoute(PATH);
    const view = await form();
    const [checkup, vitamins] = view.getAllByRole('radio');
    expect(view.getByRole('radio', { name: /汤臣倍健 多种维生素 × 2/ })).toBe(vitamins);
    await userEvent.click(checkup!);
    await userEvent.click(vitamins!);
    expect(checkup).not.toBeChecked();
    expect(vitamins).toBeChecked();
    expect(view.queryByText(/已选/)).not.toBeInTheDocument();
  });

  it('asks for the family member of a family plan case, linking to /familyInfo, and sends them', async () => {
    renderRoute(PATH);
    const view = await form();
    const picker = view.getByRole('combobox', { name: '领取家属' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['刘洋（配偶）', '王秀英（母亲）']);
    expect(view.getByRole('link', { name: '管理家属信息' })).toHaveAttribute('href', '/familyInfo');
    await userEvent.click(view.getByRole('radio', { name: /汤臣倍健/ }));
    await userEvent.selectOptions(picker, 'fam-mother');
    await userEvent.click(view.getByRole('button', { name: '确认选择' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: '确认福利选择' }));
    expect(dialog.getByText('王秀英（母亲）')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确定提交' }));
    expect(await view.findByRole('alert')).toHaveTextContent('家属不存在');
    expect(sentChoice()).toEqual({
      planCaseId: 'bpc-acme-2026-family',
      optionIds: ['bpo-family-vitamins'],
      addressId: 'addr-acme-zhang-home',
      familyMemberId: 'fam-mother',
    });
  });

  it('refuses to go on without a family member when none is registered', async () => {
    fakeApi.answer(API_PATHS.familyMembers, []);
    renderRoute(PATH);
    const view = await form();
    expect(view.getByText('您还没有登记家属')).toBeInTheDocument();
    await userEvent.click(view.getByRole('radio', { name: /汤臣倍健/ }));
    await userEvent.click(view.getByRole('button', { name: '确认选择' }));
    expect(view.getByText('请选择领取福利的家属')).toBeInTheDocument();
    expect(fakeApi.sent(API_PATHS.benefitChoose)).toEqual([]);
  });

  it("asks for no family members for the employee's own plan case", async () => {
    fakeApi.answer(
      API_PATHS.benefitPlanCase('*'),
      planCaseDetail({ id: 'bpc-acme-2026q4', name: '2026 年第四季度福利', minChoices: 1, maxChoices: 1 }),
    );
    renderRoute('/yearOptionSelection?planCaseId=bpc-acme-2026q4&planCaseUseTo=1');
    const view = within(await screen.findByRole('form', { name: '2026 年第四季度福利' }, { timeout: 5000 }));
    expect(view.queryByRole('combobox', { name: '领取家属' })).not.toBeInTheDocument();
    expect(fakeApi.sent(API_PATHS.familyMembers)).toEqual([]);
  });
});
