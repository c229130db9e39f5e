-- Goods reviews ("evaluation", spec 02 and 03: /buyer/member/evaluation): a member reviews an item of
-- one of their own completed orders, once per item. The goods detail lists a goods' reviews with the
-- reviewer's name masked. Must run on PostgreSQL 15 as well as PGlite (PostgreSQL 18).
CREATE TABLE goods_reviews (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  order_sn TEXT NOT NULL REFERENCES orders (sn),
  -- Once per order item: a second review of the item, however close in time, breaks this.
  order_item_sn TEXT NOT NULL UNIQUE REFERENCES order_items (sn),
  goods_id TEXT NOT NULL REFERENCES goods (goods_id),
  sku_id TEXT NOT NULL REFERENCES skus (sku_id),
  stars SMALLINT NOT NULL CHECK (stars BETWEEN 1 AND 5),
  -- Stored as the member typed it (trimmed), shown as text, never as HTML.
  content TEXT NOT NULL CHECK (char_length(content) BETWEEN 1 AND 500),
  -- Pictures of the reviewed goods the member chose (goods.images), at most 3.
  images TEXT[] NOT NULL DEFAULT '{}' CHECK (cardinality(images) <= 3),
  created_at TIMESTAMPTZ NOT NULL
);
-- A goods' reviews on its detail page, newest first; the member's own list.
CREATE INDEX goods_reviews_goods_time ON goods_reviews (goods_id, created_at DESC, id DESC);
CREATE INDEX goods_reviews_member_time ON goods_reviews (member_id, created_at DESC, id DESC);
