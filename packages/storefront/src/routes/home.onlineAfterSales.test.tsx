import type { AfterSaleApplyInfo, AfterSaleDetail } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAddresses } from '../api/addresses.ts';
import {
  applyAfterSale,
  fetchAfterSaleApplyInfo,
  fetchAfterSaleDetail,
  fetchAfterSaleLog,
  fetchAfterSaleMessages,
  fetchAfterSaleReasons,
} from '../api/after-sales.ts';
import { RequestError } from '../api/request.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { storeMember } from '../test/member-session.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.mock('../api/after-sales.ts', () => ({
  fetchAfterSales: vi.fn(),
  fetchAfterSaleApplyInfo: vi.fn(),
  fetchAfterSaleReasons: vi.fn(),
  applyAfterSale: vi.fn(),
  fetchAfterSaleDetail: vi.fn(),
  fetchAfterSaleLog: vi.fn(),
  cancelAfterSale: vi.fn(),
  fetchAfterSaleMessages: vi.fn(),
  sendAfterSaleMessage: vi.fn(),
}));
vi.mock('../api/addresses.ts', () => ({
  fetchAddresses: vi.fn(),
  fetchAddress: vi.fn(),
  fetchDefaultAddress: vi.fn(),
  addAddress: vi.fn(),
  editAddress: vi.fn(),
  deleteAddress: vi.fn(),
}));
// The header's own calls for the stored member (notices, hot search terms, the strip's points
// balance), answered as a quiet enterprise would: in jsdom they would fail, and their error messages
// would fill the toaster before this page's.
vi.mock('../api/notices.ts', () => ({
  fetchNoticePage: vi.fn(async () => ({ records: [], total: 0, current: 1, size: 10, pages: 0 })),
  fetchNotice: vi.fn(),
}));
vi.mock('../api/search-terms.ts', () => ({ fetchHotSearchTerms: vi.fn(async () => []) }));
vi.mock('../api/points.ts', () => ({ fetchPointAccounts: vi.fn(() => new Promise(() => {})) }));
vi.mock('../api/site.ts', () => ({
  fetchSiteSetting: vi.fn(async () => ({ siteName: '好生活福利商城' })),
}));

const applyInfo = (overrides: Partial<AfterSaleApplyInfo> = {}): AfterSaleApplyInfo => ({
  orderSn: 'O26030100001',
  orderItemSn: 'O26030100001-1',
  orderStatus: 'PAID',
  skuId: '1026',
  goodsId: '126',
  name: '快充移动电源 20000mAh',
  image: '/img/goods/powerbank.svg',
  price: 149,
  num: 2,
  applicableNum: 2,
  serviceTypes: ['RETURN_MONEY'],
  refundPoints: 298,
  applyDeadline: null,
  unavailableReason: null,
  ...overrides,
});

const saved = (overrides: Partial<AfterSaleDetail> = {}): AfterSaleDetail => ({
  sn: 'AS26030100001',
  orderSn: 'O26030100001',
  orderItemSn: 'O26030100001-1',
  skuId: '1026',
  goodsId: '126',
  name: '快充移动电源 20000mAh',
  image: '/img/goods/powerbank.svg',
  price: 149,
  serviceType: 'RETURN_MONEY',
  status: 'APPLY',
  num: 2,
  refundPoints: 298,
  createTime: '2026-03-01T08:00:00.000Z',
  updateTime: '2026-03-01T08:00:00.000Z',
  orderStatus: 'PAID',
  reason: '不想要了',
  problemDesc: '拍错了',
  images: [],
  contactName: '张伟',
  contactMobile: '13800138000',
  pickupAddress: null,
  refuseReason: null,
  logisticsCompany: null,
  logisticsNo: null,
  actions: { cancel: true, delivery: false },
  ...overrides,
});

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
  appStore.set(accessTokenAtom, 'member-token');
  storeMember();
  appStore.set(oneIdAtom, 'ent-acme');
  vi.mocked(applyAfterSale).mockReset();
  vi.mocked(fetchAfterSaleApplyInfo).mockResolvedValue(applyInfo());
  vi.mocked(fetchAfterSaleReasons).mockResolvedValue([
    { reason: '不想要了', label: '不想要了' },
    { reason: '商品选错了', label: '商品选错了' },
  ]);
  vi.mocked(fetchAddresses).mockResolvedValue({ records: [], total: 0, current: 1, size: 20, pages: 0 });
  vi.mocked(fetchAfterSaleDetail).mockResolvedValue(saved());
  vi.mocked(fetchAfterSaleLog).mockResolvedValue([
    { status: 'APPLY', message: '会员提交了售后申请', createTime: '2026-03-01T08:00:00.000Z' },
  ]);
  vi.mocked(fetchAfterSaleMessages).mockResolvedValue([]);
});

// Generous: the first test waits for the route's chunk, and the machine is shared.
describe('/home/onlineAfterSales', { timeout: 30_000 }, () => {
  it('applies for a refund only and lands on the new request', async () => {
    vi.mocked(applyAfterSale).mockResolvedValue(saved());
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
    expect(applyAfterSale).toHaveBeenCalledWith('O26030100001-1', {
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
    vi.mocked(fetchAfterSaleReasons).mockReturnValue(new Promise(() => {}));
    renderRoute(PATH);
    const form = await applyForm();
    const reason = form.getByRole('combobox', { name: '售后原因' });
    expect(reason).toBeDisabled();
    expect(within(reason).getByRole('option')).toHaveTextContent('售后原因加载中…');
  });

  it("keeps a return's pickup address closed while the addresses load", async () => {
    vi.mocked(fetchAfterSaleApplyInfo).mockResolvedValue(
      applyInfo({ orderStatus: 'DELIVERED', serviceTypes: ['RETURN_GOODS', 'EXCHANGE_GOODS'] }),
    );
    vi.mocked(fetchAddresses).mockReturnValue(new Promise(() => {}));
    renderRoute(PATH);
    const form = await applyForm();
    await userEvent.click(form.getByRole('radio', { name: '退货退款' }));
    expect(form.getByRole('combobox', { name: '取件地址' })).toBeDisabled();
  });

  it("starts the contact as the order's consignee, and sends it untouched", async () => {
    vi.mocked(fetchAfterSaleApplyInfo).mockResolvedValue(
      applyInfo({ contact: { name: '张伟', mobile: '13800138000' } }),
    );
    vi.mocked(applyAfterSale).mockResolvedValue(saved());
    renderRoute(PATH);
    const form = await applyForm();
    expect(form.getByLabelText('联系人')).toHaveValue('张伟');
    expect(form.getByLabelText('联系电话')).toHaveValue('13800138000');
    await chooseReason(form, '不想要了');
    await userEvent.click(form.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(applyAfterSale).toHaveBeenCalledWith(
        'O26030100001-1',
        expect.objectContaining({ contactName: '张伟', contactMobile: '13800138000' }),
      ),
    );
  });

  it('asks a return for a pickup address, offering the default one', async () => {
    vi.mocked(fetchAfterSaleApplyInfo).mockResolvedValue(
      applyInfo({ orderStatus: 'DELIVERED', serviceTypes: ['RETURN_GOODS', 'EXCHANGE_GOODS'] }),
    );
    vi.mocked(fetchAddresses).mockResolvedValue({
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
    vi.mocked(applyAfterSale).mockResolvedValue(saved({ serviceType: 'RETURN_GOODS' }));
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
    expect(applyAfterSale).toHaveBeenCalledWith(
      'O26030100001-1',
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
    expect(applyAfterSale).not.toHaveBeenCalled();
  });

  it('shows the server refusal and keeps what was typed', async () => {
    vi.mocked(applyAfterSale).mockRejectedValue(
      new RequestError('该商品已有进行中的售后申请', 'server', false, 400, 400),
    );
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
