import type {
  ShellBookableDate,
  ShellBookableDatePage,
  ShellBookingRecord,
  ShellCardForDate,
  ShellCardForDatePage,
} from '@mall/schemas';

// Factories of the shell-booking answers for the route tests, with partial overrides; the values
// are those of fixtures/seed/shell-cards.json seen on 2026-03-01.

export const bookableDay = (overrides: Partial<ShellBookableDate> = {}): ShellBookableDate => ({
  validDate: '2026-03-04',
  remaining: 9,
  slots: [
    { bookTime: '09:00-12:00', capacity: 5, remaining: 4 },
    { bookTime: '14:00-17:00', capacity: 5, remaining: 5 },
  ],
  ...overrides,
});

export const pageOf = <T>(records: T[], size = records.length || 1) => ({
  records,
  total: records.length,
  current: 1,
  size,
  pages: records.length ? Math.ceil(records.length / size) : 0,
});

export const datePage = (days: ShellBookableDate[]): ShellBookableDatePage => pageOf(days, 100);

export const cardOnDay = (overrides: Partial<ShellCardForDate> = {}): ShellCardForDate => ({
  id: 'shell-zhang-wash',
  cardNum: 'SH2026000101',
  cardName: '壳牌精致洗车卡',
  cardStatus: 0,
  canBook: 1,
  canCancel: 0,
  bookingId: null,
  userName: '张伟',
  empNum: 'A0001',
  validDate: '2026-03-04',
  bookTime: null,
  operationTime: null,
  ...overrides,
});

export const cardPage = (cards: ShellCardForDate[]): ShellCardForDatePage => pageOf(cards, 1000);

/** zhangwei's care card, booked on 03-04 in the morning. */
export const BOOKED_CARE = cardOnDay({
  id: 'shell-zhang-care',
  cardNum: 'SH2026000102',
  cardName: '壳牌喜力机油保养卡',
  cardStatus: 1,
  canBook: 0,
  canCancel: 1,
  bookingId: 'shellbk-zhang-care',
  bookTime: '09:00-12:00',
  operationTime: '2026-02-28T08:00:00.000Z',
});

/** zhangwei's tyre card, past its validity on the day. */
export const EXPIRED_TYRE = cardOnDay({
  id: 'shell-zhang-tyre',
  cardNum: 'SH2026000103',
  cardName: '壳牌轮胎安全检测卡',
  canBook: 0,
});

export const bookingRecord = (overrides: Partial<ShellBookingRecord> = {}): ShellBookingRecord => ({
  id: 'shellbk-1',
  cardId: 'shell-zhang-wash',
  cardNum: 'SH2026000101',
  cardName: '壳牌精致洗车卡',
  cardStatus: 1,
  canCancel: 1,
  userName: '张伟',
  empNum: 'A0001',
  validDate: '2026-03-05',
  bookTime: '14:00-17:00',
  createTime: '2026-03-01T09:00:00.000Z',
  operationTime: '2026-03-01T09:00:00.000Z',
  ...overrides,
});
