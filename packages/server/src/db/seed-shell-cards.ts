import { chinaDay } from '../services/shell-booking.ts';
import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';

/** fixtures/seed/shell-cards.json: days are counted from the China day of the seed. */
interface SeedShellCards {
  /** Every day from `firstDay` to `lastDay` gets each of `times`, with its capacity. */
  slots: { firstDay: number; lastDay: number; times: { bookTime: string; capacity: number }[] };
  cards: {
    id: string;
    memberId: string;
    cardNum: string;
    cardName: string;
    fitScope: string;
    validFromDays: number;
    validUntilDays: number;
  }[];
  /** Live bookings, on `day` days ahead, made `bookedHoursAgo` before the seed. */
  bookings: {
    id: string;
    cardId: string;
    day: number;
    bookTime: string;
    userName: string;
    empNum: string;
    bookedHoursAgo: number;
  }[];
}

/**
 * Seeds the shell cards of the demo members, the slots of the coming days and a booking from
 * `seed/shell-cards.json`, dates relative to `now`. Existing rows are left alone
 * (`ON CONFLICT DO NOTHING`), so running it again at the same moment writes nothing.
 */
export async function seedShellCards(tx: DbExecutor, fixturesDir: string, now: Date): Promise<void> {
  const seed = readSeedJson<SeedShellCards>(fixturesDir, 'seed/shell-cards.json');
  for (let day = seed.slots.firstDay; day <= seed.slots.lastDay; day++) {
    for (const { bookTime, capacity } of seed.slots.times) {
      await tx.query(
        `INSERT INTO shell_slots (service_date, book_time, capacity) VALUES ($1::date, $2, $3)
         ON CONFLICT DO NOTHING`,
        [chinaDay(now, day), bookTime, capacity],
      );
    }
  }
  for (const card of seed.cards) {
    await tx.query(
      `INSERT INTO shell_cards (id, member_id, card_num, card_name, fit_scope, valid_from, valid_until)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7::date) ON CONFLICT DO NOTHING`,
      [
        card.id,
        card.memberId,
        card.cardNum,
        card.cardName,
        card.fitScope,
        chinaDay(now, card.validFromDays),
        chinaDay(now, card.validUntilDays),
      ],
    );
  }
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  for (const booking of seed.bookings) {
    const bookedAt = new Date(minute - booking.bookedHoursAgo * 3_600_000);
    await tx.query(
      `INSERT INTO shell_bookings (id, card_id, member_id, service_date, book_time, user_name, emp_num, status,
         booked_at, operated_at)
       SELECT $1, c.id, c.member_id, $3::date, $4, $5, $6, 'booked', $7, $7 FROM shell_cards c WHERE c.id = $2
       ON CONFLICT DO NOTHING`,
      [
        booking.id,
        booking.cardId,
        chinaDay(now, booking.day),
        booking.bookTime,
        booking.userName,
        booking.empNum,
        bookedAt,
      ],
    );
  }
}
