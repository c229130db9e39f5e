import { randomUUID } from 'node:crypto';
import type {
  ShellBookableDate,
  ShellBookInput,
  ShellBookingRecord,
  ShellCard,
  ShellCardForDate,
} from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiError, formRefusal } from '../http/api-error.ts';
import { limitOffset, pageOf, queryPage, type ListPage, type PageOf } from './list-page.ts';

// Shell-card booking (/Shelli, /fitList, /recordList): an enterprise gives its employees service
// cards (car care at partner Shell stations) that are used on a booked day and time slot. The days
// that can be booked run from tomorrow to BOOKING_WINDOW_DAYS ahead, China time; each day has slots
// with a capacity. A card has at most one live booking per day; a booking can be cancelled until the
// day before its day. Every query names the member, so another member's card or booking is as
// unknown as a made-up id; every refusal writes nothing.

/** Refusals of the booking rules, in the words the storefront shows. */
export const SHELL_BOOKING_MESSAGES = {
  /** A card id that is not one of the member's cards (another member's included). */
  cardNotFound: '卡不存在',
  /** A booking id that is not one of the member's bookings. */
  bookingNotFound: '预约记录不存在',
  /** A date that is not a calendar day (2026-02-30). */
  badDate: '请选择正确的预约日期',
  /** A day outside the booking window (today, the past, more than 14 days ahead). */
  dateNotBookable: '该日期不在可预约范围内',
  /** A time that is not one of the day's slots. */
  slotNotFound: '该日期没有此预约时段',
  /** A day outside the card's validity. */
  cardNotValid: '该卡在所选日期不在有效期内',
  /** A second live booking of one card for one day. */
  alreadyBooked: '该卡当天已预约，请勿重复预约',
  /** A slot whose places are all taken. */
  slotFull: '该时段已约满，请选择其他时段',
  /** Cancelling a booking that is cancelled already. */
  alreadyCancelled: '该预约已取消',
  /** Cancelling on the booked day or after it. */
  tooLateToCancel: '服务当天及之后不可取消预约',
} as const;

/** How many days ahead of today can be booked (today itself cannot). */
export const BOOKING_WINDOW_DAYS = 14;

/** China's offset from UTC: the stations' calendar days are Chinese ones. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The calendar day in China (YYYY-MM-DD) `days` after the one `now` falls on. */
export function chinaDay(now: Date, days = 0): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a YYYY-MM-DD the schema let through is a real calendar day (not 2026-02-30). */
const isCalendarDay = (day: string): boolean =>
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** The first and last bookable days as of `now`: tomorrow and BOOKING_WINDOW_DAYS ahead. */
function bookingWindow(now: Date): { first: string; last: string } {
  return { first: chinaDay(now, 1), last: chinaDay(now, BOOKING_WINDOW_DAYS) };
}

// Days are compared as YYYY-MM-DD text, which sorts as the calendar does.
const inWindow = (day: string, now: Date): boolean => {
  const { first, last } = bookingWindow(now);
  return day >= first && day <= last;
};

/** 1 or 0, as the spec's flags are. */
const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

// ---------------------------------------------------------------------------------------------
// The days and their slots

interface SlotRow {
  day: string;
  bookTime: string;
  capacity: number;
  taken: number;
}

/** The slots of the days from `first` to `last`, with their live bookings counted. */
async function slotsBetween(db: DbExecutor, first: string, last: string): Promise<SlotRow[]> {
  return db.query<SlotRow>(
    `SELECT to_char(s.service_date, 'YYYY-MM-DD') AS day, s.book_time AS "bookTime", s.capacity,
            (SELECT count(*)::int FROM shell_bookings b
             WHERE b.service_date = s.service_date AND b.book_time = s.book_time AND b.status = 'booked') AS taken
     FROM shell_slots s WHERE s.service_date BETWEEN $1::date AND $2::date
     ORDER BY s.service_date, s.book_time`,
    [first, last],
  );
}

/** The days of the slots, in order, each with its slots and the places left. */
function daysOf(slots: SlotRow[]): ShellBookableDate[] {
  const days = new Map<string, ShellBookableDate>();
  for (const slot of slots) {
    const remaining = Math.max(slot.capacity - slot.taken, 0);
    const day = days.get(slot.day) ?? { validDate: slot.day, remaining: 0, slots: [] };
    day.remaining += remaining;
    day.slots.push({ bookTime: slot.bookTime, capacity: slot.capacity, remaining });
    days.set(slot.day, day);
  }
  return [...days.values()];
}

/** A page of the days of the booking window that have slots, earliest first, with the places left. */
export async function listBookableDates(
  db: DbExecutor,
  now: Date,
  page: ListPage,
): Promise<PageOf<ShellBookableDate>> {
  const { first, last } = bookingWindow(now);
  // The window is at most 14 days: counting them all and paging here is cheaper than two queries.
  const days = daysOf(await slotsBetween(db, first, last));
  const [limit, offset] = limitOffset(page);
  return pageOf(days.slice(offset, offset + limit), days.length, page);
}

// ---------------------------------------------------------------------------------------------
// The member's cards

interface CardRow {
  id: string;
  cardNum: string;
  cardName: string;
  fitScope: string;
  validFrom: string;
  validUntil: string;
}

const CARD_COLUMNS = `c.id, c.card_num AS "cardNum", c.card_name AS "cardName", c.fit_scope AS "fitScope",
  to_char(c.valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(c.valid_until, 'YYYY-MM-DD') AS "validUntil"`;

const validOn = (card: CardRow, day: string): boolean => card.validFrom <= day && day <= card.validUntil;

async function countCards(db: DbExecutor, memberId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM shell_cards WHERE member_id = $1',
    [memberId],
  );
  return row?.n ?? 0;
}

/** A page of the member's cards by card number, with what they fit and whether they are valid today. */
export async function listMemberCards(
  db: DbExecutor,
  memberId: string,
  now: Date,
  page: ListPage,
): Promise<PageOf<ShellCard>> {
  const [limit, offset] = limitOffset(page);
  const rows = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM shell_cards c WHERE c.member_id = $1 ORDER BY c.card_num LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
  const today = chinaDay(now);
  const cards = rows.map((card) => ({ ...card, valid: validOn(card, today) }));
  return pageOf(cards, await countCards(db, memberId), page);
}

interface CardOnDayRow extends CardRow {
  bookingId: string | null;
  userName: string | null;
  empNum: string | null;
  bookTime: string | null;
  bookedAt: Date | null;
}

/**
 * A page of the member's cards by card number as they stand on `day`: booked or not, whether each
 * can be booked (valid that day, the day in the window with places left) or its booking cancelled.
 * An unbooked card carries the member's name and employee number for the booking form.
 */
export async function listCardsForDate(
  db: DbExecutor,
  memberId: string,
  day: string,
  now: Date,
  page: ListPage,
): Promise<PageOf<ShellCardForDate>> {
  if (!isCalendarDay(day)) throw new ApiError(400, SHELL_BOOKING_MESSAGES.badDate);
  const [limit, offset] = limitOffset(page);
  const rows = await db.query<CardOnDayRow>(
    `SELECT ${CARD_COLUMNS}, b.id AS "bookingId", b.user_name AS "userName", b.emp_num AS "empNum",
            b.book_time AS "bookTime", b.booked_at AS "bookedAt"
     FROM shell_cards c
     LEFT JOIN shell_bookings b ON b.card_id = c.id AND b.service_date = $2::date AND b.status = 'booked'
     WHERE c.member_id = $1 ORDER BY c.card_num LIMIT $3 OFFSET $4`,
    [memberId, day, limit, offset],
  );
  // The booker's name starts as the one the member last booked with: a nickname is not a name
  // the service desk can check against a card (issue 22 item 16), so a first booking starts empty.
  const [member] = await db.query<{ name: string | null; code: string }>(
    `SELECT (SELECT user_name FROM shell_bookings WHERE member_id = m.id ORDER BY booked_at DESC LIMIT 1) AS name,
            code
     FROM members m WHERE id = $1`,
    [memberId],
  );
  const open = inWindow(day, now) && daysOf(await slotsBetween(db, day, day)).some((d) => d.remaining > 0);
  const cards = rows.map((row): ShellCardForDate => {
    const booked = row.bookingId !== null;
    return {
      id: row.id,
      cardNum: row.cardNum,
      cardName: row.cardName,
      cardStatus: flag(booked),
      canBook: flag(!booked && open && validOn(row, day)),
      canCancel: flag(booked && day > chinaDay(now)),
      bookingId: row.bookingId,
      userName: row.userName ?? member?.name ?? '',
      empNum: row.empNum ?? member?.code ?? '',
      validDate: day,
      bookTime: row.bookTime,
      operationTime: row.bookedAt?.toISOString() ?? null,
    };
  });
  return pageOf(cards, await countCards(db, memberId), page);
}

// ---------------------------------------------------------------------------------------------
// Bookings

interface BookingRow {
  id: string;
  cardId: string;
  cardNum: string;
  cardName: string;
  status: 'booked' | 'cancelled';
  userName: string;
  empNum: string;
  day: string;
  bookTime: string;
  bookedAt: Date;
  operatedAt: Date;
}

const BOOKING_SELECT = `SELECT b.id, b.card_id AS "cardId", c.card_num AS "cardNum", c.card_name AS "cardName",
  b.status, b.user_name AS "userName", b.emp_num AS "empNum", to_char(b.service_date, 'YYYY-MM-DD') AS day,
  b.book_time AS "bookTime", b.booked_at AS "bookedAt", b.operated_at AS "operatedAt"
  FROM shell_bookings b JOIN shell_cards c ON c.id = b.card_id`;

function toRecord(row: BookingRow, now: Date): ShellBookingRecord {
  const booked = row.status === 'booked';
  return {
    id: row.id,
    cardId: row.cardId,
    cardNum: row.cardNum,
    cardName: row.cardName,
    cardStatus: flag(booked),
    canCancel: flag(booked && row.day > chinaDay(now)),
    userName: row.userName,
    empNum: row.empNum,
    validDate: row.day,
    bookTime: row.bookTime,
    createTime: row.bookedAt.toISOString(),
    operationTime: row.operatedAt.toISOString(),
  };
}

async function getBooking(
  db: DbExecutor,
  memberId: string,
  id: string,
  now: Date,
): Promise<ShellBookingRecord> {
  const [row] = await db.query<BookingRow>(`${BOOKING_SELECT} WHERE b.member_id = $1 AND b.id = $2`, [
    memberId,
    id,
  ]);
  if (!row) throw new ApiError(404, SHELL_BOOKING_MESSAGES.bookingNotFound);
  return toRecord(row, now);
}

/** A page of the member's bookings, booked and cancelled, the latest operation first. */
export async function listBookingRecords(
  db: DbExecutor,
  memberId: string,
  now: Date,
  page: ListPage,
): Promise<PageOf<ShellBookingRecord>> {
  return queryPage(
    db,
    {
      rows: `${BOOKING_SELECT} WHERE b.member_id = $1 ORDER BY b.operated_at DESC, b.id DESC LIMIT $2 OFFSET $3`,
      count: 'SELECT count(*)::int AS n FROM shell_bookings WHERE member_id = $1',
    },
    [memberId],
    page,
    (row: BookingRow) => toRecord(row, now),
  );
}

/**
 * Books one of the member's cards for a day and slot, and answers the booking. The card's row is
 * locked first, so two bookings of one card go one at a time and the second sees the first; the
 * slot's row next, so two bookings of one slot never pass its capacity. Refused (writing nothing)
 * for a day outside the window or the card's validity, a slot the day does not have or that is
 * full, and a card already booked that day; another member's card answers as an unknown one (404).
 * Refusals come back to the booking form (code 30000).
 */
export async function bookCard(
  db: Db,
  memberId: string,
  input: ShellBookInput,
  now: Date,
): Promise<ShellBookingRecord> {
  const day = input.validDate;
  if (!isCalendarDay(day)) throw formRefusal(SHELL_BOOKING_MESSAGES.badDate);
  try {
    return await db.transaction(async (tx) => {
      const [card] = await tx.query<CardRow>(
        `SELECT ${CARD_COLUMNS} FROM shell_cards c WHERE c.member_id = $1 AND c.id = $2 FOR UPDATE`,
        [memberId, input.id],
      );
      if (!card) throw formRefusal(SHELL_BOOKING_MESSAGES.cardNotFound, 404);
      if (!inWindow(day, now)) throw formRefusal(SHELL_BOOKING_MESSAGES.dateNotBookable);
      if (!validOn(card, day)) throw formRefusal(SHELL_BOOKING_MESSAGES.cardNotValid);
      const booked = await tx.query(
        `SELECT 1 FROM shell_bookings WHERE card_id = $1 AND service_date = $2::date AND status = 'booked'`,
        [card.id, day],
      );
      if (booked.length > 0) throw formRefusal(SHELL_BOOKING_MESSAGES.alreadyBooked);
      const [slot] = await tx.query<{ capacity: number }>(
        'SELECT capacity FROM shell_slots WHERE service_date = $1::date AND book_time = $2 FOR UPDATE',
        [day, input.bookTime],
      );
      if (!slot) throw formRefusal(SHELL_BOOKING_MESSAGES.slotNotFound);
      const [taken] = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM shell_bookings
         WHERE service_date = $1::date AND book_time = $2 AND status = 'booked'`,
        [day, input.bookTime],
      );
      if ((taken?.n ?? 0) >= slot.capacity) throw formRefusal(SHELL_BOOKING_MESSAGES.slotFull);
      const id = `shellbk-${randomUUID()}`;
      await tx.query(
        `INSERT INTO shell_bookings (id, card_id, member_id, service_date, book_time, user_name, emp_num, status,
           booked_at, operated_at)
         VALUES ($1, $2, $3, $4::date, $5, $6, $7, 'booked', $8, $8)`,
        [id, card.id, memberId, day, input.bookTime, input.userName, input.empNum, now],
      );
      return getBooking(tx, memberId, id, now);
    });
  } catch (error) {
    // The card's row lock makes this unreachable in practice; the index is the last word all the same.
    if (isUniqueViolation(error, 'shell_bookings_one_per_card_day'))
      throw formRefusal(SHELL_BOOKING_MESSAGES.alreadyBooked);
    throw error;
  }
}

/**
 * Cancels one of the member's bookings and answers it, cancelled: its card's day and its slot's
 * place are free again. Refused once cancelled, and on its day or after; another member's booking
 * answers as an unknown one (404).
 */
export async function cancelBooking(
  db: Db,
  memberId: string,
  id: string,
  now: Date,
): Promise<ShellBookingRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ status: string; day: string }>(
      `SELECT status, to_char(service_date, 'YYYY-MM-DD') AS day FROM shell_bookings
       WHERE member_id = $1 AND id = $2 FOR UPDATE`,
      [memberId, id],
    );
    if (!row) throw new ApiError(404, SHELL_BOOKING_MESSAGES.bookingNotFound);
    if (row.status !== 'booked') throw new ApiError(400, SHELL_BOOKING_MESSAGES.alreadyCancelled);
    if (row.day <= chinaDay(now)) throw new ApiError(400, SHELL_BOOKING_MESSAGES.tooLateToCancel);
    await tx.query(
      `UPDATE shell_bookings SET status = 'cancelled', operated_at = $3 WHERE member_id = $1 AND id = $2`,
      [memberId, id, now],
    );
    return getBooking(tx, memberId, id, now);
  });
}
