import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';

// Seeds fixtures/seed/disposable-card.json: each card enterprise's redemption range with its goods
// and prices, and which range each seeded disposable card buys from. Idempotent: ranges and their
// goods are inserted ON CONFLICT DO NOTHING and a card is given its range only while it has none.

interface SeedDisposableCardRanges {
  ranges: {
    id: string;
    oneId: string;
    name: string;
    nameEn: string;
    goods: { skuId: string; pricePoints: number }[];
  }[];
  cards: { cardNo: string; rangeId: string }[];
}

/** Writes the disposable cards' ranges of `dir/seed/disposable-card.json`. */
export async function seedDisposableCardRanges(tx: DbExecutor, dir: string): Promise<void> {
  const seed = readSeedJson<SeedDisposableCardRanges>(dir, 'seed/disposable-card.json');
  for (const range of seed.ranges) {
    await tx.query(
      `INSERT INTO disposable_card_ranges (id, one_id, name, name_en) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [range.id, range.oneId, range.name, range.nameEn],
    );
    for (const [order, goods] of range.goods.entries()) {
      await tx.query(
        `INSERT INTO disposable_card_range_goods (range_id, sku_id, price_points, sort_order)
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [range.id, goods.skuId, goods.pricePoints, order],
      );
    }
  }
  for (const card of seed.cards) {
    await tx.query('UPDATE disposable_cards SET range_id = $2 WHERE card_no = $1 AND range_id IS NULL', [
      card.cardNo,
      card.rangeId,
    ]);
  }
}
