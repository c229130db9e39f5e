import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@mall/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goodsDetail, q3PlanCase } from '../flexible-benefit/flexible-benefit-test-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const OPTION = API_PATHS.benefitOption('*');

beforeEach(() => {
  showAppMessages();
  logInMember();
  fakeApi.answer(OPTION, goodsDetail());
});

describe('/flexibleBenefitgGoodsDetail', () => {
  it('shows the goods, its market price, that the company pays, and its plan case', async () => {
    renderRoute('/flexibleBenefitgGoodsDetail?optionId=bpo-2026-checkup');
    const view = await findMain();
    expect(await view.findByRole('heading', { name: '年度体检套餐（标准版）' })).toBeInTheDocument();
    expect(fakeApi.lastSent(OPTION).path).toBe(API_PATHS.benefitOption('bpo-2026-checkup'));
    const picture = view.getByRole('img', { name: /年度体检套餐（标准版）/ });
    expect(picture).toHaveAttribute('src', '/img/goods/checkup.svg');
    expect(picture).toHaveAttribute('width', '400');
    expect(view.getByText('¥699.00')).toBeInTheDocument();
    expect(view.getByText('企业支付，无需积分')).toBeInTheDocument();
    expect(view.getByText('美年大健康')).toBeInTheDocument();
    expect(view.getByText('标准版')).toBeInTheDocument();
    expect(view.getByText('1 件')).toBeInTheDocument();
    expect(view.getByText('含血常规、肝功能、B 超等 20 项检查。')).toBeInTheDocument();
    const planCase = within(view.getByRole('region', { name: '所属福利方案' }));
    expect(planCase.getByText('2026 年度弹性福利')).toBeInTheDocument();
    expect(planCase.getByText('选择中')).toBeInTheDocument();
  });

  it.each([
    [
      'multiple choice of an open plan case not chosen yet',
      'bpo-2026-checkup',
      goodsDetail(),
      '/home/multipleChoice?planCaseId=bpc-acme-2026&planCaseUseTo=1',
    ],
    [
      'single choice of a one-option plan case',
      'bpo-q4-crab',
      goodsDetail({ planCase: q3PlanCase({ id: 'bpc-acme-2026q4', state: 'OPEN', useTo: 1 }) }),
      '/yearOptionSelection?planCaseId=bpc-acme-2026q4&planCaseUseTo=1',
    ],
  ])('leads back to the %s', async (_choice, optionId, goods, href) => {
    fakeApi.answer(OPTION, goods);
    renderRoute(`/flexibleBenefitgGoodsDetail?optionId=${optionId}`);
    const view = await findMain();
    expect(await view.findByRole('link', { name: '去选择' })).toHaveAttribute('href', href);
  });

  it('says the member chose it, and leads to the order instead', async () => {
    fakeApi.answer(
      OPTION,
      goodsDetail({ planCase: q3PlanCase(), chosen: true, chosenSn: 'FB2026Q3ZW0001', planCaseChosen: true }),
    );
    renderRoute('/flexibleBenefitgGoodsDetail?optionId=bpo-q3-tea');
    const view = await findMain();
    expect(await view.findByText('您已选择此福利')).toBeInTheDocument();
    expect(view.getByRole('link', { name: '查看我的福利订单' })).toHaveAttribute(
      'href',
      '/flexibleBenefitDetail?sn=FB2026Q3ZW0001',
    );
    expect(view.queryByRole('link', { name: '去选择' })).not.toBeInTheDocument();
    expect(view.getByText('已结束')).toBeInTheDocument();
  });

  it('offers no choice once the period has ended', async () => {
    fakeApi.answer(OPTION, goodsDetail({ planCase: q3PlanCase() }));
    renderRoute('/flexibleBenefitgGoodsDetail?optionId=bpo-q3-coffee');
    const view = await findMain();
    expect(await view.findByRole('button', { name: '选择时间已结束' })).toBeDisabled();
    expect(view.queryByRole('link', { name: '去选择' })).not.toBeInTheDocument();
  });

  it("says another enterprise's option (or an unknown one) is not found", async () => {
    fakeApi.fail(OPTION, { status: 404 });
    const { router } = renderRoute('/flexibleBenefitgGoodsDetail?optionId=bpo-blue-rice');
    const view = await findMain();
    expect(await view.findByText('福利商品不存在')).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: '返回福利订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flexibleBenefitOrder'));
  });

  it('says so when no option is named, asking nothing', async () => {
    renderRoute('/flexibleBenefitgGoodsDetail');
    const view = await findMain();
    expect(await view.findByText('未指定福利商品')).toBeInTheDocument();
    expect(fakeApi.sent(OPTION)).toEqual([]);
  });
});
