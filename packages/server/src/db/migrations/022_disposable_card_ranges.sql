-- The redemption mall of a disposable (YCXK, 一次性卡) card (/disposableCard/*): each card buys only
-- the goods of its range, at the range's prices, and is used up by the one order it pays. A range
-- is its own table rather than a plans row so that it never shows among the enterprise's plans in
-- the ordinary mall. Must run on PostgreSQL 15 as well as PGlite: plain tables and columns only.

CREATE TABLE disposable_card_ranges (
  id TEXT PRIMARY KEY,
  one_id TEXT NOT NULL REFERENCES enterprises (one_id),
  name TEXT NOT NULL,
  name_en TEXT NOT NULL
);

-- The goods of a range with the points one unit costs on a card (not the catalogue price).
CREATE TABLE disposable_card_range_goods (
  range_id TEXT NOT NULL REFERENCES disposable_card_ranges (id) ON DELETE CASCADE,
  sku_id TEXT NOT NULL REFERENCES skus (sku_id),
  price_points INTEGER NOT NULL CHECK (price_points >= 0),
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (range_id, sku_id)
);

-- A card without a range buys nothing. `used_order_sn` is the order that used the card up and
-- `forfeited_points` what was left on it then (the balance goes with the card, see payDisposableOrder).
ALTER TABLE disposable_cards
  ADD COLUMN range_id TEXT REFERENCES disposable_card_ranges (id),
  ADD COLUMN used_order_sn TEXT REFERENCES orders (sn),
  ADD COLUMN used_at TIMESTAMPTZ,
  ADD COLUMN forfeited_points INTEGER CHECK (forfeited_points >= 0);
