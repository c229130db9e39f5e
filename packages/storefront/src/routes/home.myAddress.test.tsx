import type { MemberAddress, MemberAddressPage } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteAddress, editAddress, fetchAddresses } from '../api/addresses.ts';
import { RequestError } from '../api/request.ts';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.mock('../api/addresses.ts', () => ({
  fetchAddresses: vi.fn(),
  fetchAddress: vi.fn(),
  fetchDefaultAddress: vi.fn(),
  addAddress: vi.fn(),
  editAddress: vi.fn(),
  deleteAddress: vi.fn(),
}));

const address = (overrides: Partial<MemberAddress> = {}): MemberAddress => ({
  id: 'addr-home',
  consigneeName: '张伟',
  mobile: '13800138000',
  regionIds: ['33', '3301', '330106'],
  regionNames: '浙江省 杭州市 西湖区',
  detail: '文三路 90 号 3 幢 1201 室',
  postalCode: '310012',
  email: 'zhangwei@acme.example',
  landline: null,
  remark: '工作日请放门卫',
  alias: '家',
  isDefault: true,
  createTime: '2026-03-01T08:00:00.000Z',
  updateTime: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

const HOME = address();
const OFFICE = address({
  id: 'addr-office',
  consigneeName: '张伟（公司）',
  mobile: '13900139000',
  regionIds: ['31', '3101'],
  regionNames: '上海市 上海市',
  detail: '南京西路 1 号 20 楼',
  postalCode: '200040',
  remark: null,
  alias: null,
  isDefault: false,
  createTime: '2026-03-02T08:00:00.000Z',
});

const book = (...records: MemberAddress[]): MemberAddressPage => ({
  records,
  total: records.length,
  current: 1,
  size: 20,
  pages: records.length ? 1 : 0,
});

/** The address cards, in the order shown. */
const cards = async (page: ReturnType<typeof within>) =>
  within(await page.findByRole('list', { name: '已保存的收货地址' })).getAllByRole('listitem');

beforeEach(() => {
  // The app's messages ("收货地址已删除"), which the route table alone does not render.
  showAppMessages();
  logInMember();
  vi.mocked(fetchAddresses).mockReset();
  vi.mocked(editAddress).mockReset();
  vi.mocked(deleteAddress).mockReset();
});

// The toaster is one for the app: messages of one test must not show in the next.
// Generous: the first test waits for the route's chunk, and the machine is shared.
describe('/home/myAddress', { timeout: 30_000 }, () => {
  it('lists the addresses with the default first and its badge, and counts them against the limit of 20', async () => {
    vi.mocked(fetchAddresses).mockResolvedValue(book(HOME, OFFICE));
    renderRoute('/home/myAddress');
    const page = await findMain();

    const [first, second] = await cards(page);
    expect(first).toHaveTextContent('张伟');
    expect(first).toHaveTextContent('13800138000');
    expect(first).toHaveTextContent('浙江省 杭州市 西湖区 文三路 90 号 3 幢 1201 室');
    expect(within(first!).getByText('默认地址')).toBeInTheDocument();
    expect(within(first!).getByText('家')).toBeInTheDocument();
    expect(within(second!).queryByText('默认地址')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('上海市 上海市 南京西路 1 号 20 楼');

    expect(page.getByText('已保存 2 个，最多 20 个')).toBeInTheDocument();
    expect(page.getByRole('link', { name: '新增收货地址' })).toHaveAttribute('href', '/home/addAddress');
    expect(within(first!).getByRole('link', { name: /^编辑/ })).toHaveAttribute(
      'href',
      '/home/addAddress?id=addr-home',
    );
    // The whole book is asked for at once: it never holds more than 20.
    expect(fetchAddresses).toHaveBeenCalledWith({ pageNumber: 1, pageSize: 20 });
  });

  it('asks before deleting an address, then removes it from the list', async () => {
    vi.mocked(fetchAddresses).mockResolvedValueOnce(book(HOME, OFFICE)).mockResolvedValue(book(HOME));
    vi.mocked(deleteAddress).mockResolvedValue();
    renderRoute('/home/myAddress');
    const page = await findMain();
    const [, office] = await cards(page);

    await userEvent.click(within(office!).getByRole('button', { name: /^删除/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除收货地址' });
    expect(dialog).toHaveTextContent('上海市 上海市 南京西路 1 号 20 楼');
    expect(deleteAddress).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(deleteAddress).toHaveBeenCalledWith('addr-office');
    await waitFor(async () => expect(await cards(page)).toHaveLength(1));
    expect(await screen.findByText('收货地址已删除')).toBeInTheDocument();
    expect(page.getByText('已保存 1 个，最多 20 个')).toBeInTheDocument();
  });

  it('deletes nothing when the question is cancelled', async () => {
    vi.mocked(fetchAddresses).mockResolvedValue(book(HOME, OFFICE));
    renderRoute('/home/myAddress');
    const page = await findMain();
    const [home] = await cards(page);

    await userEvent.click(within(home!).getByRole('button', { name: /^删除/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除收货地址' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleteAddress).not.toHaveBeenCalled();
    expect(await cards(page)).toHaveLength(2);
  });

  it('makes another address the default, sending it back unchanged but for the default, and shows it first', async () => {
    const officeDefault = { ...OFFICE, isDefault: true };
    vi.mocked(fetchAddresses)
      .mockResolvedValueOnce(book(HOME, OFFICE))
      .mockResolvedValue(book(officeDefault, { ...HOME, isDefault: false }));
    vi.mocked(editAddress).mockResolvedValue(officeDefault);
    renderRoute('/home/myAddress');
    const page = await findMain();
    const [home, office] = await cards(page);
    // The default offers no "make default" of its own.
    expect(within(home!).queryByRole('button', { name: /^设为默认/ })).not.toBeInTheDocument();

    await userEvent.click(within(office!).getByRole('button', { name: /^设为默认/ }));
    expect(editAddress).toHaveBeenCalledWith('addr-office', {
      consigneeName: '张伟（公司）',
      mobile: '13900139000',
      regionIds: ['31', '3101'],
      detail: '南京西路 1 号 20 楼',
      postalCode: '200040',
      email: 'zhangwei@acme.example',
      landline: null,
      remark: null,
      alias: null,
      isDefault: true,
    });
    expect(await screen.findByText('已设为默认地址')).toBeInTheDocument();
    await waitFor(async () => {
      const [first] = await cards(page);
      expect(first).toHaveTextContent('南京西路 1 号 20 楼');
      expect(within(first!).getByText('默认地址')).toBeInTheDocument();
    });
  });

  it('says why the server refused to make an address the default', async () => {
    vi.mocked(fetchAddresses).mockResolvedValue(book(HOME, OFFICE));
    vi.mocked(editAddress).mockRejectedValue(new RequestError('地区不存在', 'server', false, 400, 400));
    renderRoute('/home/myAddress');
    const [, office] = await cards(await findMain());
    await userEvent.click(within(office!).getByRole('button', { name: /^设为默认/ }));
    expect(await screen.findByText('地区不存在')).toBeInTheDocument();
  });

  it('says there is no address yet and still offers to add one', async () => {
    vi.mocked(fetchAddresses).mockResolvedValue(book());
    renderRoute('/home/myAddress');
    const page = await findMain();
    expect(await page.findByText('暂无收货地址')).toBeInTheDocument();
    expect(page.getByText('已保存 0 个，最多 20 个')).toBeInTheDocument();
    expect(page.getByRole('link', { name: '新增收货地址' })).toBeInTheDocument();
  });

  it('offers no way to add a 21st address', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) =>
      address({ id: `addr-${i}`, isDefault: i === 0, detail: `文三路 ${i + 1} 号` }),
    );
    vi.mocked(fetchAddresses).mockResolvedValue(book(...twenty));
    renderRoute('/home/myAddress');
    const page = await findMain();
    expect(await page.findByText('已保存 20 个，最多 20 个')).toBeInTheDocument();
    expect(page.queryByRole('link', { name: '新增收货地址' })).not.toBeInTheDocument();
    expect(page.getByRole('button', { name: '新增收货地址' })).toBeDisabled();
    expect(page.getByText('最多保存 20 个收货地址，请先删除不用的地址')).toBeInTheDocument();
  });

  it('offers a retry when the addresses cannot be loaded', async () => {
    vi.mocked(fetchAddresses)
      .mockRejectedValueOnce(new RequestError('network', 'network', true))
      .mockResolvedValue(book(HOME));
    renderRoute('/home/myAddress');
    const page = await findMain();
    await userEvent.click(await page.findByRole('button', { name: '重试' }));
    expect(await cards(page)).toHaveLength(1);
  });

  it('asks a guest to log in first', async () => {
    appStore.set(accessTokenAtom, null);
    renderRoute('/home/myAddress');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(fetchAddresses).not.toHaveBeenCalled();
  });
});
