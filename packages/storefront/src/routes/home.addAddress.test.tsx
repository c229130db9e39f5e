import { API_PATHS, type Region } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { chooseOption, fillAddressForm, fillField } from '../test/address-book.ts';
import { HOME_ADDRESS_INPUT, addressBook, homeAddress } from '../test/home-address.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

const region = (id: string, parentId: string, name: string, level: number): Region => ({
  id,
  parentId,
  name,
  level,
});

/** Zhejiang goes down to districts; Shanghai's city has none. */
const REGIONS: Record<string, Region[]> = {
  '0': [region('33', '0', '浙江省', 0), region('31', '0', '上海市', 0)],
  '33': [region('3301', '33', '杭州市', 1)],
  '3301': [region('330106', '3301', '西湖区', 2), region('330108', '3301', '滨江区', 2)],
  '31': [region('3101', '31', '上海市', 1)],
  '3101': [],
};

const INPUT = HOME_ADDRESS_INPUT;
const HOME = homeAddress({ landline: '0571-88886666' });

const BOOK = API_PATHS.address;
const EDIT_HOME = API_PATHS.addressEdit('addr-home');

/** The addresses the form added, as sent. */
const added = () => fakeApi.sent(BOOK, 'POST').map(({ body }) => body);

/** Fills the form with zhangwei's home, his name typed with spaces around it. */
const fillAddress = (form: ReturnType<typeof within>) =>
  fillAddressForm(form, {
    fields: {
      收货人: ' 张伟 ',
      手机号: '13800138000',
      详细地址: '文三路 90 号 3 幢 1201 室',
      邮政编码: '310012',
      电子邮箱: 'zhangwei@acme.example',
      备注: '工作日请放门卫',
      地址别名: '家',
    },
    regions: ['浙江省', '杭州市', '西湖区'],
  });

beforeEach(() => {
  logInMember();
  fakeApi.answer(BOOK, addressBook(), { method: 'GET' });
  fakeApi.answer(
    API_PATHS.regionChildren('*'),
    ({ path }) => REGIONS[path.slice(path.lastIndexOf('/') + 1)] ?? [],
  );
});

// Generous: the first test waits for the route's chunk, and the machine is shared.
describe('/home/addAddress', { timeout: 30_000 }, () => {
  it('adds an address as the server wants it, then goes back to the address book', async () => {
    fakeApi.answer(BOOK, { ...HOME, landline: null, isDefault: false }, { method: 'POST' });
    const { router } = renderRoute('/home/addAddress');
    const form = within(await (await findMain()).findByRole('form', { name: '新增收货地址' }));

    await fillAddress(form);
    await userEvent.click(form.getByRole('button', { name: '保存' }));

    // Trimmed; the landline left empty is sent as null, which the server takes (an empty text it refuses).
    await waitFor(() => expect(added()).toEqual([INPUT]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/myAddress'));
    expect(await screen.findByRole('heading', { name: '收货地址' })).toBeInTheDocument();
  });

  it('shows what is wrong beside each field and sends nothing until it is right', async () => {
    renderRoute('/home/addAddress');
    const form = within(await (await findMain()).findByRole('form', { name: '新增收货地址' }));

    await userEvent.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请填写收货人')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: '收货人' })).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByText('请选择所在地区')).toBeInTheDocument();
    // Optional fields ask for nothing.
    expect(form.getByRole('textbox', { name: '固定电话' })).not.toHaveAttribute('aria-invalid');

    await fillAddress(form);
    await fillField(form, '手机号', '1380013800');
    await fillField(form, '邮政编码', '3100');
    await fillField(form, '固定电话', '88886666');
    await userEvent.click(form.getByRole('button', { name: '保存' }));

    expect(await form.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: '手机号' })).toHaveAccessibleErrorMessage('请输入正确的手机号');
    expect(form.getByRole('textbox', { name: '邮政编码' })).toHaveAccessibleErrorMessage(
      '请输入正确的邮政编码',
    );
    expect(form.getByRole('textbox', { name: '固定电话' })).toHaveAccessibleErrorMessage(
      '请输入正确的固定电话（如 0571-88886666）',
    );
    expect(added()).toEqual([]);
  });

  it('asks for the district of a city that has districts, and takes a city without any as it is', async () => {
    fakeApi.answer(BOOK, HOME, { method: 'POST' });
    renderRoute('/home/addAddress');
    const form = within(await (await findMain()).findByRole('form', { name: '新增收货地址' }));
    await fillAddress(form);
    await userEvent.selectOptions(form.getByRole('combobox', { name: '区县' }), '请选择区县');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请选择所在区县')).toBeInTheDocument();
    expect(added()).toEqual([]);

    await chooseOption(form, '省份', '上海市');
    await chooseOption(form, '城市', '上海市');
    await waitFor(() => expect(fakeApi.sent(API_PATHS.regionChildren('3101'))).not.toEqual([]));
    expect(form.queryByRole('combobox', { name: '区县' })).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(added()).toEqual([expect.objectContaining({ regionIds: ['31', '3101'] })]));
  });

  it("shows the server's refusal above the buttons and keeps everything typed", async () => {
    fakeApi.fail(BOOK, { message: '最多保存20个收货地址', status: 400 }, { method: 'POST' });
    const { router } = renderRoute('/home/addAddress');
    const form = within(await (await findMain()).findByRole('form', { name: '新增收货地址' }));
    await fillAddress(form);
    await userEvent.click(form.getByRole('button', { name: '保存' }));

    expect(await form.findByRole('alert')).toHaveTextContent('最多保存20个收货地址');
    expect(router.state.location.pathname).toBe('/home/addAddress');
    expect(form.getByRole('textbox', { name: '收货人' })).toHaveValue(' 张伟 ');
    expect(form.getByRole('textbox', { name: '详细地址' })).toHaveValue('文三路 90 号 3 幢 1201 室');
    expect(form.getByRole('combobox', { name: '区县' })).toHaveValue('330106');
    expect(form.getByRole('textbox', { name: '地址别名' })).toHaveValue('家');
    expect(form.getByRole('button', { name: '保存' })).toBeEnabled();
  });

  it('fills in the address named by ?id= and saves the change to it', async () => {
    fakeApi.answer(API_PATHS.addressGet('addr-home'), HOME);
    fakeApi.answer(EDIT_HOME, { ...HOME, detail: '文三路 100 号' });
    const { router } = renderRoute('/home/addAddress?id=addr-home');
    const form = within(await (await findMain()).findByRole('form', { name: '编辑收货地址' }));

    expect(fakeApi.sent(API_PATHS.addressGet('addr-home'))).toHaveLength(1);
    expect(form.getByRole('textbox', { name: '收货人' })).toHaveValue('张伟');
    expect(form.getByRole('textbox', { name: '手机号' })).toHaveValue('13800138000');
    expect(form.getByRole('textbox', { name: '固定电话' })).toHaveValue('0571-88886666');
    expect(form.getByRole('textbox', { name: '备注' })).toHaveValue('工作日请放门卫');
    await waitFor(() => expect(form.getByRole('combobox', { name: '区县' })).toHaveDisplayValue('西湖区'));
    expect(form.getByRole('combobox', { name: '省份' })).toHaveDisplayValue('浙江省');
    expect(form.getByRole('combobox', { name: '城市' })).toHaveDisplayValue('杭州市');
    // The default stays the default until another address takes it.
    expect(form.getByRole('checkbox', { name: '设为默认地址' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: '设为默认地址' })).toBeDisabled();

    await fillField(form, '详细地址', '文三路 100 号');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(fakeApi.sent(EDIT_HOME, 'PUT')).toHaveLength(1));
    expect(fakeApi.lastSent(EDIT_HOME).body).toEqual({
      ...INPUT,
      detail: '文三路 100 号',
      landline: '0571-88886666',
      isDefault: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/myAddress'));
  });

  it('says an address that is not the member’s does not exist, and leads back to the list', async () => {
    fakeApi.fail(API_PATHS.addressGet('addr-other'), { status: 404 });
    const { router } = renderRoute('/home/addAddress?id=addr-other');
    const page = await findMain();
    expect(await page.findByText('地址不存在')).toBeInTheDocument();
    expect(page.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: '返回收货地址' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/myAddress'));
  });

  it('goes back to the list on Cancel, sending nothing', async () => {
    const { router } = renderRoute('/home/addAddress');
    const form = within(await (await findMain()).findByRole('form', { name: '新增收货地址' }));
    await fillField(form, '收货人', '张伟');
    await userEvent.click(form.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/myAddress'));
    expect(added()).toEqual([]);
  });
});
