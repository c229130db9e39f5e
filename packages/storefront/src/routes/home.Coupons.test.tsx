import { API_PATHS, type Coupon, type MemberCoupon } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: 'c-price',
  couponName: '满100减10 全场券',
  couponType: 'PRICE',
  price: 10,
  couponDiscount: null,
  consumeThreshold: 100,
  scopeType: 'ALL',
  scopeId: null,
  storeId: '0',
  storeName: '平台',
  startTime: '2026-01-01T04:00:00.000Z',
  endTime: '2026-12-31T04:00:00.000Z',
  ...overrides,
});

const DISCOUNT = coupon({
  id: 'c-discount',
  couponName: '京东自营 8.5 折券',
  couponType: 'DISCOUNT',
  price: null,
  couponDiscount: 8.5,
  consumeThreshold: 0,
  scopeType: 'PORTION_GOODS_CATEGORY',
  scopeId: '1001,10011',
  storeId: 's3',
  storeName: '京东自营店',
});

const held = (status: MemberCoupon['status'], overrides: Partial<MemberCoupon> = {}): MemberCoupon => ({
  coupon: coupon(),
  status,
  claimedAt: '2026-01-02T04:00:00.000Z',
  usedAt: null,
  usedOrderSn: null,
  ...overrides,
});

/** One page of ten holding `records`: the member's coupons, or those to claim. */
const page = <T,>(records: T[]) => ({
  records,
  total: records.length,
  current: 1,
  size: 10,
  pages: records.length ? 1 : 0,
});

const HELD = API_PATHS.memberCoupons;
const CENTER = API_PATHS.couponList;

/** What the list of the member's coupons asked last: status and page. */
const heldAsked = () => fakeApi.lastSent(HELD).query;

const tickets = async (view: ReturnType<typeof within>) =>
  within(await view.findByRole('list', { name: '优惠券列表' })).getAllByRole('listitem');

beforeEach(() => {
  showAppMessages();
  logInMember();
});

describe('/home/Coupons', () => {
  it('shows the unused coupons with their value, threshold, issuer, scope and dates, each to use now', async () => {
    fakeApi.answer(HELD, page([held('NEW'), held('NEW', { coupon: DISCOUNT })]));
    renderRoute('/home/Coupons');
    const view = await findMain();
    const [price, discount] = await tickets(view);

    expect(heldAsked()).toEqual({ status: 'NEW', pageNumber: '1', pageSize: '10' });
    expect(view.getByRole('tab', { name: '未使用' })).toHaveAttribute('aria-selected', 'true');
    expect(price).toHaveTextContent('10 积分');
    expect(price).toHaveTextContent('满 100 积分可用');
    expect(price).toHaveTextContent('平台券 · 全场通用');
    expect(price).toHaveTextContent('有效期：2026-01-01 至 2026-12-31');
    expect(within(price!).getByRole('link', { name: '立即使用：满100减10 全场券' })).toHaveAttribute(
      'href',
      '/goodsList',
    );
    expect(discount).toHaveTextContent('8.5折');
    expect(discount).toHaveTextContent('无门槛');
    expect(discount).toHaveTextContent('京东自营店 · 指定分类可用');
    expect(within(discount!).getByRole('link', { name: /^立即使用/ })).toHaveAttribute(
      'href',
      '/merchant?id=s3',
    );
  });

  it('asks for the used and expired coupons when their tabs are chosen and keeps the tab in the address', async () => {
    fakeApi.answer(HELD, ({ query: { status } }) =>
      status === 'USED'
        ? page([held('USED', { usedAt: '2026-02-03T04:00:00.000Z', usedOrderSn: 'O20260203000001' })])
        : page(status === 'EXPIRE' ? [held('EXPIRE')] : []),
    );
    const { router } = renderRoute('/home/Coupons');
    const view = await findMain();
    expect(await view.findByText('暂无未使用的优惠券')).toBeInTheDocument();

    await userEvent.click(view.getByRole('tab', { name: '已使用' }));
    const [used] = await tickets(view);
    expect(heldAsked()).toEqual({ status: 'USED', pageNumber: '1', pageSize: '10' });
    expect(router.state.location.search).toBe('?tab=USED');
    expect(within(used!).getByText('已使用')).toBeInTheDocument();
    expect(within(used!).getByRole('link', { name: '使用订单：O20260203000001' })).toHaveAttribute(
      'href',
      '/home/OrderDetail?sn=O20260203000001',
    );
    expect(within(used!).queryByRole('link', { name: /^立即使用/ })).not.toBeInTheDocument();

    await userEvent.click(view.getByRole('tab', { name: '已过期' }));
    await waitFor(() => expect(heldAsked()).toEqual({ status: 'EXPIRE', pageNumber: '1', pageSize: '10' }));
    expect(router.state.location.search).toBe('?tab=EXPIRE');
    const [expired] = await tickets(view);
    expect(within(expired!).getByText('已过期')).toBeInTheDocument();
  });

  it('claims a coupon in the coupon center and offers my coupons or using it now', async () => {
    fakeApi.answer(CENTER, page([DISCOUNT]));
    fakeApi.answer(CENTER, page([coupon(), DISCOUNT]), { once: true });
    fakeApi.answer(API_PATHS.couponReceive('c-price'), null);
    fakeApi.answer(HELD, page([held('NEW')]));
    const { router } = renderRoute('/home/Coupons?tab=CENTER');
    const view = await findMain();
    expect(view.getByRole('tab', { name: '领券中心' })).toHaveAttribute('aria-selected', 'true');

    const [first] = await tickets(view);
    await userEvent.click(within(first!).getByRole('button', { name: '立即领取：满100减10 全场券' }));
    const dialog = within(await screen.findByRole('dialog', { name: '领取优惠券' }));
    expect(fakeApi.sent(API_PATHS.couponReceive('c-price'))).toHaveLength(1);
    expect(dialog.getByText('优惠券领取成功，可在我的优惠券页面查看')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '立即使用' })).toBeInTheDocument();
    // The claimed coupon leaves the center (the page behind the dialog is hidden from queries).
    await waitFor(() => expect(fakeApi.sent(CENTER)).toHaveLength(2));

    await userEvent.click(dialog.getByRole('button', { name: '我的优惠券' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await view.findByRole('tab', { name: '未使用' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(heldAsked()).toEqual({ status: 'NEW', pageNumber: '1', pageSize: '10' }));
  });
});
