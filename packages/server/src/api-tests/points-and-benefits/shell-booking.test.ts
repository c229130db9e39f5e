import {
  API_PATHS,
  type ShellBookableDatePage,
  type ShellBookingRecord,
  type ShellBookingRecordPage,
  type ShellCardForDate,
  type ShellCardForDatePage,
  type ShellCardPage,
} from '@mall/schemas';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedShellCards } from '../../db/seed-shell-cards.ts';
import { CALLER_HANDLED_CODE } from '../../http/api-error.ts';
import { FIXTURES_DIR } from '../../paths.ts';
import { SHELL_BOOKING_MESSAGES } from '../../services/shell-booking.ts';
import { expectGuestRefused, expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { setUpEngineApp } from '../../testing/engine-app.ts';
import { SEEDED_ENGINES } from '../../testing/seeded-engines.ts';
import { countAllRows, TEST_SEED_TIME } from '../../testing/seeded-db.ts';
import { succeeded } from '../../testing/succeeded.ts';
import { setUpTestApp, TEST_APP_START } from '../../testing/test-app.ts';

// API tests of shell-card booking (/Shelli, /fitList, /recordList) against the real app and an
// in-memory PGlite seeded from fixtures/seed/shell-cards.json: the bookable days, the member's cards
// on a day, booking and its every refusal, cancelling, the records, and that no member reaches
// another's card or booking. The seed is at 2026-03-01 16:00 China time and the app's clock an hour
// later, so the window runs from 2026-03-02 to 2026-03-15; zhangwei's care card is booked on 03-04.

const api = setUpTestApp();
/** zhangwei (wash, care booked on 03-04, tyre valid until 03-06) and wangfang (one wash card). */
let zhang: string;
let wang: string;
/** zhangwei's token of the clock's start, for the tests after one that moved the clock. */
let zhangAtStart: string;

beforeAll(async () => {
  zhangAtStart = (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken;
  wang = (await loginAs(api.app, DEMO_MEMBERS.blue)).accessToken;
});

// Every test starts from the seeded cards, slots and booking.
beforeEach(async () => {
  zhang = zhangAtStart;
  await api.db.query('DELETE FROM shell_bookings');
  await api.db.query('DELETE FROM shell_slots');
  await seedShellCards(api.db, FIXTURES_DIR, TEST_SEED_TIME);
});

const WASH = 'shell-zhang-wash';
const CARE = 'shell-zhang-care';
const TYRE = 'shell-zhang-tyre';
const WANG_WASH = 'shell-wang-wash';
const SEEDED_BOOKING = 'shellbk-zhang-care';
const MORNING = '09:00-12:00';
const AFTERNOON = '14:00-17:00';

const post = <T>(path: string, payload: object, accessToken: string = zhang) =>
  api.call<T>('POST', path, { payload, accessToken });

/** Moves the clock to `moment` and logs zhangwei in again there (his token of an hour ago has expired). */
async function setClock(moment: Date): Promise<void> {
  api.clock = moment;
  zhang = (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken;
}
const dates = async (payload: object = {}) =>
  (await post<ShellBookableDatePage>(API_PATHS.shellBookDates, payload)).body.result;
const cardsOn = async (validDate: string, accessToken = zhang) =>
  (await post<ShellCardForDatePage>(API_PATHS.shellBookCards, { validDate }, accessToken)).body.result
    .records;
const cardOn = async (id: string, validDate: string): Promise<ShellCardForDate | undefined> =>
  (await cardsOn(validDate)).find((card) => card.id === id);
const book = (payload: object, accessToken = zhang) =>
  post<ShellBookingRecord>(API_PATHS.shellBook, payload, accessToken);
const cancel = (id: string, accessToken = zhang) =>
  post<ShellBookingRecord>(API_PATHS.shellCancel, { id }, accessToken);
const records = async (accessToken = zhang, payload: object = {}) =>
  (await post<ShellBookingRecordPage>(API_PATHS.shellBookRecords, payload, accessToken)).body.result;

const BOOKING = { id: WASH, validDate: '2026-03-05', bookTime: MORNING, userName: '张伟', empNum: 'A0001' };

/** Books, checking it succeeds, and answers the booking. */
const booked = (payload: object, accessToken = zhang) => succeeded(book(payload, accessToken));

/** The stored state of a booking, to prove a refused cancel changed nothing. */
const storedBooking = async (id: string) =>
  (await api.db.query('SELECT status, operated_at FROM shell_bookings WHERE id = $1', [id]))[0];

describe('the bookable days', () => {
  it('are tomorrow to 14 days ahead, each with its slots and the places left', async () => {
    const page = await dates();
    expect(page).toMatchObject({ total: 14, current: 1, size: 100, pages: 1 });
    expect(page.records[0]?.validDate).toBe('2026-03-02');
    expect(page.records.at(-1)?.validDate).toBe('2026-03-15');
    expect(page.records[2]).toEqual({
      validDate: '2026-03-04',
      remaining: 9,
      slots: [
        { bookTime: MORNING, capacity: 5, remaining: 4 },
        { bookTime: AFTERNOON, capacity: 5, remaining: 5 },
      ],
    });
  });

  it('count a new booking and free its place when it is cancelled', async () => {
    const made = await booked(BOOKING);
    expect((await dates()).records[3]).toMatchObject({ validDate: '2026-03-05', remaining: 9 });
    await cancel(made.id);
    expect((await dates()).records[3]).toMatchObject({ validDate: '2026-03-05', remaining: 10 });
  });

  it('move on with the clock: today is never bookable', async () => {
    await setClock(new Date(TEST_APP_START.getTime() + 24 * 3_600_000));
    const page = await dates();
    expect(page.records[0]?.validDate).toBe('2026-03-03');
    // The seed made slots up to 03-15 only.
    expect(page.total).toBe(13);
  });

  it('are paged, and refuse a page size over 100', async () => {
    const page = await dates({ pageNum: 2, pageSize: 5 });
    expect(page).toMatchObject({ total: 14, current: 2, size: 5, pages: 3 });
    expect(page.records.map((d) => d.validDate)).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    const { status, body } = await post(API_PATHS.shellBookDates, { pageSize: 101 });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});

describe("the member's cards on a day", () => {
  it('say which card is booked and can be cancelled, and which can be booked, prefilled with the member', async () => {
    const cards = await cardsOn('2026-03-04');
    expect(cards.map((c) => [c.cardNum, c.cardStatus, c.canBook, c.canCancel])).toEqual([
      ['SH2026000101', 0, 1, 0],
      ['SH2026000102', 1, 0, 1],
      ['SH2026000103', 0, 1, 0],
    ]);
    expect(cards[0]).toMatchObject({
      id: WASH,
      cardName: '壳牌精致洗车卡',
      bookingId: null,
      userName: '张伟',
      empNum: 'A0001',
      validDate: '2026-03-04',
      bookTime: null,
      operationTime: null,
    });
    expect(cards[1]).toMatchObject({
      id: CARE,
      bookingId: SEEDED_BOOKING,
      bookTime: MORNING,
      operationTime: '2026-02-28T08:00:00.000Z',
    });
  });

  it('show a card past its validity as neither booked nor bookable', async () => {
    expect(await cardOn(TYRE, '2026-03-06')).toMatchObject({ canBook: 1 });
    expect(await cardOn(TYRE, '2026-03-07')).toMatchObject({ cardStatus: 0, canBook: 0, canCancel: 0 });
  });

  it('are not bookable today, nor outside the window', async () => {
    for (const day of ['2026-03-01', '2026-03-16']) {
      expect((await cardsOn(day)).map((c) => c.canBook)).toEqual([0, 0, 0]);
    }
  });

  it('are not bookable on a day whose slots are full', async () => {
    await api.db.query(`UPDATE shell_slots SET capacity = 1 WHERE service_date = '2026-03-04'`);
    await booked({ ...BOOKING, validDate: '2026-03-04', bookTime: AFTERNOON });
    expect((await cardsOn('2026-03-04')).map((c) => c.canBook)).toEqual([0, 0, 0]);
  });

  it("are only the member's own", async () => {
    expect((await cardsOn('2026-03-04', wang)).map((c) => [c.id, c.empNum])).toEqual([[WANG_WASH, 'B0001']]);
  });

  it("start the booker's name as the member's last booking, never the nickname", async () => {
    await api.db.query(
      `UPDATE members SET nick_name = '小芳' WHERE id = (SELECT member_id FROM shell_cards WHERE id = $1)`,
      [WANG_WASH],
    );
    expect((await cardsOn('2026-03-04', wang)).map((c) => c.userName)).toEqual(['']);
    expect((await cardsOn('2026-03-04')).every((c) => c.userName === '张伟')).toBe(true);
  });

  it('refuse a day that is not on the calendar, and a missing day', async () => {
    const { status, body } = await post(API_PATHS.shellBookCards, { validDate: '2026-02-30' });
    expect([status, body.message]).toEqual([400, SHELL_BOOKING_MESSAGES.badDate]);
    expect((await post(API_PATHS.shellBookCards, {})).status).toBe(400);
  });
});

describe('booking a card', () => {
  it('books it for the day and slot, and the table and the records show it', async () => {
    const made = await booked(BOOKING);
    expect(made).toMatchObject({
      cardId: WASH,
      cardNum: 'SH2026000101',
      cardStatus: 1,
      canCancel: 1,
      userName: '张伟',
      empNum: 'A0001',
      validDate: '2026-03-05',
      bookTime: MORNING,
      createTime: TEST_APP_START.toISOString(),
      operationTime: TEST_APP_START.toISOString(),
    });
    expect(await cardOn(WASH, '2026-03-05')).toMatchObject({
      cardStatus: 1,
      canBook: 0,
      canCancel: 1,
      bookingId: made.id,
      bookTime: MORNING,
    });
    expect((await records()).records[0]).toEqual(made);
  });

  it('keeps who the booking is for as typed', async () => {
    const made = await booked({ ...BOOKING, userName: '张伟家属', empNum: 'A0001-1' });
    expect(made).toMatchObject({ userName: '张伟家属', empNum: 'A0001-1' });
  });

  it('refuses a second booking of the card for the same day, whatever the slot', async () => {
    await expectRefusedWithoutWriting(
      api.db,
      () => book({ ...BOOKING, id: CARE, validDate: '2026-03-04', bookTime: AFTERNOON }),
      { status: 400, code: CALLER_HANDLED_CODE, message: SHELL_BOOKING_MESSAGES.alreadyBooked },
    );
  });

  it('books the card again on another day', async () => {
    expect(await booked({ ...BOOKING, id: CARE, validDate: '2026-03-06' })).toMatchObject({ cardStatus: 1 });
  });

  it.each([
    ['today', '2026-03-01'],
    ['a past day', '2026-02-20'],
    ['15 days ahead', '2026-03-16'],
  ])('refuses %s', async (_name, validDate) => {
    await expectRefusedWithoutWriting(api.db, () => book({ ...BOOKING, validDate }), {
      status: 400,
      code: CALLER_HANDLED_CODE,
      message: SHELL_BOOKING_MESSAGES.dateNotBookable,
    });
  });

  it('refuses a day past the card’s validity', async () => {
    await expectRefusedWithoutWriting(api.db, () => book({ ...BOOKING, id: TYRE, validDate: '2026-03-07' }), {
      message: SHELL_BOOKING_MESSAGES.cardNotValid,
    });
  });

  it('refuses a time that is not one of the day’s slots', async () => {
    await expectRefusedWithoutWriting(api.db, () => book({ ...BOOKING, bookTime: '12:00-13:00' }), {
      message: SHELL_BOOKING_MESSAGES.slotNotFound,
    });
  });

  it('refuses a slot whose places are all taken', async () => {
    await api.db.query(`UPDATE shell_slots SET capacity = 1 WHERE service_date = '2026-03-04'`);
    await expectRefusedWithoutWriting(api.db, () => book({ ...BOOKING, validDate: '2026-03-04' }), {
      message: SHELL_BOOKING_MESSAGES.slotFull,
    });
  });

  it('refuses a day that is not on the calendar', async () => {
    await expectRefusedWithoutWriting(api.db, () => book({ ...BOOKING, validDate: '2026-02-30' }), {
      message: SHELL_BOOKING_MESSAGES.badDate,
    });
  });

  it.each([
    ["another member's card", WANG_WASH],
    ['an unknown card', 'shell-no-such-card'],
  ])('answers %s as unknown', async (_name, id) => {
    await expectRefusedWithoutWriting(api.db, () => book({ ...BOOKING, id }), {
      status: 404,
      message: SHELL_BOOKING_MESSAGES.cardNotFound,
    });
  });

  it.each([
    ['a blank name', { userName: '' }, '请填写预约人姓名'],
    ['a name of 21 characters', { userName: '张'.repeat(21) }, '预约人姓名为1-20个字，首尾不能有空格'],
    ['a missing employee number', { empNum: undefined }, '请填写工号'],
    ['an employee number with a space', { empNum: 'A 0001' }, '工号为1-20位字母、数字或-'],
    ['a missing time', { bookTime: undefined }, '请选择预约时段'],
    ['a date in another form', { validDate: '2026/03/05' }, SHELL_BOOKING_MESSAGES.badDate],
    ['an unknown field', { note: 'x' }, '请求参数错误：不支持的字段 note'],
  ])('refuses %s with its sentence', async (_name, change, message) => {
    await expectRefusedWithoutWriting(api.db, () => book({ ...BOOKING, ...change }), {
      status: 400,
      code: CALLER_HANDLED_CODE,
      message,
    });
  });
});

describe('cancelling a booking', () => {
  it('cancels it before its day, freeing the card for that day', async () => {
    api.advanceClock(60);
    const cancelled = (await cancel(SEEDED_BOOKING)).body.result;
    expect(cancelled).toMatchObject({
      id: SEEDED_BOOKING,
      cardStatus: 0,
      canCancel: 0,
      validDate: '2026-03-04',
      createTime: '2026-02-28T08:00:00.000Z',
      operationTime: new Date(TEST_APP_START.getTime() + 60_000).toISOString(),
    });
    expect(await cardOn(CARE, '2026-03-04')).toMatchObject({ cardStatus: 0, canBook: 1, bookingId: null });
    await booked({ ...BOOKING, id: CARE, validDate: '2026-03-04' });
  });

  it('refuses a booking cancelled already', async () => {
    await cancel(SEEDED_BOOKING);
    const before = await storedBooking(SEEDED_BOOKING);
    api.advanceClock(60);
    await expectRefusedWithoutWriting(api.db, () => cancel(SEEDED_BOOKING), {
      status: 400,
      message: SHELL_BOOKING_MESSAGES.alreadyCancelled,
    });
    expect(await storedBooking(SEEDED_BOOKING)).toEqual(before);
  });

  it('refuses on the booked day itself (China time)', async () => {
    // 2026-03-03 16:00 UTC is 03-04 00:00 in China.
    await setClock(new Date('2026-03-03T16:00:00.000Z'));
    const before = await storedBooking(SEEDED_BOOKING);
    await expectRefusedWithoutWriting(api.db, () => cancel(SEEDED_BOOKING), {
      status: 400,
      message: SHELL_BOOKING_MESSAGES.tooLateToCancel,
    });
    expect(await storedBooking(SEEDED_BOOKING)).toEqual(before);
    expect(await cardOn(CARE, '2026-03-04')).toMatchObject({ cardStatus: 1, canCancel: 0 });
  });

  it("answers another member's booking and an unknown one as unknown", async () => {
    for (const [id, token] of [
      [SEEDED_BOOKING, wang],
      ['shellbk-no-such-booking', zhang],
    ] as const) {
      const before = await storedBooking(SEEDED_BOOKING);
      await expectRefusedWithoutWriting(api.db, () => cancel(id, token), {
        status: 404,
        message: SHELL_BOOKING_MESSAGES.bookingNotFound,
      });
      expect(await storedBooking(SEEDED_BOOKING)).toEqual(before);
    }
  });
});

describe('the booking records', () => {
  it('list the member’s bookings, booked and cancelled, the latest operation first, 12 a page', async () => {
    api.advanceClock(60);
    const first = await booked(BOOKING);
    api.advanceClock(60);
    await cancel(SEEDED_BOOKING);
    const page = await records();
    expect(page).toMatchObject({ total: 2, current: 1, size: 12, pages: 1 });
    expect(page.records.map((r) => [r.id, r.cardStatus, r.canCancel])).toEqual([
      [SEEDED_BOOKING, 0, 0],
      [first.id, 1, 1],
    ]);
  });

  it("are empty for a member without bookings, and never show another member's", async () => {
    expect(await records(wang)).toEqual({ records: [], total: 0, current: 1, size: 12, pages: 0 });
  });
});

describe("the member's cards (/fitList)", () => {
  it('list what each card fits and its validity, by card number', async () => {
    const page = (await post<ShellCardPage>(API_PATHS.shellCards, {})).body.result;
    expect(page).toMatchObject({ total: 3, size: 12 });
    expect(page.records.map((c) => [c.cardNum, c.validFrom, c.validUntil, c.valid])).toEqual([
      ['SH2026000101', '2026-01-30', '2026-08-28', true],
      ['SH2026000102', '2026-01-30', '2027-03-01', true],
      ['SH2026000103', '2025-12-31', '2026-03-06', true],
    ]);
    expect(page.records[0]?.fitScope).toContain('精致洗车');
  });

  it('say when a card is no longer valid', async () => {
    await setClock(new Date('2026-03-07T02:00:00.000Z'));
    const page = (await post<ShellCardPage>(API_PATHS.shellCards, {})).body.result;
    expect(page.records.map((c) => c.valid)).toEqual([true, true, false]);
  });
});

describe('the shell-card seed', () => {
  it('writes nothing when it runs again at the same moment', async () => {
    const before = await countAllRows(api.db);
    await seedShellCards(api.db, FIXTURES_DIR, TEST_SEED_TIME);
    expect(await countAllRows(api.db)).toEqual(before);
  });
});

describe('every shell-booking call', () => {
  it.each([
    API_PATHS.shellBookDates,
    API_PATHS.shellBookCards,
    API_PATHS.shellBook,
    API_PATHS.shellCancel,
    API_PATHS.shellBookRecords,
    API_PATHS.shellCards,
  ])('%s asks a guest to log in first', async (path) => {
    await expectGuestRefused(api.db, () => api.call('POST', path, { payload: {} }));
  });
});

// ---------------------------------------------------------------------------------------------
// Under concurrent requests, on both engines: PGlite runs one statement at a time, PostgreSQL runs
// the requests' transactions truly at once, so its row locks and the unique index are what hold.

describe.each(SEEDED_ENGINES)('on %s, under concurrent bookings', (_engine, open) => {
  const engine = setUpEngineApp(open);
  let zhangToken: string;
  let wangToken: string;

  beforeAll(async () => {
    zhangToken = (await loginAs(engine.app, DEMO_MEMBERS.acme)).accessToken;
    wangToken = (await loginAs(engine.app, DEMO_MEMBERS.blue)).accessToken;
  });

  const bookAt = async (token: string, payload: object) => {
    const response = await engine.app.inject({
      method: 'POST',
      url: API_PATHS.shellBook,
      headers: { accessToken: token },
      payload,
    });
    return response.json() as { success: boolean; message: string };
  };

  it('ten bookings of one card for one day at once make one booking and refuse the rest', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        bookAt(zhangToken, { ...BOOKING, validDate: '2026-03-08', bookTime: i % 2 ? MORNING : AFTERNOON }),
      ),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(new Set(answers.filter((a) => !a.success).map((a) => a.message))).toEqual(
      new Set([SHELL_BOOKING_MESSAGES.alreadyBooked]),
    );
    const rows = await engine.db.query(
      `SELECT 1 FROM shell_bookings WHERE card_id = $1 AND service_date = '2026-03-08'`,
      [WASH],
    );
    expect(rows).toHaveLength(1);
  });

  it('three cards booking a slot of two places at once make two bookings and refuse the third', async () => {
    await engine.db.query(
      `UPDATE shell_slots SET capacity = 2 WHERE service_date = '2026-03-09' AND book_time = $1`,
      [MORNING],
    );
    const slot = { validDate: '2026-03-09', bookTime: MORNING };
    const answers = await Promise.all([
      bookAt(zhangToken, { ...BOOKING, ...slot, id: WASH }),
      bookAt(zhangToken, { ...BOOKING, ...slot, id: CARE }),
      bookAt(wangToken, { ...slot, id: WANG_WASH, userName: '王芳', empNum: 'B0001' }),
    ]);
    expect(answers.filter((a) => a.success)).toHaveLength(2);
    expect(answers.filter((a) => !a.success).map((a) => a.message)).toEqual([
      SHELL_BOOKING_MESSAGES.slotFull,
    ]);
    const [taken] = await engine.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM shell_bookings WHERE service_date = '2026-03-09' AND book_time = $1`,
      [MORNING],
    );
    expect(taken?.n).toBe(2);
  });
});
