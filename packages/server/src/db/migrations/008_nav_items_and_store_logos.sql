-- The top navigation beside the category menu (spec 02 section 2; spec 03 section 7: "extra top-nav
-- items by oneId and pageId") and the stores' logos for /merchant. Must run on PostgreSQL 15 as well
-- as PGlite (PostgreSQL 18).

CREATE TABLE nav_items (
  id TEXT PRIMARY KEY,
  -- The enterprise whose employees see the item; NULL: everyone, guests included.
  one_id TEXT REFERENCES enterprises (one_id) ON DELETE CASCADE,
  -- The page that adds the item (asked for with pageId); NULL: shown on every page.
  page_id TEXT REFERENCES pages (id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (char_length(name) BETWEEN 1 AND 20),
  name_en TEXT CHECK (char_length(name_en) BETWEEN 1 AND 20),
  -- An internal path (/goodsList?planId=...) or an http(s) address.
  url TEXT NOT NULL CHECK (char_length(url) BETWEEN 1 AND 500),
  -- Ascending display order.
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX nav_items_audience ON nav_items (one_id, page_id, sort);

-- A path under /img/; NULL until the seed gives the store one.
ALTER TABLE stores ADD COLUMN logo TEXT;
