import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCardPayment, fetchCardSession, payWithCard } from '../api/disposable-card.ts';
import { cardPayment, cardSession } from '../disposable-card/disposable-card-test-data.ts';
import { AppToaster } from '../ui/AppToaster.tsx';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { toaster } from '../ui/toaster.ts';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.mock('../api/disposable-card.ts', () => ({
  fetchCardSession: vi.fn(),
  fetchCardPayment: vi.fn(),
  payWithCard: vi.fn(),
  fetchCardOrder: vi.fn(() => new Promise(() => {})),
}));
vi.mock('../api/site.ts', () => ({
  fetchSiteSetting: vi.fn(async () => ({ siteName: '好生活福利商城' })),
}));

vi.setConfig({ testTimeout: 20_000 });

const SN = 'O2603010000000001';
const main = async () => within(await screen.findByRole('main', {}, { timeout: 5000 }));

beforeEach(() => {
  render(
    <StorefrontStoryFrame>
      <AppToaster />
    </StorefrontStoryFrame>,
  );
  appStore.set(accessTokenAtom, 'card-token');
  vi.mocked(fetchCardSession).mockReset().mockResolvedValue(cardSession());
  vi.mocked(fetchCardPayment).mockReset().mockResolvedValue(cardPayment());
  vi.mocked(payWithCard).mockReset();
});

afterEach(() => {
  toaster.remove();
  appStore.set(accessTokenAtom, null);
});

describe('/disposableCard/Pay', () => {
  it('shows the order total, the balance and the points forfeited with the card, and warns', async () => {
    renderRoute(`/disposableCard/Pay?sn=${SN}`);
    const view = await main();
    expect(await view.findByText(`订单号 ${SN}`)).toBeInTheDocument();
    expect(view.getByText('订单金额').nextSibling).toHaveTextContent('138 积分');
    expect(view.getByText('兑换后作废').nextSibling).toHaveTextContent('62 积分');
    expect(
      view.getByText('一次性卡只能兑换一次：支付后本卡即作废，剩余的 62 积分将一并作废，不退不补。'),
    ).toBeInTheDocument();
    expect(fetchCardPayment).toHaveBeenCalledWith(SN);
  });

  it('pays only after the confirm, then shows the order', async () => {
    vi.mocked(payWithCard).mockResolvedValue({
      ok: true,
      result: { sn: SN, points: 138, forfeitedPoints: 62, payTime: '2026-03-01T09:05:00.000Z' },
    });
    const { router } = renderRoute(`/disposableCard/Pay?sn=${SN}`);
    const view = await main();
    await userEvent.click(await view.findByRole('button', { name: '确认兑换' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: '确认使用本卡兑换？' }));
    expect(
      dialog.getByText('支付 138 积分后本卡作废，剩余 62 积分不再可用。确定兑换吗？'),
    ).toBeInTheDocument();
    expect(payWithCard).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: '确定兑换' }));
    expect(payWithCard).toHaveBeenCalledWith(SN);
    expect(await screen.findByText('兑换成功')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `/disposableCard/OrderDetail?sn=${SN}`,
      ),
    );
  });

  it('keeps the refusal beside the button and stays', async () => {
    vi.mocked(payWithCard).mockResolvedValue({ ok: false, code: 30000, message: '该卡已冻结' });
    const { router } = renderRoute(`/disposableCard/Pay?sn=${SN}`);
    const view = await main();
    await userEvent.click(await view.findByRole('button', { name: '确认兑换' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定兑换' }),
    );
    expect(await view.findByText('该卡已冻结')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/disposableCard/Pay');
  });

  it('cannot pay above the balance', async () => {
    vi.mocked(fetchCardPayment).mockResolvedValue(
      cardPayment({ points: 250, forfeitedPoints: 0, enough: false }),
    );
    renderRoute(`/disposableCard/Pay?sn=${SN}`);
    const view = await main();
    expect(await view.findByText('卡内余额不足以支付本订单')).toBeInTheDocument();
    expect(view.getByRole('button', { name: '确认兑换' })).toBeDisabled();
  });

  it('says an order already paid is paid, with the way to it', async () => {
    vi.mocked(fetchCardPayment).mockResolvedValue(cardPayment({ orderStatus: 'PAID' }));
    renderRoute(`/disposableCard/Pay?sn=${SN}`);
    const view = await main();
    expect(await view.findByText('该订单已支付')).toBeInTheDocument();
    expect(view.queryByRole('button', { name: '确认兑换' })).not.toBeInTheDocument();
  });
});
