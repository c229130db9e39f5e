import { chinaDay } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCartCount } from '../api/cart.ts';
import { commitOrder, fetchCheckout, fetchShippingAddresses, preCheckOrder } from '../api/checkout.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { renderRoute } from '../test/render-route.tsx';
import { checkoutAddress, checkoutView, memberAddress } from '../trade/checkout-fixtures.ts';

// The visitor on the checkout (/pay): goods received in person (a health check) ask who comes and
// when; the visitor goes with the order, and a slip is said beside its field before anything is sent.
// Other goods ask nothing.

vi.mock('../api/checkout.ts', () => ({
  fetchCheckout: vi.fn(),
  fetchShippingAddresses: vi.fn(),
  preCheckOrder: vi.fn(),
  commitOrder: vi.fn(),
}));
vi.mock('../api/cart.ts', () => ({
  fetchCart: vi.fn(),
  fetchCartCount: vi.fn(),
  addToCart: vi.fn(),
  removeFromCart: vi.fn(),
}));
vi.mock('../api/payment.ts', () => ({ fetchPaymentCheck: vi.fn(() => new Promise(() => {})) }));
vi.mock('../api/site.ts', () => ({
  fetchSiteSetting: vi.fn(async () => ({ siteName: '好生活福利商城' })),
}));

vi.setConfig({ testTimeout: 30_000 });

const HOME = checkoutAddress(memberAddress('a1'));

const main = async () => within(await screen.findByRole('main', {}, { timeout: 15_000 }));
const visitorSection = async () =>
  within(await (await main()).findByRole('region', { name: '到访人信息' }, { timeout: 15_000 }));

beforeEach(() => {
  vi.clearAllMocks();
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
  vi.mocked(fetchCheckout).mockResolvedValue(checkoutView({ address: HOME, visitorRequired: true }));
  vi.mocked(fetchShippingAddresses).mockResolvedValue([HOME]);
  vi.mocked(preCheckOrder).mockResolvedValue({ ok: true, result: null });
  vi.mocked(commitOrder).mockResolvedValue({ ok: true, result: { sn: 'O202611280001', points: 56 } });
  vi.mocked(fetchCartCount).mockResolvedValue(0);
});

/** Fills the visitor's fields as 张伟 with a passport, coming on `day`. */
async function fillVisitor(
  user: ReturnType<typeof userEvent.setup>,
  section: Awaited<ReturnType<typeof visitorSection>>,
  day: string,
) {
  await user.type(section.getByRole('textbox', { name: '姓名' }), '张伟');
  await user.selectOptions(section.getByRole('combobox', { name: '证件类型' }), '护照');
  await user.type(section.getByRole('textbox', { name: '证件号码' }), 'e12345678');
  await user.type(section.getByRole('textbox', { name: '手机号' }), '13800138000');
  await user.type(section.getByLabelText('入场日期'), day);
}

describe('/pay visitor', () => {
  it('places the order of goods received in person with who comes and when', async () => {
    const user = userEvent.setup();
    const day = chinaDay(new Date(), 5);
    renderRoute('/pay');
    const section = await visitorSection();
    await fillVisitor(user, section, day);
    await user.click((await main()).getByRole('button', { name: '提交订单' }));

    const order = {
      addressId: 'a1',
      couponId: null,
      visitor: {
        name: '张伟',
        documentType: 'PASSPORT',
        documentNumber: 'E12345678',
        mobile: '13800138000',
        entryDate: day,
      },
    };
    expect(preCheckOrder).toHaveBeenCalledWith(order);
    await waitFor(() => expect(commitOrder).toHaveBeenCalledWith(order));
  });

  it('closes every field of the visitor, its document type too, while the order is sent', async () => {
    vi.mocked(commitOrder).mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    renderRoute('/pay');
    const section = await visitorSection();
    await fillVisitor(user, section, chinaDay(new Date(), 5));
    await user.click((await main()).getByRole('button', { name: '提交订单' }));

    await waitFor(() => expect(commitOrder).toHaveBeenCalled());
    expect(section.getByRole('textbox', { name: '姓名' })).toBeDisabled();
    expect(section.getByRole('combobox', { name: '证件类型' })).toBeDisabled();
  });

  it('says what is missing beside each field and sends nothing', async () => {
    const user = userEvent.setup();
    renderRoute('/pay');
    const section = await visitorSection();
    await user.type(section.getByRole('textbox', { name: '证件号码' }), '110105194912310021');
    await user.click((await main()).getByRole('button', { name: '提交订单' }));
    expect(await section.findByText('请填写到访人姓名')).toBeInTheDocument();
    expect(section.getByText('请输入正确的身份证号码')).toBeInTheDocument();
    expect(section.getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(section.getByText('入场日期须为明天起60天内的日期')).toBeInTheDocument();
    expect(preCheckOrder).not.toHaveBeenCalled();
  });

  it('asks nothing for goods that need no visitor', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchCheckout).mockResolvedValue(checkoutView({ address: HOME }));
    renderRoute('/pay');
    await user.click(await (await main()).findByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(commitOrder).toHaveBeenCalledWith({ addressId: 'a1', couponId: null }));
    expect((await main()).queryByRole('region', { name: '到访人信息' })).toBeNull();
  });
});
