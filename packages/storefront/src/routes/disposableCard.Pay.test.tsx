import { API_PATHS } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cardPayment } from '../disposable-card/disposable-card-test-data.ts';
import { logInCard } from '../test/card-session.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const SN = 'O2603010000000001';

beforeEach(() => {
  showAppMessages();
  logInCard();
  fakeApi.answer(API_PATHS.ycxkPay, cardPayment(), { method: 'GET' });
  fakeApi.hang(API_PATHS.ycxkOrder);
});

const paymentsSent = () => fakeApi.sent(API_PATHS.ycxkPay, 'POST');

describe('/disposableCard/Pay', () => {
  it('shows the order total, the balance and the points forfeited with the card, and warns', async () => {
    renderRoute(`/disposableCard/Pay?sn=${SN}`);
    const view = await findMain();
    expect(await view.findByText(`订单号 ${SN}`)).toBeInTheDocument();
    expect(view.getByText('订单金额').nextSibling).toHaveTextContent('138 积分');
    expect(view.getByText('兑换后作废').nextSibling).toHaveTextContent('62 积分');
    expect(
      view.getByText('一次性卡只能兑换一次：支付后本卡即作废，剩余的 62 积分将一并作废，不退不补。'),
    ).toBeInTheDocument();
    expect(fakeApi.lastSent(API_PATHS.ycxkPay, 'GET').query).toEqual({ sn: SN });
  });

  it('pays only after the confirm, then shows the order', async () => {
    fakeApi.answer(
      API_PATHS.ycxkPay,
      { sn: SN, points: 138, forfeitedPoints: 62, payTime: '2026-03-01T09:05:00.000Z' },
      { method: 'POST' },
    );
    const { router } = renderRoute(`/disposableCard/Pay?sn=${SN}`);
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '确认兑换' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: '确认使用本卡兑换？' }));
    expect(
      dialog.getByText('支付 138 积分后本卡作废，剩余 62 积分不再可用。确定兑换吗？'),
    ).toBeInTheDocument();
    expect(paymentsSent()).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: '确定兑换' }));
    expect(await screen.findByText('兑换成功')).toBeInTheDocument();
    expect(paymentsSent().map(({ body }) => body)).toEqual([{ sn: SN }]);
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `/disposableCard/OrderDetail?sn=${SN}`,
      ),
    );
  });

  it('keeps the refusal beside the button and stays', async () => {
    fakeApi.fail(API_PATHS.ycxkPay, { code: 30000, message: '该卡已冻结' }, { method: 'POST' });
    const { router } = renderRoute(`/disposableCard/Pay?sn=${SN}`);
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '确认兑换' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定兑换' }),
    );
    expect(await view.findByText('该卡已冻结')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/disposableCard/Pay');
  });

  it('cannot pay above the balance', async () => {
    fakeApi.answer(API_PATHS.ycxkPay, cardPayment({ points: 250, forfeitedPoints: 0, enough: false }), {
      method: 'GET',
    });
    renderRoute(`/disposableCard/Pay?sn=${SN}`);
    const view = await findMain();
    expect(await view.findByText('卡内余额不足以支付本订单')).toBeInTheDocument();
    expect(view.getByRole('button', { name: '确认兑换' })).toBeDisabled();
  });

  it('says an order already paid is paid, with the way to it', async () => {
    fakeApi.answer(API_PATHS.ycxkPay, cardPayment({ orderStatus: 'PAID' }), { method: 'GET' });
    renderRoute(`/disposableCard/Pay?sn=${SN}`);
    const view = await findMain();
    expect(await view.findByText('该订单已支付')).toBeInTheDocument();
    expect(view.queryByRole('button', { name: '确认兑换' })).not.toBeInTheDocument();
  });
});
