import { API_PATHS } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOKED_CARE,
  bookableDay,
  bookingRecord,
  cardOnDay,
  cardPage,
  datePage,
  EXPIRED_TYRE,
} from '../shell-booking/shell-booking-test-data.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

const DATES = API_PATHS.shellBookDates;
const CARDS = API_PATHS.shellBookCards;
const BOOK = API_PATHS.shellBook;
const CANCEL = API_PATHS.shellCancel;

/** The days whose cards were asked for, oldest first. */
const cardDaysAsked = () =>
  fakeApi.sent(CARDS, 'POST').map(({ body }) => (body as { validDate: string }).validDate);

vi.setConfig({ testTimeout: 20_000 });

const FULL_DAY = bookableDay({
  validDate: '2026-03-02',
  remaining: 0,
  slots: [
    { bookTime: '09:00-12:00', capacity: 5, remaining: 0 },
    { bookTime: '14:00-17:00', capacity: 5, remaining: 0 },
  ],
});
const DAY = bookableDay();
const NEXT_DAY = bookableDay({ validDate: '2026-03-05', remaining: 10 });

const rows = async (view: ReturnType<typeof within>, date: string) =>
  within(await view.findByRole('table', { name: `${date} 的卡券` }))
    .getAllByRole('row')
    .slice(1);

beforeEach(() => {
  showAppMessages();
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
  fakeApi.answer(DATES, datePage([FULL_DAY, DAY, NEXT_DAY]));
  fakeApi.answer(CARDS, ({ body }) => {
    const { validDate } = body as { validDate: string };
    return cardPage([
      cardOnDay({ validDate }),
      { ...BOOKED_CARE, validDate },
      { ...EXPIRED_TYRE, validDate },
    ]);
  });
});

describe('/Shelli', () => {
  it('shows the bookable days and the cards of the first day with places, each as it stands', async () => {
    renderRoute('/Shelli');
    const view = await findMain();
    const days = within(await view.findByRole('group', { name: '可预约日期' }));
    expect(days.getByRole('button', { name: /2026-03-02\s*约满/ })).toHaveAttribute('aria-pressed', 'false');
    expect(days.getByRole('button', { name: /2026-03-04\s*余 9/ })).toHaveAttribute('aria-pressed', 'true');

    const [wash, care, tyre] = await rows(view, '2026-03-04');
    expect(fakeApi.lastSent(CARDS, 'POST').body).toEqual({
      pageNum: 1,
      pageSize: 1000,
      validDate: '2026-03-04',
    });
    expect(fakeApi.lastSent(DATES, 'POST').body).toEqual({ pageNum: 1, pageSize: 100 });
    expect(wash).toHaveTextContent('SH2026000101壳牌精致洗车卡可预约');
    expect(
      within(wash!).getByRole('button', { name: '预约：壳牌精致洗车卡 SH2026000101' }),
    ).toBeInTheDocument();
    expect(care).toHaveTextContent('已预约09:00-12:00张伟A0001');
    expect(
      within(care!).getByRole('button', { name: '取消预约：壳牌喜力机油保养卡 SH2026000102' }),
    ).toBeInTheDocument();
    expect(tyre).toHaveTextContent('不适用');
    expect(within(tyre!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the cards of the day chosen, and keeps the day in the address', async () => {
    const { router } = renderRoute('/Shelli');
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: /2026-03-05/ }));
    expect(await rows(view, '2026-03-05')).toHaveLength(3);
    expect(cardDaysAsked().at(-1)).toBe('2026-03-05');
    expect(router.state.location.search).toBe('?date=2026-03-05');
  });

  it('books a card through the form, prefilled with the member, and says booking succeeded', async () => {
    fakeApi.answer(BOOK, bookingRecord());
    renderRoute('/Shelli?date=2026-03-04');
    const view = await findMain();
    const [wash] = await rows(view, '2026-03-04');
    await userEvent.click(within(wash!).getByRole('button', { name: /^预约：/ }));

    const form = within(view.getByRole('form', { name: '填写预约信息' }));
    expect(form.getByText('壳牌精致洗车卡（SH2026000101）')).toBeInTheDocument();
    expect(form.getByText('2026-03-04')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: '预约人姓名' })).toHaveValue('张伟');
    expect(form.getByRole('textbox', { name: '工号' })).toHaveValue('A0001');
    const slot = form.getByRole('combobox', { name: '预约时段' });
    expect(slot).toHaveValue('09:00-12:00');
    await userEvent.selectOptions(slot, '14:00-17:00');
    await userEvent.click(form.getByRole('button', { name: '提交' }));

    expect(await screen.findByText('预约成功')).toBeInTheDocument();
    expect(fakeApi.sent(BOOK, 'POST').map(({ body }) => body)).toEqual([
      {
        id: 'shell-zhang-wash',
        validDate: '2026-03-04',
        bookTime: '14:00-17:00',
        userName: '张伟',
        empNum: 'A0001',
      },
    ]);
    // Back at the table, asked afresh.
    await waitFor(() => expect(cardDaysAsked()).toEqual(['2026-03-04', '2026-03-04']));
    expect(view.queryByRole('form', { name: '填写预约信息' })).not.toBeInTheDocument();
  });

  it('offers only the slots with places left', async () => {
    renderRoute('/Shelli?date=2026-03-04');
    fakeApi.answer(
      DATES,
      datePage([
        bookableDay({
          slots: [
            { bookTime: '09:00-12:00', capacity: 5, remaining: 0 },
            { bookTime: '14:00-17:00', capacity: 5, remaining: 5 },
          ],
        }),
      ]),
    );
    const view = await findMain();
    const [wash] = await rows(view, '2026-03-04');
    await userEvent.click(within(wash!).getByRole('button', { name: /^预约：/ }));
    const form = within(view.getByRole('form', { name: '填写预约信息' }));
    expect(form.getByRole('option', { name: '09:00-12:00（已约满）' })).toBeDisabled();
    expect(form.getByRole('combobox', { name: '预约时段' })).toHaveValue('14:00-17:00');
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    fakeApi.fail(BOOK, { code: 30000, message: '该时段已约满，请选择其他时段' });
    renderRoute('/Shelli?date=2026-03-04');
    const view = await findMain();
    const [wash] = await rows(view, '2026-03-04');
    await userEvent.click(within(wash!).getByRole('button', { name: /^预约：/ }));
    const form = within(view.getByRole('form', { name: '填写预约信息' }));
    const name = form.getByRole('textbox', { name: '预约人姓名' });
    await userEvent.clear(name);
    await userEvent.type(name, '张伟家属');
    await userEvent.click(form.getByRole('button', { name: '提交' }));

    expect(await form.findByRole('alert')).toHaveTextContent('该时段已约满，请选择其他时段');
    expect(name).toHaveValue('张伟家属');
  });

  it('says what is missing before sending anything', async () => {
    renderRoute('/Shelli?date=2026-03-04');
    const view = await findMain();
    const [wash] = await rows(view, '2026-03-04');
    await userEvent.click(within(wash!).getByRole('button', { name: /^预约：/ }));
    const form = within(view.getByRole('form', { name: '填写预约信息' }));
    await userEvent.clear(form.getByRole('textbox', { name: '预约人姓名' }));
    await userEvent.clear(form.getByRole('textbox', { name: '工号' }));
    await userEvent.type(form.getByRole('textbox', { name: '工号' }), 'A 1');
    await userEvent.selectOptions(form.getByRole('combobox', { name: '预约时段' }), '');
    await userEvent.click(form.getByRole('button', { name: '提交' }));

    expect(form.getByRole('textbox', { name: '预约人姓名' })).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByText('请填写预约人姓名')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: '工号' })).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByText('工号为1-20位字母、数字或-')).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: '预约时段' })).toHaveAttribute('aria-invalid', 'true');
    // The slot's error, besides the empty choice of the same words.
    expect(form.getAllByText('请选择预约时段')).toHaveLength(2);
    expect(fakeApi.sent(BOOK)).toEqual([]);
  });

  it('goes back to the table without booking', async () => {
    renderRoute('/Shelli?date=2026-03-04');
    const view = await findMain();
    const [wash] = await rows(view, '2026-03-04');
    await userEvent.click(within(wash!).getByRole('button', { name: /^预约：/ }));
    await userEvent.click(view.getByRole('button', { name: '返回' }));
    expect(await rows(view, '2026-03-04')).toHaveLength(3);
    expect(fakeApi.sent(BOOK)).toEqual([]);
  });

  it('cancels a booking after asking, and says cancel succeeded', async () => {
    fakeApi.answer(CANCEL, bookingRecord({ cardStatus: 0, canCancel: 0 }));
    renderRoute('/Shelli?date=2026-03-04');
    const view = await findMain();
    const [, care] = await rows(view, '2026-03-04');
    await userEvent.click(within(care!).getByRole('button', { name: /^取消预约：/ }));

    const dialog = within(await screen.findByRole('alertdialog', { name: '取消预约' }));
    expect(dialog.getByText('确定取消预约吗？')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('取消成功')).toBeInTheDocument();
    expect(fakeApi.sent(CANCEL, 'POST').map(({ body }) => body)).toEqual([{ id: 'shellbk-zhang-care' }]);
    await waitFor(() => expect(cardDaysAsked()).toHaveLength(2));
  });

  it('cancels nothing when the member thinks again', async () => {
    renderRoute('/Shelli?date=2026-03-04');
    const view = await findMain();
    const [, care] = await rows(view, '2026-03-04');
    await userEvent.click(within(care!).getByRole('button', { name: /^取消预约：/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '再想想' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fakeApi.sent(CANCEL)).toEqual([]);
  });

  it('shows a failed card list as failed, with a retry', async () => {
    fakeApi.fail(CARDS, { message: '卡券加载失败' });
    renderRoute('/Shelli');
    const view = await findMain();
    expect(await view.findByText('加载失败，请稍后重试')).toBeInTheDocument();
    expect(view.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('says when there is no day to book', async () => {
    fakeApi.answer(DATES, datePage([]));
    renderRoute('/Shelli');
    const view = await findMain();
    expect(await view.findByText('暂无可预约日期')).toBeInTheDocument();
    expect(fakeApi.sent(CARDS)).toEqual([]);
  });
});
