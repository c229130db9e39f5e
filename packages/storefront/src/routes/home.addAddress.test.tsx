import type { MemberAddress, MemberAddressInput, Region } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addAddress, editAddress, fetchAddress, fetchAddresses } from '../api/addresses.ts';
import type * as CatalogueApi from '../api/catalogue.ts';
import { fetchRegions } from '../api/catalogue.ts';
import { RequestError } from '../api/request.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

vi.mock('../api/addresses.ts', () => ({
  fetchAddresses: vi.fn(),
  fetchAddress: vi.fn(),
  fetchDefaultAddress: vi.fn(),
  addAddress: vi.fn(),
  editAddress: vi.fn(),
  deleteAddress: vi.fn(),
}));
vi.mock('../api/catalogue.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof CatalogueApi>()),
  fetchRegions: vi.fn(),
}));

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

const INPUT: MemberAddressInput = {
  consigneeName: '张伟',
  mobile: '13800138000',
  regionIds: ['33', '3301', '330106'],
  detail: '文三路 90 号 3 幢 1201 室',
  postalCode: '310012',
  email: 'zhangwei@acme.example',
  landline: null,
  remark: '工作日请放门卫',
  alias: '家',
  isDefault: false,
};

const HOME: MemberAddress = {
  ...INPUT,
  id: 'addr-home',
  regionNames: '浙江省 杭州市 西湖区',
  landline: '0571-88886666',
  remark: '工作日请放门卫',
  alias: '家',
  isDefault: true,
  createTime: '2026-03-01T08:00:00.000Z',
  updateTime: '2026-03-01T08:00:00.000Z',
};

type Scope = ReturnType<typeof within>;

/** Enters `value` into the field labelled `label` as a paste, replacing what it held. */
async function fill(scope: Scope, label: string, value: string) {
  const input = scope.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(value);
}

/** Picks `name` in the region select labelled `label`, once its choices have loaded. */
async function choose(scope: Scope, label: string, name: string) {
  const select = await scope.findByRole('combobox', { name: label });
  await within(select).findByRole('option', { name });
  await userEvent.selectOptions(select, name);
}

async function fillAddress(form: Scope) {
  await fill(form, '收货人', ' 张伟 ');
  await fill(form, '手机号', '13800138000');
  await choose(form, '省份', '浙江省');
  await choose(form, '城市', '杭州市');
  await choose(form, '区县', '西湖区');
  await fill(form, '详细地址', '文三路 90 号 3 幢 1201 室');
  await fill(form, '邮政编码', '310012');
  await fill(form, '电子邮箱', 'zhangwei@acme.example');
  await fill(form, '备注', '工作日请放门卫');
  await fill(form, '地址别名', '家');
}

beforeEach(() => {
  logInMember();
  vi.mocked(addAddress).mockReset();
  vi.mocked(editAddress).mockReset();
  vi.mocked(fetchAddress).mockReset();
  vi.mocked(fetchAddresses).mockResolvedValue({ records: [], total: 0, current: 1, size: 20, pages: 0 });
  vi.mocked(fetchRegions).mockImplementation(async (parentId) => REGIONS[parentId] ?? []);
});

// Generous: the first test waits for the route's chunk, and the machine is shared.
describe('/home/addAddress', { timeout: 30_000 }, () => {
  it('adds an address as the server wants it, then goes back to the address book', async () => {
    vi.mocked(addAddress).mockResolvedValue({ ...HOME, landline: null, isDefault: false });
    const { router } = renderRoute('/home/addAddress');
    const form = within(await (await findMain()).findByRole('form', { name: '新增收货地址' }));

    await fillAddress(form);
    await userEvent.click(form.getByRole('button', { name: '保存' }));

    // Trimmed; the landline left empty is sent as null, which the server takes (an empty text it refuses).
    expect(addAddress).toHaveBeenCalledWith(INPUT);
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
    await fill(form, '手机号', '1380013800');
    await fill(form, '邮政编码', '3100');
    await fill(form, '固定电话', '88886666');
    await userEvent.click(form.getByRole('button', { name: '保存' }));

    expect(await form.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: '手机号' })).toHaveAccessibleErrorMessage('请输入正确的手机号');
    expect(form.getByRole('textbox', { name: '邮政编码' })).toHaveAccessibleErrorMessage(
      '请输入正确的邮政编码',
    );
    expect(form.getByRole('textbox', { name: '固定电话' })).toHaveAccessibleErrorMessage(
      '请输入正确的固定电话（如 0571-88886666）',
    );
    expect(addAddress).not.toHaveBeenCalled();
  });

  it('asks for the district of a city that has districts, and takes a city without any as it is', async () => {
    vi.mocked(addAddress).mockResolvedValue(HOME);
    renderRoute('/home/addAddress');
    const form = within(await (await findMain()).findByRole('form', { name: '新增收货地址' }));
    await fillAddress(form);
    await userEvent.selectOptions(form.getByRole('combobox', { name: '区县' }), '请选择区县');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请选择所在区县')).toBeInTheDocument();
    expect(addAddress).not.toHaveBeenCalled();

    await choose(form, '省份', '上海市');
    await choose(form, '城市', '上海市');
    await waitFor(() => expect(fetchRegions).toHaveBeenCalledWith('3101'));
    expect(form.queryByRole('combobox', { name: '区县' })).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(addAddress).toHaveBeenCalledWith(expect.objectContaining({ regionIds: ['31', '3101'] })),
    );
  });

  it("shows the server's refusal above the buttons and keeps everything typed", async () => {
    vi.mocked(addAddress).mockRejectedValue(
      new RequestError('最多保存20个收货地址', 'server', false, 400, 400),
    );
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
    vi.mocked(fetchAddress).mockResolvedValue(HOME);
    vi.mocked(editAddress).mockResolvedValue({ ...HOME, detail: '文三路 100 号' });
    const { router } = renderRoute('/home/addAddress?id=addr-home');
    const form = within(await (await findMain()).findByRole('form', { name: '编辑收货地址' }));

    expect(fetchAddress).toHaveBeenCalledWith('addr-home');
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

    await fill(form, '详细地址', '文三路 100 号');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    expect(editAddress).toHaveBeenCalledWith('addr-home', {
      ...INPUT,
      detail: '文三路 100 号',
      landline: '0571-88886666',
      isDefault: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/myAddress'));
  });

  it('says an address that is not the member’s does not exist, and leads back to the list', async () => {
    vi.mocked(fetchAddress).mockRejectedValue(
      new RequestError('not found', 'not-found', true, undefined, 404),
    );
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
    await fill(form, '收货人', '张伟');
    await userEvent.click(form.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/myAddress'));
    expect(addAddress).not.toHaveBeenCalled();
  });
});
