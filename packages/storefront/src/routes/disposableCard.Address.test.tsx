import { API_PATHS, type MemberAddress } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberAddress } from '../trade/checkout-fixtures.ts';
import { fillAddressForm } from '../test/address-book.ts';
import { addressBook } from '../test/home-address.ts';
import { logInCard } from '../test/card-session.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 30_000 });

const SAVED: MemberAddress = memberAddress('addr-card', {
  consigneeName: '生日卡持卡人',
  mobile: '13600008888',
});

beforeEach(() => {
  showAppMessages();
  logInCard();
  fakeApi.hang(API_PATHS.ycxkCart);
  fakeApi.answer(API_PATHS.address, addressBook(), { method: 'GET' });
  fakeApi.answer(API_PATHS.address, SAVED, { method: 'POST' });
});

describe('/disposableCard/Address', () => {
  it("adds the card member's first address with the address book's form, then goes back to the order", async () => {
    const { router } = renderRoute('/disposableCard/Address?from=order');
    const form = within(await (await findMain()).findByRole('form', { name: '新增收货地址' }));
    await fillAddressForm(form, {
      fields: {
        收货人: '生日卡持卡人',
        手机号: '13600008888',
        详细地址: '文三路 90 号',
        邮政编码: '310012',
        电子邮箱: 'birthday@acme.mall.invalid',
      },
      regions: ['浙江省', '杭州市', '西湖区'],
    });
    await userEvent.click(form.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('地址已保存')).toBeInTheDocument();
    expect(fakeApi.lastSent(API_PATHS.address, 'POST').body).toEqual(
      expect.objectContaining({ consigneeName: '生日卡持卡人', regionIds: ['33', '3301', '330106'] }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/disposableCard/Order'));
  });

  it("lists the card member's addresses", async () => {
    fakeApi.answer(API_PATHS.address, addressBook(SAVED));
    renderRoute('/disposableCard/Address');
    const view = await findMain();
    const list = within(await view.findByRole('list', { name: '收货地址' }));
    expect(list.getByText('生日卡持卡人')).toBeInTheDocument();
    expect(view.getByRole('button', { name: '新增收货地址' })).toBeInTheDocument();
  });
});
