import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBookingRecords } from '../api/shell-booking.ts';
import { formatDateTime } from '../shell/format-date-time.ts';
import { bookingRecord } from '../shell-booking/shell-booking-test-data.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

vi.mock('../api/shell-booking.ts', () => ({ fetchBookingRecords: vi.fn() }));

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
  vi.mocked(fetchBookingRecords).mockReset();
});

describe('/recordList', () => {
  it('shows the bookings, booked and cancelled, with their day, slot, who and when', async () => {
    const cancelled = bookingRecord({
      id: 'shellbk-zhang-care',
      cardNum: 'SH2026000102',
      cardName: '壳牌喜力机油保养卡',
      cardStatus: 0,
      canCancel: 0,
      validDate: '2026-03-04',
      bookTime: '09:00-12:00',
      operationTime: '2026-03-01T09:30:00.000Z',
    });
    vi.mocked(fetchBookingRecords).mockResolvedValue({
      records: [cancelled, bookingRecord()],
      total: 2,
      current: 1,
      size: 12,
      pages: 1,
    });
    renderRoute('/recordList');
    const view = await findMain();
    const [, first, second] = within(await view.findByRole('table', { name: '预约记录' })).getAllByRole(
      'row',
    );

    expect(fetchBookingRecords).toHaveBeenCalledWith({ pageNumber: 1, pageSize: 12 });
    expect(first).toHaveTextContent(
      `SH2026000102壳牌喜力机油保养卡2026-03-0409:00-12:00张伟A0001已取消${formatDateTime('2026-03-01T09:30:00.000Z')}`,
    );
    expect(second).toHaveTextContent('SH2026000101壳牌精致洗车卡2026-03-0514:00-17:00张伟A0001已预约');
  });

  it('pages by 12 and keeps the page in the address', async () => {
    vi.mocked(fetchBookingRecords).mockImplementation(async ({ pageNumber }) => ({
      records: [bookingRecord({ id: `shellbk-${pageNumber}` })],
      total: 13,
      current: pageNumber,
      size: 12,
      pages: 2,
    }));
    const { router } = renderRoute('/recordList');
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '第 2 页' }));
    await waitFor(() =>
      expect(fetchBookingRecords).toHaveBeenLastCalledWith({ pageNumber: 2, pageSize: 12 }),
    );
    expect(router.state.location.search).toBe('?pageNumber=2');
  });

  it('says when there are no bookings yet', async () => {
    vi.mocked(fetchBookingRecords).mockResolvedValue({
      records: [],
      total: 0,
      current: 1,
      size: 12,
      pages: 0,
    });
    renderRoute('/recordList');
    expect(await (await findMain()).findByText('暂无预约记录')).toBeInTheDocument();
  });
});
