-- The catalogue (spec 02 sections 2-9): brands, suppliers (the retailers that ship and their free-
-- shipping rules), stores, delivery regions; goods gain English names, a brand, a store, a
-- description, parameters, where they are delivered, a listing time and a search text; SKUs gain
-- their spec values. Must run on PostgreSQL 15 as well as PGlite (PostgreSQL 18).
--
-- Search matches a keyword as a substring of the search text (ILIKE: any language, any server
-- locale), helped by a trigram index, and ranks close names first with pg_trgm's similarity.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE brands (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  name_en TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE suppliers (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  name_en TEXT,
  -- The badge on a goods card and detail ("京东配送").
  badge TEXT NOT NULL,
  badge_en TEXT,
  -- Orders from this supplier ship free from this amount; NULL: always free.
  free_shipping_threshold_fen INTEGER CHECK (free_shipping_threshold_fen >= 0),
  freight_fen INTEGER NOT NULL DEFAULT 0 CHECK (freight_fen >= 0)
);

CREATE TABLE stores (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  name_en TEXT,
  supplier_code TEXT NOT NULL REFERENCES suppliers (code),
  intro TEXT,
  intro_en TEXT
);

CREATE TABLE regions (
  id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES regions (id),
  -- 0 province, 1 city, 2 district.
  level SMALLINT NOT NULL CHECK (level BETWEEN 0 AND 2),
  name TEXT NOT NULL,
  name_en TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0,
  CHECK ((level = 0) = (parent_id IS NULL))
);
CREATE INDEX regions_parent ON regions (parent_id, sort_order);

ALTER TABLE categories
  ADD COLUMN city_flag BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN plan_id TEXT,
  ADD COLUMN market_id TEXT;

ALTER TABLE goods
  ADD COLUMN name_en TEXT,
  ADD COLUMN brand_id TEXT REFERENCES brands (id),
  ADD COLUMN store_id TEXT REFERENCES stores (id),
  ADD COLUMN intro TEXT,
  ADD COLUMN intro_en TEXT,
  -- [{name, nameEn, value, valueEn}]: the parameters tab.
  ADD COLUMN params JSONB NOT NULL DEFAULT '[]',
  -- Province ids the goods are delivered to; NULL: everywhere.
  ADD COLUMN delivery_regions TEXT[],
  -- The category's ids from the root down ({1,11,111}): a filter by any level is one index lookup.
  ADD COLUMN category_path TEXT[] NOT NULL DEFAULT '{}',
  -- "New" sorts by it.
  ADD COLUMN listed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- Lower-case names in both languages, brand, category names and spec values: what a keyword matches.
  ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
CREATE INDEX goods_search ON goods USING gin (search_text gin_trgm_ops);
CREATE INDEX goods_category_path ON goods USING gin (category_path);
CREATE INDEX goods_brand ON goods (brand_id);

ALTER TABLE skus
  ADD COLUMN name_en TEXT,
  ADD COLUMN spec_en TEXT,
  -- [{name, nameEn, value, valueEn}]: one per spec dimension, for switching between the goods' SKUs.
  ADD COLUMN spec_values JSONB NOT NULL DEFAULT '[]';
