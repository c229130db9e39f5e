import { API_PATHS, type ShellBookingRecord } from '@mall/schemas';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../shell/format-date-time.ts';
import { bookingRecord, pageOf } from '../shell-booking/shell-booking-test-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const RECORDS = API_PATHS.shellBookRecords;

beforeEach(() => {
  logInMember();
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
    fakeApi.answer(RECORDS, pageOf([cancelled, bookingRecord()], 12));
    renderRoute('/recordList');
    const view = await findMain();
    const [, first, second] = within(await view.findByRole('table', { name: '预约记录' })).getAllByRole(
      'row',
    );

    expect(fakeApi.lastSent(RECORDS).body).toEqual({ pageNum: 1, pageSize: 12 });
    expect(first).toHaveTextContent(
      `SH2026000102壳牌喜力机油保养卡2026-03-0409:00-12:00张伟A0001已取消${formatDateTime('2026-03-01T09:30:00.000Z')}`,
    );
    expect(second).toHaveTextContent('SH2026000101壳牌精致洗车卡2026-03-0514:00-17:00张伟A0001已预约');
  });

  it('pages by 12 and keeps the page in the address', async () => {
    fakeApi.answer(RECORDS, ({ body }) => {
      const { pageNum } = body as { pageNum: number };
      return {
        records: [bookingRecord({ id: `shellbk-${pageNum}` })],
        total: 13,
        current: pageNum,
        size: 12,
        pages: 2,
      };
    });
    const { router } = renderRoute('/recordList');
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(fakeApi.lastSent(RECORDS).body).toEqual({ pageNum: 2, pageSize: 12 }));
    expect(router.state.location.search).toBe('?pageNumber=2');
  });

  it('says when there are no bookings yet', async () => {
    fakeApi.answer(RECORDS, pageOf<ShellBookingRecord>([], 12));
    renderRoute('/recordList');
    expect(await (await findMain()).findByText('暂无预约记录')).toBeInTheDocument();
  });
});
