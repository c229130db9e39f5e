import { API_PATHS } from '@mall/schemas';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCheckout, checkedOrders, placedOrders } from '../test/checkout-api.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';
import { checkoutAddress, checkoutView, memberAddress } from '../trade/checkout-fixtures.ts';

// The invoice on the checkout (/pay): none by default; asked for, it goes with the order, and a slip
// in it is said beside its field before anything is sent.

vi.setConfig({ testTimeout: 30_000 });

const HOME = checkoutAddress(memberAddress('a1'));
const CHECKOUT = checkoutView({ address: HOME, coupons: [], couponId: null });

const invoiceSection = async () =>
  within(await (await findMain()).findByRole('region', { name: '发票信息' }, { timeout: 5000 }));

beforeEach(() => {
  logInMember();
  answerCheckout({ checkout: CHECKOUT, addresses: [HOME], sn: 'O202611230001' });
});

describe('/pay invoice', () => {
  it('places the order without an invoice by default', async () => {
    const user = userEvent.setup();
    renderRoute('/pay');
    const section = await invoiceSection();
    expect(section.getByRole('radio', { name: '不开发票' })).toBeChecked();
    await user.click((await findMain()).getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(placedOrders()).toContainEqual({ addressId: 'a1', couponId: null }));
  });

  it('places the order with a business invoice: title, taxpayer ID in capitals and purpose', async () => {
    const user = userEvent.setup();
    renderRoute('/pay');
    const section = await invoiceSection();
    await user.click(section.getByRole('radio', { name: '开具发票' }));
    expect(await section.findByRole('radio', { name: '企业' })).toBeChecked();
    await user.type(section.getByRole('textbox', { name: /发票抬头/ }), '上海安可科技有限公司');
    await user.type(section.getByRole('textbox', { name: /纳税人识别号/ }), '91310000ma1fl8xq3c');
    await user.click(section.getByRole('radio', { name: '商品类别' }));
    await user.click((await findMain()).getByRole('button', { name: '提交订单' }));

    const order = {
      addressId: 'a1',
      couponId: null,
      invoice: {
        invoiceType: 'BUSINESS',
        title: '上海安可科技有限公司',
        taxpayerId: '91310000MA1FL8XQ3C',
        purpose: 'GOODS_CATEGORY',
      },
    };
    expect(checkedOrders()).toContainEqual(order);
    await waitFor(() => expect(placedOrders()).toContainEqual(order));
  });

  it('says what is missing beside the field and sends nothing until it is put right', async () => {
    const user = userEvent.setup();
    renderRoute('/pay');
    const section = await invoiceSection();
    await user.click(section.getByRole('radio', { name: '开具发票' }));
    await section.findByRole('textbox', { name: /发票抬头/ });
    const submit = (await findMain()).getByRole('button', { name: '提交订单' });
    await user.click(submit);
    expect(await section.findByText('请填写发票抬头')).toBeInTheDocument();
    expect(section.getByText('企业发票请填写纳税人识别号')).toBeInTheDocument();
    expect(checkedOrders()).toHaveLength(0);

    await user.click(section.getByRole('radio', { name: '个人' }));
    await user.type(section.getByRole('textbox', { name: /发票抬头/ }), '张伟');
    await user.click(submit);
    await waitFor(() =>
      expect(placedOrders()).toContainEqual({
        addressId: 'a1',
        couponId: null,
        invoice: { invoiceType: 'INDIVIDUAL', title: '张伟', purpose: 'GOODS_DETAIL' },
      }),
    );
  });

  it('shows the server’s refusal of the invoice above the button', async () => {
    const user = userEvent.setup();
    fakeApi.fail(API_PATHS.orderPreCheck, {
      code: 30000,
      message: '纳税人识别号应为15、17、18或20位字母或数字',
    });
    renderRoute('/pay');
    const section = await invoiceSection();
    await user.click(section.getByRole('radio', { name: '开具发票' }));
    await user.type(await section.findByRole('textbox', { name: /发票抬头/ }), '上海安可科技有限公司');
    await user.type(section.getByRole('textbox', { name: /纳税人识别号/ }), '913100000000000');
    await user.click((await findMain()).getByRole('button', { name: '提交订单' }));
    expect(
      await (await findMain()).findByText('纳税人识别号应为15、17、18或20位字母或数字'),
    ).toBeInTheDocument();
    expect(placedOrders()).toHaveLength(0);
  });
});
