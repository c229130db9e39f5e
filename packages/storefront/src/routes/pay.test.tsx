import { API_PATHS, type MemberAddress } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCheckout, checkedOrders, placedOrders } from '../test/checkout-api.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { toaster } from '../ui/toaster.ts';
import { cartCountAtom } from '../state/cart-count.ts';
import { appStore } from '../state/store.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';
import { checkoutAddress, checkoutCoupon, checkoutView, memberAddress } from '../trade/checkout-fixtures.ts';

// The address book's form is its own work (and tests); here it only has to hand back a saved address.
const SAVED_ADDRESS: MemberAddress = memberAddress('a3', {
  consigneeName: '王芳',
  regionNames: '上海市 上海市 浦东新区',
  detail: '世纪大道 100 号',
  isDefault: false,
});
vi.mock('../address-book/AddressForm.tsx', () => ({
  AddressForm: ({ title, onSaved }: { title?: string; onSaved: (address: MemberAddress) => void }) => (
    <form aria-label={title}>
      <button type="button" onClick={() => onSaved(SAVED_ADDRESS)}>
        保存
      </button>
    </form>
  ),
}));

vi.setConfig({ testTimeout: 20_000 });

const HOME = checkoutAddress(memberAddress('a1'));
const OFFICE = checkoutAddress(
  memberAddress('a2', { consigneeName: '李娜', regionNames: '新疆维吾尔自治区 喀什地区', isDefault: false }),
  ['1'],
);
const COUPONS = [
  checkoutCoupon('c1', 10),
  checkoutCoupon('c2', 100, { threshold: 500, reason: '未满 500 元，不可使用' }),
];

/** The checkout priced for the address and coupon asked for (the default address and no coupon unless said). */
const CHECKOUT = ({ addressId, couponId }: Record<string, unknown>) =>
  checkoutView({
    address: [HOME, OFFICE].find((entry) => entry.address.id === addressId) ?? HOME,
    coupons: COUPONS,
    couponId: typeof couponId === 'string' ? couponId : null,
  });

const priceDetail = async () => (await findMain()).findByRole('region', { name: '价格明细' });

beforeEach(() => {
  logInMember();
  appStore.set(cartCountAtom, 2);
  answerCheckout({ checkout: CHECKOUT, addresses: [HOME, OFFICE], sn: 'O202611230001' });
});

afterEach(() => {
  toaster.remove();
});

describe('/pay', () => {
  it('ships to the default address, refuses an address the goods are not delivered to, and prices the lines', async () => {
    renderRoute('/pay');
    const content = await findMain();
    const addresses = await content.findByRole('region', { name: '收货地址' });
    expect(await within(addresses).findByRole('radio', { name: /张伟/ })).toBeChecked();
    expect(within(addresses).getByRole('radio', { name: /李娜/ })).toBeDisabled();
    expect(within(addresses).getByText('无法配送：五常大米 5kg 袋装')).toBeInTheDocument();

    const goods = content.getByRole('region', { name: '商品清单' });
    expect(within(goods).getByText('五常大米 5kg 袋装')).toBeInTheDocument();
    expect(within(goods).getByText('限时抢购')).toBeInTheDocument();
    expect(within(goods).getByText('运费 6 积分')).toBeInTheDocument();

    const price = await priceDetail();
    expect(price).toHaveTextContent('商品金额50 积分');
    expect(price).toHaveTextContent('运费6 积分');
    // No coupon: nothing is taken off, so no minus sign.
    expect(price).toHaveTextContent('优惠券抵扣0 积分');
    expect(price).not.toHaveTextContent('-0');
    expect(price).toHaveTextContent('应付56 积分');
    expect(price).toHaveTextContent('积分余额1,000 积分');
  });

  it('re-prices the order with a usable coupon and shows why another cannot be used', async () => {
    const user = userEvent.setup();
    renderRoute('/pay');
    const content = await findMain();
    const coupons = await content.findByRole('region', { name: '优惠券' });
    expect(within(coupons).getByRole('radio', { name: '不使用优惠券' })).toBeChecked();
    expect(within(coupons).getByRole('radio', { name: /满500减100/ })).toBeDisabled();
    expect(within(coupons).getByText('未满 500 元，不可使用')).toBeInTheDocument();

    await user.click(within(coupons).getByRole('radio', { name: /满0减10/ }));
    // Asked for once the page renders with the coupon in its key, not within the click.
    await waitFor(() => expect(fakeApi.lastSent(API_PATHS.cartChecked).query).toEqual({ couponId: 'c1' }));
    const price = await priceDetail();
    await waitFor(() => expect(price).toHaveTextContent('应付46 积分'));
    expect(price).toHaveTextContent('优惠券抵扣-10 积分');
    expect(within(coupons).getByRole('radio', { name: /满0减10/ })).toBeChecked();
  });

  it('places the order with the address, coupon and note, then opens its payment', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/pay');
    const content = await findMain();
    await user.click(
      within(await content.findByRole('region', { name: '优惠券' })).getByRole('radio', { name: /满0减10/ }),
    );
    await waitFor(async () => expect(await priceDetail()).toHaveTextContent('应付46 积分'));
    await user.type(content.getByRole('textbox', { name: '订单备注' }), '请工作日送货');
    await user.click(content.getByRole('button', { name: '提交订单' }));

    const order = { addressId: 'a1', couponId: 'c1', remark: '请工作日送货' };
    expect(checkedOrders()).toContainEqual(order);
    await waitFor(() => expect(placedOrders()).toContainEqual(order));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payMent'));
    expect(router.state.location.search).toBe('?sn=O202611230001');
    await waitFor(() => expect(appStore.get(cartCountAtom)).toBe(0));
  });

  it('checks out the goods bought now, asking for that SKU and quantity, and places the order of it alone', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/pay?skuId=20001&num=3');
    const content = await findMain();
    await waitFor(async () => expect(await priceDetail()).toHaveTextContent('应付56 积分'));
    expect(fakeApi.lastSent(API_PATHS.cartChecked).query).toEqual({ skuId: '20001', num: '3' });
    expect(fakeApi.lastSent(API_PATHS.cartShippingAddress).query).toEqual({ skuId: '20001', num: '3' });
    await user.click(content.getByRole('button', { name: '提交订单' }));

    const order = { skuId: '20001', num: 3, addressId: 'a1', couponId: null };
    expect(checkedOrders()).toContainEqual(order);
    await waitFor(() => expect(placedOrders()).toContainEqual(order));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payMent'));
  });

  it('shows a refusal above the button and keeps every choice for another try', async () => {
    const user = userEvent.setup();
    fakeApi.fail(API_PATHS.orderCommit, { code: 30000, message: '明前龙井库存不足' }, { once: true });
    const { router } = renderRoute('/pay');
    const content = await findMain();
    await user.type(await content.findByRole('textbox', { name: '订单备注' }), '放门卫');
    await user.click(content.getByRole('button', { name: '提交订单' }));
    expect(await content.findByText('明前龙井库存不足')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pay');
    expect(content.getByRole('textbox', { name: '订单备注' })).toHaveValue('放门卫');

    await user.click(content.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payMent'));
  });

  it('does not place the order when the server check refuses it', async () => {
    const user = userEvent.setup();
    fakeApi.fail(API_PATHS.orderPreCheck, { code: 30000, message: '优惠券已过期' }, { once: true });
    renderRoute('/pay');
    const content = await findMain();
    await user.click(await content.findByRole('button', { name: '提交订单' }));
    expect(await content.findByText('优惠券已过期')).toBeInTheDocument();
    expect(placedOrders()).toHaveLength(0);
  });

  it('adds a new address in a dialog and ships to it', async () => {
    const user = userEvent.setup();
    const NEW = checkoutAddress(SAVED_ADDRESS);
    renderRoute('/pay');
    const content = await findMain();
    await user.click(await content.findByRole('button', { name: '使用新地址' }));
    const dialog = await screen.findByRole('dialog', { name: '新增收货地址' });
    fakeApi.answer(API_PATHS.cartShippingAddress, [HOME, OFFICE, NEW]);
    fakeApi.answer(API_PATHS.cartChecked, () => checkoutView({ address: NEW }));
    await user.click(
      within(within(dialog).getByRole('form', { name: '新增收货地址' })).getByRole('button', {
        name: '保存',
      }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const addresses = content.getByRole('region', { name: '收货地址' });
    await waitFor(() => expect(within(addresses).getByRole('radio', { name: /王芳/ })).toBeChecked());
    expect(fakeApi.lastSent(API_PATHS.cartChecked).query).toEqual({ addressId: 'a3' });
  });

  it('sends a member with nothing ticked back to the cart', async () => {
    const user = userEvent.setup();
    fakeApi.answer(API_PATHS.cartChecked, { ...checkoutView(), skuList: [], stores: [] });
    const { router } = renderRoute('/pay');
    const content = await findMain();
    expect(await content.findByText('没有要结算的商品')).toBeInTheDocument();
    await user.click(content.getByRole('button', { name: '返回购物车' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });
});
