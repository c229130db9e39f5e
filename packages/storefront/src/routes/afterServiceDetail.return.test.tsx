import { API_PATHS, type LogisticsCompany } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { afterSaleDetail } from '../test/after-sale-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { renderRoute } from '../test/render-route.tsx';

// The return shipping of an approved return (/afterServiceDetail): the courier is chosen from the
// companies in service (GET /buyer/other/logistics), not typed.

const COMPANIES: LogisticsCompany[] = [
  { id: 'logi-sf', code: 'SF', name: '顺丰速运', nameEn: 'SF Express', disabled: 'OPEN' },
  { id: 'logi-zto', code: 'ZTO', name: '中通快递', nameEn: 'ZTO Express', disabled: 'OPEN' },
  { id: 'logi-yto', code: 'YTO', name: '圆通速递', nameEn: 'YTO Express', disabled: 'OPEN' },
];

const SN = 'AS26030100006';
const DELIVERY = API_PATHS.afterSaleDelivery(SN);
const companyPage = (records: LogisticsCompany[]) => ({
  records,
  total: records.length,
  current: 1,
  size: 100,
  pages: 1,
});

/** An approved return of one power bank of a delivered order, waiting for the goods. */
const approvedReturn = (overrides: Parameters<typeof afterSaleDetail>[0] = {}) =>
  afterSaleDetail({
    sn: SN,
    orderSn: 'O26030100006',
    orderItemSn: 'O26030100006-1',
    serviceType: 'RETURN_GOODS',
    status: 'PASS',
    num: 1,
    refundPoints: 149,
    updateTime: '2026-03-01T09:00:00.000Z',
    orderStatus: 'DELIVERED',
    reason: '商品质量问题',
    problemDesc: '',
    actions: { cancel: true, delivery: true },
    ...overrides,
  });

const sentBack = approvedReturn({
  status: 'BUYER_RETURN',
  logisticsCompany: '圆通速递',
  logisticsNo: 'YT1234567890',
  actions: { cancel: false, delivery: false },
});

/** Opens the request; answers the return shipping form once it is there. */
const returnForm = async () => {
  renderRoute('/afterServiceDetail?sn=AS26030100006');
  return within(await screen.findByRole('form', {}, { timeout: 10_000 }));
};

beforeEach(() => {
  logInMember();
  fakeApi.answer(API_PATHS.logisticsCompanies, companyPage(COMPANIES));
  fakeApi.answer(API_PATHS.afterSaleDetail(SN), approvedReturn());
  fakeApi.answer(API_PATHS.afterSaleLog(SN), []);
  fakeApi.answer(API_PATHS.afterSaleMessages, []);
});

describe('/afterServiceDetail: sending the goods back', { timeout: 30_000 }, () => {
  it('offers the couriers in service as a select, not a text box', async () => {
    const form = await returnForm();
    const courier = form.getByRole('combobox', { name: /物流公司/ });
    await waitFor(() => expect(courier).toBeEnabled());
    expect(
      within(courier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['请选择物流公司', '顺丰速运', '中通快递', '圆通速递']);
    expect(form.queryByRole('textbox', { name: /物流公司/ })).not.toBeInTheDocument();
  });

  it('keeps the courier select closed while the couriers load, saying so', async () => {
    let answer: (companies: LogisticsCompany[]) => void = () => undefined;
    fakeApi.answer(
      API_PATHS.logisticsCompanies,
      () => new Promise((resolve) => (answer = (companies) => resolve(companyPage(companies)))),
    );
    const form = await returnForm();
    const courier = form.getByRole('combobox', { name: /物流公司/ });
    expect(courier).toBeDisabled();
    expect(within(courier).getByRole('option')).toHaveTextContent('物流公司加载中…');

    answer(COMPANIES);
    await waitFor(() => expect(courier).toBeEnabled());
    expect(within(courier).getAllByRole('option')).toHaveLength(4);
  });

  it('sends the chosen courier and the tracking number, then shows them with the request sent back', async () => {
    fakeApi.answer(DELIVERY, sentBack);
    const form = await returnForm();
    const courier = form.getByRole('combobox', { name: /物流公司/ });
    await waitFor(() => expect(courier).toBeEnabled());
    await userEvent.selectOptions(courier, '圆通速递');
    await userEvent.type(form.getByRole('textbox', { name: /物流单号/ }), 'YT1234567890');
    await userEvent.click(form.getByRole('button', { name: '提交物流信息' }));

    await waitFor(() =>
      expect(fakeApi.lastSent(DELIVERY).body).toEqual({
        logisticsCompany: '圆通速递',
        logisticsNo: 'YT1234567890',
      }),
    );
    const info = within(await screen.findByRole('region', { name: '售后信息' }));
    expect(await info.findByText('圆通速递 YT1234567890')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks for a courier and a well-formed tracking number before sending', async () => {
    const form = await returnForm();
    const courier = form.getByRole('combobox', { name: /物流公司/ });
    await waitFor(() => expect(courier).toBeEnabled());
    await userEvent.click(form.getByRole('button', { name: '提交物流信息' }));
    expect(courier).toBeInvalid();
    // The select's empty choice and, under it, the error say the same.
    expect(form.getAllByText('请选择物流公司')).toHaveLength(2);
    expect(form.getByText('请填写物流单号')).toBeInTheDocument();
    await userEvent.type(form.getByRole('textbox', { name: /物流单号/ }), 'YT 12');
    await userEvent.click(form.getByRole('button', { name: '提交物流信息' }));
    expect(form.getByText('物流单号为 4 到 40 位字母、数字或“-”')).toBeInTheDocument();
    expect(fakeApi.sent(DELIVERY)).toHaveLength(0);
  });

  it("shows the server's refusal under the form and keeps what was chosen", async () => {
    fakeApi.fail(DELIVERY, { message: '请从列表中选择物流公司', status: 400 });
    const form = await returnForm();
    const courier = form.getByRole('combobox', { name: /物流公司/ });
    await waitFor(() => expect(courier).toBeEnabled());
    await userEvent.selectOptions(courier, '顺丰速运');
    await userEvent.type(form.getByRole('textbox', { name: /物流单号/ }), 'SF1234567890');
    await userEvent.click(form.getByRole('button', { name: '提交物流信息' }));
    expect(await form.findByRole('alert')).toHaveTextContent('请从列表中选择物流公司');
    expect(courier).toHaveValue('顺丰速运');
  });

  it('names the couriers in English on an English page, sending the same company', async () => {
    fakeApi.answer(DELIVERY, sentBack);
    renderRoute('/afterServiceDetail?sn=AS26030100006', { locale: 'en-US' });
    const form = within(await screen.findByRole('form', {}, { timeout: 10_000 }));
    const courier = form.getByRole('combobox', { name: /Courier/ });
    await waitFor(() => expect(courier).toBeEnabled());
    expect(
      within(courier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a courier', 'SF Express', 'ZTO Express', 'YTO Express']);
    await userEvent.selectOptions(courier, 'YTO Express');
    await userEvent.type(form.getByRole('textbox', { name: /Tracking number/ }), 'YT1234567890');
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(fakeApi.lastSent(DELIVERY).body).toEqual({
        logisticsCompany: '圆通速递',
        logisticsNo: 'YT1234567890',
      }),
    );
  });

  it('offers no return shipping before the request is approved', async () => {
    fakeApi.answer(
      API_PATHS.afterSaleDetail(SN),
      approvedReturn({ status: 'APPLY', actions: { cancel: true, delivery: false } }),
    );
    renderRoute('/afterServiceDetail?sn=AS26030100006');
    await screen.findByRole('heading', { name: '售后详情' }, { timeout: 10_000 });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(fakeApi.sent(API_PATHS.logisticsCompanies)).toHaveLength(0);
  });
});
