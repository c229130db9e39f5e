import { API_PATHS } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { afterSaleApplyInfo as applyInfo, afterSaleDetail as saved } from '../test/after-sale-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { renderRoute } from '../test/render-route.tsx';

const ITEM = 'O26030100001-1';
const APPLY = API_PATHS.afterSaleSave(ITEM);
/** What the form sent with its application. */
const applied = () => fakeApi.lastSent(APPLY).body;

const PATH = '/home/onlineAfterSales?orderItemSn=O26030100001-1&sn=O26030100001';

type Scope = ReturnType<typeof within>;

/** The apply form, once the route's code and the item have loaded. */
const applyForm = async () =>
  within(await screen.findByRole('form', { name: '售后申请' }, { timeout: 5000 }));

async function type(form: Scope, label: string, value: string) {
  await userEvent.click(form.getByLabelText(label));
  await userEvent.paste(value);
}

async function chooseReason(form: Scope, name: string) {
  const select = form.getByRole('combobox', { name: '售后原因' });
  await within(select).findByRole('option', { name });
  await userEvent.selectOptions(select, name);
}

beforeEach(() => {
  logInMember();
  fakeApi.answer(API_PATHS.afterSaleApplyInfo(ITEM), applyInfo());
  fakeApi.answer(API_PATHS.afterSaleReasons('*'), [
    { reason: '不想要了', label: '不想要了' },
    { reason: '商品选错了', label: '商品选错了' },
  ]);
  fakeApi.answer(API_PATHS.address, { records: [], total: 0, current: 1, size: 20, pages: 0 });
  fakeApi.answer(API_PATHS.afterSaleDetail('AS26030100001'), saved());
  fakeApi.answer(API_PATHS.afterSaleLog('AS26030100001'), [
    { status: 'APPLY', message: '会员提交了售后申请', createTime: '2026-03-01T08:00:00.000Z' },
  ]);
  fakeApi.answer(API_PATHS.afterSaleMessages, []);
});

// Generous: the first test waits for the route's chunk, and the machine is shared.
describe('/home/onlineAfterSales', { timeout: 30_000 }, () => {
  it('applies for a refund only and lands on the new request', async () => {
    fakeApi.answer(APPLY, saved());
    const { router } = renderRoute(PATH);
    const form = await applyForm();

    expect(screen.getByRole('img', { name: '快充移动电源 20000mAh' })).toHaveAttribute('width', '80');
    expect(form.getByRole('radio', { name: '仅退款' })).toBeChecked();
    await chooseReason(form, '不想要了');
    await type(form, '问题描述', '拍错了');
    expect(form.getByText('3/512')).toBeInTheDocument();
    await type(form, '联系人', '张伟');
    await type(form, '联系电话', '13800138000');
    expect(form.queryByRole('combobox', { name: '取件地址' })).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: '提交申请' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/afterServiceDetail'));
    expect(router.state.location.search).toBe('?sn=AS26030100001');
    expect(applied()).toEqual({
      serviceType: 'RETURN_MONEY',
      num: 2,
      reason: '不想要了',
      problemDesc: '拍错了',
      images: [],
      contactName: '张伟',
      contactMobile: '13800138000',
    });
    expect(await screen.findByText('审核中', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('keeps the reason select closed while the reasons load, saying so', async () => {
    fakeApi.hang(API_PATHS.afterSaleReasons('*'));
    renderRoute(PATH);
    const form = await applyForm();
    const reason = form.getByRole('combobox', { name: '售后原因' });
    expect(reason).toBeDisabled();
    expect(within(reason).getByRole('option')).toHaveTextContent('售后原因加载中…');
  });

  it("keeps a return's pickup address closed while the addresses load", async () => {
    fakeApi.answer(
      API_PATHS.afterSaleApplyInfo(ITEM),
      applyInfo({ orderStatus: 'DELIVERED', serviceTypes: ['RETURN_GOODS', 'EXCHANGE_GOODS'] }),
    );
    fakeApi.hang(API_PATHS.address);
    renderRoute(PATH);
    const form = await applyForm();
    await userEvent.click(form.getByRole('radio', { name: '退货退款' }));
    expect(form.getByRole('combobox', { name: '取件地址' })).toBeDisabled();
  });

  it("starts the contact as the order's consignee, and sends it untouched", async () => {
    fakeApi.answer(
      API_PATHS.afterSaleApplyInfo(ITEM),
      applyInfo({ contact: { name: '张伟', mobile: '13800138000' } }),
    );
    fakeApi.answer(APPLY, saved());
    renderRoute(PATH);
    const form = await applyForm();
    expect(form.getByLabelText('联系人')).toHaveValue('张伟');
    expect(form.getByLabelText('联系电话')).toHaveValue('13800138000');
    await chooseReason(form, '不想要了');
    await userEvent.click(form.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(applied()).toEqual(
        expect.objectContaining({ contactName: '张伟', contactMobile: '13800138000' }),
      ),
    );
  });

  it('asks a return for a pickup address, offering the default one', async () => {
    fakeApi.answer(
      API_PATHS.afterSaleApplyInfo(ITEM),
      applyInfo({ orderStatus: 'DELIVERED', serviceTypes: ['RETURN_GOODS', 'EXCHANGE_GOODS'] }),
    );
    fakeApi.answer(API_PATHS.address, {
      records: [
        {
          id: 'addr-home',
          consigneeName: '张伟',
          mobile: '13800138000',
          regionIds: ['33', '3301', '330106'],
          regionNames: '浙江省 杭州市 西湖区',
          detail: '文三路 90 号',
          postalCode: '310012',
          email: 'zhangwei@acme.example',
          landline: null,
          remark: null,
          alias: null,
          isDefault: true,
          createTime: '2026-03-01T08:00:00.000Z',
          updateTime: '2026-03-01T08:00:00.000Z',
        },
      ],
      total: 1,
      current: 1,
      size: 20,
      pages: 1,
    });
    fakeApi.answer(APPLY, saved({ serviceType: 'RETURN_GOODS' }));
    const { router } = renderRoute(PATH);
    const form = await applyForm();

    expect(form.getByRole('radio', { name: '退货退款' })).toBeChecked();
    const pickup = await form.findByRole('combobox', { name: '取件地址' });
    await waitFor(() => expect(pickup).toHaveValue('addr-home'));
    await chooseReason(form, '不想要了');
    await type(form, '联系人', '张伟');
    await type(form, '联系电话', '13800138000');
    await userEvent.click(form.getByRole('button', { name: '提交申请' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/afterServiceDetail'));
    expect(applied()).toEqual(
      expect.objectContaining({ serviceType: 'RETURN_GOODS', pickupAddressId: 'addr-home' }),
    );
  });

  it('flags a missing reason without calling the server', async () => {
    renderRoute(PATH);
    const form = await applyForm();
    await type(form, '联系人', '张伟');
    await type(form, '联系电话', '13800138000');
    await userEvent.click(form.getByRole('button', { name: '提交申请' }));

    expect(await form.findByText('请选择售后原因')).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: '售后原因' })).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.sent(APPLY)).toHaveLength(0);
  });

  it('shows the server refusal and keeps what was typed', async () => {
    fakeApi.fail(APPLY, { message: '该商品已有进行中的售后申请', status: 400 });
    const { router } = renderRoute(PATH);
    const form = await applyForm();
    await chooseReason(form, '商品选错了');
    await type(form, '联系人', '张伟');
    await type(form, '联系电话', '13800138000');
    await userEvent.click(form.getByRole('button', { name: '提交申请' }));

    expect(await form.findByRole('alert')).toHaveTextContent('该商品已有进行中的售后申请');
    expect(form.getByLabelText('联系人')).toHaveValue('张伟');
    expect(form.getByRole('combobox', { name: '售后原因' })).toHaveValue('商品选错了');
    expect(router.state.location.pathname).toBe('/home/onlineAfterSales');
  });
});
