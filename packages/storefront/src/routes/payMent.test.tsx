import { API_PATHS, type PaymentCheck } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../ui/toaster.ts';
import { decryptWire, sentWithPasswords } from '../test/account-access-support.tsx';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { PAYMENT_SN as SN, paymentCheck } from '../test/payment-check.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const CHECK = API_PATHS.orderCheckPayment;
const PAY = API_PATHS.orderPay;
const SET_PASSWORD = API_PATHS.walletSetPassword;

/** The order as the fake server holds it. */
let order: PaymentCheck;

beforeEach(() => {
  logInMember();
  order = paymentCheck({
    payDeadline: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    items: [
      { skuId: '1001', name: '有机大米 5kg', spec: '5kg', image: '/img/goods/1001.svg', num: 2, price: 25 },
      { skuId: '1002', name: '食用油', spec: null, image: null, num: 1, price: 6 },
    ],
  });
  fakeApi.answer(CHECK, () => ({ ...order }));
  fakeApi.answer(SET_PASSWORD, () => {
    order = { ...order, payPasswordSet: true };
    return null;
  });
  fakeApi.answer(
    API_PATHS.orderPayPasswordCheck,
    ({ body }) => decryptWire((body as { password: string }).password) === 'pay123456',
  );
  fakeApi.answer(PAY, () => {
    order = { ...order, orderStatus: 'PAID', balance: 944 };
    return { sn: order.sn, points: 56, balance: 944, payTime: '2026-11-23T09:00:00Z' };
  });
});

afterEach(() => {
  toaster.remove();
});

describe('/payMent', () => {
  it('shows what the order takes and the balance, and pays with the pay password, then shows the result', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(`/payMent?sn=${SN}`);
    const content = await findMain();
    expect(await content.findByText(`订单号：${SN}`)).toBeInTheDocument();
    expect(content.getByText('56 积分')).toBeInTheDocument();
    expect(content.getByText('1,000 积分')).toBeInTheDocument();
    const goods = content.getByRole('list', { name: '订单商品' });
    const lines = within(goods).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('img', { name: '有机大米 5kg' })).toHaveAttribute('width', '64');
    expect(lines[0]).toHaveTextContent('5kg');
    expect(lines[0]).toHaveTextContent('×2');
    expect(lines[0]).toHaveTextContent('25 积分');
    // The deadline is two hours from when the fake order was made; a loaded CI machine may take
    // tens of seconds to get here (the clock rounds up, so it may still read 2:00:00).
    expect(content.getByText(/^请在 (2:00:00|1:5\d:\d\d) 内完成支付/)).toBeInTheDocument();
    const password = content.getByLabelText('支付密码');
    expect(password).toHaveAttribute('type', 'password');

    await user.type(password, 'pay123456');
    await user.click(content.getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payDone'));
    expect(sentWithPasswords(API_PATHS.orderPayPasswordCheck, ['password'])).toEqual({
      password: 'pay123456',
    });
    expect(sentWithPasswords(PAY, ['password'])).toEqual({ sn: SN, password: 'pay123456' });
    expect(router.state.location.search).toBe(`?sn=${SN}`);
    // The result page's code loads after the address changed: wait for its panel, not the old main.
    const done = await screen.findByRole('region', { name: '支付成功' });
    expect(done).toHaveTextContent('支付积分56 积分');
    expect(done).toHaveTextContent('剩余积分944 积分');
    expect(within(done).getByRole('link', { name: '查看订单详情' })).toHaveAttribute(
      'href',
      `/home/OrderDetail?sn=${SN}`,
    );
    expect(within(done).getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/home/myOrder');
    expect(within(done).getByRole('link', { name: '继续购物' })).toHaveAttribute('href', '/');
    // The page used the payment's own answer.
    expect(fakeApi.sent(CHECK)).toHaveLength(1);
  });

  it('says when the pay password is wrong, and lets the member type it again', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(`/payMent?sn=${SN}`);
    const content = await findMain();
    await user.type(await content.findByLabelText('支付密码'), 'wrong999');
    await user.click(content.getByRole('button', { name: '确认支付' }));
    expect(await content.findByText('请输入正确的支付密码')).toBeInTheDocument();
    expect(fakeApi.sent(PAY)).toEqual([]);
    expect(content.getByLabelText('支付密码')).toHaveValue('');

    // The server may refuse at paying too: its message shows the same way.
    fakeApi.fail(PAY, { code: 30000, message: 'Please enter the correct payment password' }, { once: true });
    await user.type(content.getByLabelText('支付密码'), 'pay123456');
    await user.click(content.getByRole('button', { name: '确认支付' }));
    expect(await content.findByText('Please enter the correct payment password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payMent');
  });

  it('has a member without a pay password set one first (6-16 letters and digits, typed twice), then pay', async () => {
    const user = userEvent.setup();
    order = { ...order, payPasswordSet: false };
    renderRoute(`/payMent?sn=${SN}`);
    const content = await findMain();
    const form = await content.findByRole('form', { name: '请先设置支付密码' });
    expect(content.queryByRole('button', { name: '确认支付' })).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText('支付密码'), 'ab1');
    await user.type(within(form).getByLabelText('确认支付密码'), 'ab1');
    await user.click(within(form).getByRole('button', { name: '设置支付密码' }));
    expect(await within(form).findByText('支付密码为 6-16 位字母或数字')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('支付密码'));
    await user.type(within(form).getByLabelText('支付密码'), 'pay123456');
    await user.clear(within(form).getByLabelText('确认支付密码'));
    await user.type(within(form).getByLabelText('确认支付密码'), 'pay123457');
    await user.click(within(form).getByRole('button', { name: '设置支付密码' }));
    expect(await within(form).findByText('两次输入的支付密码不一致')).toBeInTheDocument();
    expect(fakeApi.sent(SET_PASSWORD)).toEqual([]);

    await user.clear(within(form).getByLabelText('确认支付密码'));
    await user.type(within(form).getByLabelText('确认支付密码'), 'pay123456');
    await user.click(within(form).getByRole('button', { name: '设置支付密码' }));
    expect(await content.findByRole('button', { name: '确认支付' })).toBeInTheDocument();
    expect(sentWithPasswords(SET_PASSWORD, ['password'])).toEqual({ password: 'pay123456' });
    expect(content.queryByRole('form', { name: '请先设置支付密码' })).not.toBeInTheDocument();
  });

  it('says when the balance does not cover the order and offers no payment', async () => {
    order = { ...order, balance: 20, enough: false };
    renderRoute(`/payMent?sn=${SN}`);
    const content = await findMain();
    expect(await content.findByText('积分余额不足，无法支付本订单')).toBeInTheDocument();
    expect(content.queryByRole('button', { name: '确认支付' })).not.toBeInTheDocument();
  });

  it('shows an order that is no longer unpaid with its status and a link to it', async () => {
    order = { ...order, orderStatus: 'CANCELLED' };
    renderRoute(`/payMent?sn=${SN}`);
    const content = await findMain();
    expect(await content.findByText('该订单已取消，无需支付')).toBeInTheDocument();
    expect(content.getByRole('link', { name: '查看订单' })).toHaveAttribute(
      'href',
      `/home/OrderDetail?sn=${SN}`,
    );
    expect(content.queryByRole('button', { name: '确认支付' })).not.toBeInTheDocument();
  });
});

describe('/payDone', () => {
  it('opened afresh, asks the server about the order and shows what was paid and what is left', async () => {
    order = { ...order, orderStatus: 'PAID', balance: 944 };
    renderRoute(`/payDone?sn=${SN}`);
    const done = await (await findMain()).findByRole('region', { name: '支付成功' });
    expect(done).toHaveTextContent('支付积分56 积分');
    expect(done).toHaveTextContent('剩余积分944 积分');
    expect(fakeApi.lastSent(CHECK).body).toEqual({ sn: SN });
  });

  it('sends an order not paid yet back to its payment', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(`/payDone?sn=${SN}`);
    const content = await findMain();
    expect(await content.findByText('该订单尚未支付')).toBeInTheDocument();
    await user.click(content.getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payMent'));
  });
});
