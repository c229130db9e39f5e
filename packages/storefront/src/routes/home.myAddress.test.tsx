import { API_PATHS } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { addressBook as book, homeAddress as address } from '../test/home-address.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

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

const BOOK = API_PATHS.address;
const EDIT_OFFICE = API_PATHS.addressEdit('addr-office');
const DELETE_OFFICE = API_PATHS.addressDelete('addr-office');

/** Answers the book with `first`, then with `after` each time it is asked again. */
function answerBook(first: ReturnType<typeof book>, after = first) {
  fakeApi.answer(BOOK, after, { method: 'GET' });
  fakeApi.answer(BOOK, first, { method: 'GET', once: true });
}

/** The address cards, in the order shown. */
const cards = async (page: ReturnType<typeof within>) =>
  within(await page.findByRole('list', { name: '已保存的收货地址' })).getAllByRole('listitem');

beforeEach(() => {
  // The app's messages ("收货地址已删除"), which the route table alone does not render.
  showAppMessages();
  logInMember();
});

// The toaster is one for the app: messages of one test must not show in the next.
// Generous: the first test waits for the route's chunk, and the machine is shared.
describe('/home/myAddress', { timeout: 30_000 }, () => {
  it('lists the addresses with the default first and its badge, and counts them against the limit of 20', async () => {
    answerBook(book(HOME, OFFICE));
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
    expect(fakeApi.lastSent(BOOK, 'GET').query).toEqual({ pageNumber: '1', pageSize: '20' });
  });

  it('asks before deleting an address, then removes it from the list', async () => {
    answerBook(book(HOME, OFFICE), book(HOME));
    fakeApi.answer(DELETE_OFFICE, null);
    renderRoute('/home/myAddress');
    const page = await findMain();
    const [, office] = await cards(page);

    await userEvent.click(within(office!).getByRole('button', { name: /^删除/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除收货地址' });
    expect(dialog).toHaveTextContent('上海市 上海市 南京西路 1 号 20 楼');
    expect(fakeApi.sent(DELETE_OFFICE)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(fakeApi.sent(DELETE_OFFICE, 'DELETE')).toHaveLength(1));
    await waitFor(async () => expect(await cards(page)).toHaveLength(1));
    expect(await screen.findByText('收货地址已删除')).toBeInTheDocument();
    expect(page.getByText('已保存 1 个，最多 20 个')).toBeInTheDocument();
  });

  it('deletes nothing when the question is cancelled', async () => {
    answerBook(book(HOME, OFFICE));
    renderRoute('/home/myAddress');
    const page = await findMain();
    const [home] = await cards(page);

    await userEvent.click(within(home!).getByRole('button', { name: /^删除/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除收货地址' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fakeApi.sent(API_PATHS.addressDelete('*'))).toEqual([]);
    expect(await cards(page)).toHaveLength(2);
  });

  it('makes another address the default, sending it back unchanged but for the default, and shows it first', async () => {
    const officeDefault = { ...OFFICE, isDefault: true };
    answerBook(book(HOME, OFFICE), book(officeDefault, { ...HOME, isDefault: false }));
    fakeApi.answer(EDIT_OFFICE, officeDefault);
    renderRoute('/home/myAddress');
    const page = await findMain();
    const [home, office] = await cards(page);
    // The default offers no "make default" of its own.
    expect(within(home!).queryByRole('button', { name: /^设为默认/ })).not.toBeInTheDocument();

    await userEvent.click(within(office!).getByRole('button', { name: /^设为默认/ }));
    await waitFor(() => expect(fakeApi.sent(EDIT_OFFICE, 'PUT')).toHaveLength(1));
    expect(fakeApi.lastSent(EDIT_OFFICE).body).toEqual({
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
    answerBook(book(HOME, OFFICE));
    fakeApi.fail(EDIT_OFFICE, { message: '地区不存在', status: 400 });
    renderRoute('/home/myAddress');
    const [, office] = await cards(await findMain());
    await userEvent.click(within(office!).getByRole('button', { name: /^设为默认/ }));
    expect(await screen.findByText('地区不存在')).toBeInTheDocument();
  });

  it('says there is no address yet and still offers to add one', async () => {
    answerBook(book());
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
    answerBook(book(...twenty));
    renderRoute('/home/myAddress');
    const page = await findMain();
    expect(await page.findByText('已保存 20 个，最多 20 个')).toBeInTheDocument();
    expect(page.queryByRole('link', { name: '新增收货地址' })).not.toBeInTheDocument();
    expect(page.getByRole('button', { name: '新增收货地址' })).toBeDisabled();
    expect(page.getByText('最多保存 20 个收货地址，请先删除不用的地址')).toBeInTheDocument();
  });

  it('offers a retry when the addresses cannot be loaded', async () => {
    answerBook(book(HOME));
    fakeApi.fail(BOOK, 'network', { method: 'GET', once: true });
    renderRoute('/home/myAddress');
    const page = await findMain();
    await userEvent.click(await page.findByRole('button', { name: '重试' }));
    expect(await cards(page)).toHaveLength(1);
  });

  it('asks a guest to log in first', async () => {
    appStore.set(accessTokenAtom, null);
    renderRoute('/home/myAddress');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(fakeApi.sent(BOOK)).toEqual([]);
  });
});
