import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@mall/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { address, planCaseDetail } from '../benefits/benefit-test-data.ts';
import { addressBook } from '../test/home-address.ts';
import { answerChoicePage, planCasesAsked, sentChoice } from '../test/benefit-choice.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { renderRoute, showAppMessages } from '../test/render-route.tsx';

const CHECK = API_PATHS.benefitChooseCheck;
const CHOOSE = API_PATHS.benefitChoose;

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/home/multipleChoice?planCaseId=bpc-acme-2026&planCaseUseTo=1';
const OFFICE = address({
  id: 'addr-acme-zhang-office',
  regionNames: '上海市 上海市 浦东新区',
  detail: '世纪大道 100 号 25 层',
  isDefault: false,
});

const form = async () =>
  within(await screen.findByRole('form', { name: '2026 年度弹性福利' }, { timeout: 5000 }));

beforeEach(() => {
  showAppMessages();
  logInMember();
  answerChoicePage({ planCase: planCaseDetail(), addresses: [address(), OFFICE] });
});

describe('/home/multipleChoice', () => {
  it('shows the options as checkboxes with picture, spec, quantity, market price and a link to the goods', async () => {
    renderRoute(PATH);
    const view = await form();
    expect(fakeApi.lastSent(CHECK).query).toEqual({ planCaseId: 'bpc-acme-2026' });
    expect(view.getAllByRole('checkbox')).toHaveLength(3);
    expect(view.getByRole('checkbox', { name: /美年大健康 标准体检套餐 × 1/ })).toBeInTheDocument();
    expect(view.getByText('规格：男士版')).toBeInTheDocument();
    expect(view.getByText('市场价 ¥599.00')).toBeInTheDocument();
    const picture = view.getByRole('img', { name: '美年大健康 标准体检套餐 图片' });
    expect(picture).toHaveAttribute('width', '96');
    expect(picture).toHaveAttribute('height', '96');
    expect(view.getByRole('link', { name: '查看详情：洁牙套餐' })).toHaveAttribute(
      'href',
      '/flexibleBenefitgGoodsDetail?optionId=bpo-2026-teeth',
    );
    expect(view.getByText('已选 0 / 2')).toBeInTheDocument();
    expect(view.getByRole('combobox', { name: '收货地址' })).toHaveValue('addr-acme-zhang-home');
  });

  it('counts the ticks and lets no more than the rule be ticked', async () => {
    renderRoute(PATH);
    const view = await form();
    await userEvent.click(view.getByRole('checkbox', { name: /美年大健康/ }));
    await userEvent.click(view.getByRole('checkbox', { name: /洁牙套餐/ }));
    expect(view.getByText('已选 2 / 2')).toBeInTheDocument();
    expect(view.getByRole('checkbox', { name: /空气净化器/ })).toBeDisabled();
    expect(view.getByText('最多选择 2 项，请先取消一项')).toBeInTheDocument();
    await userEvent.click(view.getByRole('checkbox', { name: /洁牙套餐/ }));
    expect(view.getByRole('checkbox', { name: /空气净化器/ })).toBeEnabled();
  });

  it('says the count rule in the server words when too few are ticked, sending nothing', async () => {
    renderRoute(PATH);
    const view = await form();
    await userEvent.click(view.getByRole('checkbox', { name: /洁牙套餐/ }));
    await userEvent.click(view.getByRole('button', { name: '确认选择' }));
    expect(view.getByRole('alert')).toHaveTextContent('请选择2项福利');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fakeApi.sent(CHOOSE)).toEqual([]);
  });

  it('sums the choice up in a dialog, then chooses and goes to the order with a toast', async () => {
    fakeApi.answer(CHOOSE, {
      sn: 'FB20260301100001',
      planCaseId: 'bpc-acme-2026',
      status: 'UNDELIVERED',
      createTime: '2026-03-01T09:00:00.000Z',
    });
    // The order it opens is another test's.
    fakeApi.hang(API_PATHS.benefitOrder('*'));
    const { router } = renderRoute(PATH);
    const view = await form();
    await userEvent.click(view.getByRole('checkbox', { name: /空气净化器/ }));
    await userEvent.click(view.getByRole('checkbox', { name: /美年大健康/ }));
    await userEvent.selectOptions(view.getByRole('combobox', { name: '收货地址' }), 'addr-acme-zhang-office');
    await userEvent.click(view.getByRole('button', { name: '确认选择' }));

    const dialog = within(await screen.findByRole('alertdialog', { name: '确认福利选择' }));
    expect(dialog.getByText('美年大健康 标准体检套餐 × 1')).toBeInTheDocument();
    expect(dialog.getByText('空气净化器 × 1')).toBeInTheDocument();
    expect(dialog.getByText(/世纪大道 100 号 25 层/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确定提交' }));

    expect(await screen.findByText('福利选择成功')).toBeInTheDocument();
    expect(sentChoice()).toEqual({
      planCaseId: 'bpc-acme-2026',
      optionIds: ['bpo-2026-checkup', 'bpo-2026-purifier'],
      addressId: 'addr-acme-zhang-office',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/flexibleBenefitDetail'));
    expect(router.state.location.search).toBe('?sn=FB20260301100001');
  });

  it("shows the server's refusal beside the form, keeping the ticks", async () => {
    fakeApi.fail(CHOOSE, { code: 30000, message: '本期福利选择已结束' });
    renderRoute(PATH);
    const view = await form();
    await userEvent.click(view.getByRole('checkbox', { name: /美年大健康/ }));
    await userEvent.click(view.getByRole('checkbox', { name: /洁牙套餐/ }));
    await userEvent.click(view.getByRole('button', { name: '确认选择' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定提交' }));
    expect(await view.findByRole('alert')).toHaveTextContent('本期福利选择已结束');
    expect(view.getByRole('checkbox', { name: /洁牙套餐/ })).toBeChecked();
  });

  it('offers to add an address when the member has none', async () => {
    fakeApi.answer(API_PATHS.address, addressBook());
    renderRoute(PATH);
    const view = await form();
    expect(view.getByText('您还没有收货地址')).toBeInTheDocument();
    expect(view.getByRole('link', { name: '新增收货地址' })).toHaveAttribute('href', '/home/addAddress');
    await userEvent.click(view.getByRole('checkbox', { name: /美年大健康/ }));
    await userEvent.click(view.getByRole('checkbox', { name: /洁牙套餐/ }));
    await userEvent.click(view.getByRole('button', { name: '确认选择' }));
    expect(view.getByText('请选择收货地址')).toBeInTheDocument();
    expect(fakeApi.sent(CHOOSE)).toEqual([]);
  });

  it('shows why and no form for a plan case whose window is closed', async () => {
    fakeApi.answer(
      API_PATHS.benefitPlanCase('*'),
      planCaseDetail({ state: 'CLOSED', chooseEnd: '2026-02-20T04:00:00.000Z' }),
    );
    renderRoute(PATH);
    expect(await screen.findByText('当前不在选择时间内', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/^选择已于 2026-02-20 \d\d:00 截止$/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(fakeApi.sent(API_PATHS.address)).toEqual([]);
  });

  it('says a plan case not found when the server answers 404', async () => {
    fakeApi.fail(CHECK, { status: 404 });
    renderRoute(PATH);
    expect(await screen.findByText('福利方案不存在', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(planCasesAsked()).toEqual([]);
  });

  it('asks for nothing more while the request layer sends a member who chose already away', async () => {
    // Code 3000005: the request layer navigates to /flexibleBenefitOrder and rejects, handled.
    fakeApi.fail(CHECK, { code: 3000005, message: '您已完成本期福利选择', status: 409 });
    renderRoute(PATH);
    await waitFor(() => expect(fakeApi.sent(CHECK)).toHaveLength(1));
    expect(planCasesAsked()).toEqual([]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
