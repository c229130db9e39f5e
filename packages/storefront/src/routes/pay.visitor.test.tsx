import { API_PATHS, chinaDay } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCheckout, checkedOrders, placedOrders } from '../test/checkout-api.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { renderRoute } from '../test/render-route.tsx';
import { checkoutAddress, checkoutView, memberAddress } from '../trade/checkout-fixtures.ts';

// The visitor on the checkout (/pay): goods received in person (a health check) ask who comes and
// when; the visitor goes with the order, and a slip is said beside its field before anything is sent.
// Other goods ask nothing.

vi.setConfig({ testTimeout: 30_000 });

const HOME = checkoutAddress(memberAddress('a1'));
const CHECKOUT = checkoutView({ address: HOME, visitorRequired: true });

const main = async () => within(await screen.findByRole('main', {}, { timeout: 15_000 }));
const visitorSection = async () =>
  within(await (await main()).findByRole('region', { name: '到访人信息' }, { timeout: 15_000 }));

beforeEach(() => {
  logInMember();
  answerCheckout({ checkout: CHECKOUT, addresses: [HOME], sn: 'O202611280001' });
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
    expect(checkedOrders()).toContainEqual(order);
    await waitFor(() => expect(placedOrders()).toContainEqual(order));
  });

  it('closes every field of the visitor, its document type too, while the order is sent', async () => {
    fakeApi.hang(API_PATHS.orderCommit);
    const user = userEvent.setup();
    renderRoute('/pay');
    const section = await visitorSection();
    await fillVisitor(user, section, chinaDay(new Date(), 5));
    await user.click((await main()).getByRole('button', { name: '提交订单' }));

    await waitFor(() => expect(placedOrders()).not.toHaveLength(0));
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
    expect(checkedOrders()).toHaveLength(0);
  });

  it('asks nothing for goods that need no visitor', async () => {
    const user = userEvent.setup();
    fakeApi.answer(API_PATHS.cartChecked, checkoutView({ address: HOME }));
    renderRoute('/pay');
    await user.click(await (await main()).findByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(placedOrders()).toContainEqual({ addressId: 'a1', couponId: null }));
    expect((await main()).queryByRole('region', { name: '到访人信息' })).toBeNull();
  });
});
