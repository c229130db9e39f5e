-- Foundation: enterprises, site settings, pages, the catalogue, plans, markets, partner addresses.
-- Must run on PostgreSQL 15 as well as PGlite (PostgreSQL 18). Money in integer fen, points integers.

CREATE TABLE app_meta (
  meta_key TEXT PRIMARY KEY,
  meta_value TEXT NOT NULL
);

CREATE TABLE enterprises (
  one_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  name_en TEXT,
  -- Platforms whose entries the enterprise's employees see (the stored platform-permission value).
  platform_permission TEXT[] NOT NULL DEFAULT ARRAY['HSHSC'],
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (platform_permission <@ ARRAY['HSHSC', 'DZPT'])
);

CREATE TABLE site_settings (
  setting_key TEXT PRIMARY KEY,
  -- JSON text, handed to the storefront as is.
  setting_value TEXT NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE pages (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL DEFAULT '',
  platform TEXT NOT NULL CHECK (platform IN ('HSHSC', 'DZPT')),
  page_client_type TEXT NOT NULL DEFAULT 'PC' CHECK (page_client_type = 'PC'),
  page_type TEXT NOT NULL CHECK (page_type IN ('INDEX', 'CUSTOM', 'SPECIAL', 'SPECIALOFFER')),
  -- NULL: shared by every enterprise of the platform.
  one_id TEXT REFERENCES enterprises (one_id),
  -- The page a guest sees on the platform.
  is_public BOOLEAN NOT NULL DEFAULT false,
  -- JSON text ({"list":[...]}), stored and served verbatim.
  page_data TEXT NOT NULL,
  is_english BOOLEAN NOT NULL DEFAULT false,
  id_en TEXT,
  -- Published: the page shown for its slot. Unpublished pages are reachable by id only (drafts,
  -- previews, pages linked from other pages).
  published BOOLEAN NOT NULL DEFAULT false,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (NOT is_public OR one_id IS NULL)
);

-- At most one published page per slot, so the page calls never have to pick between two.
CREATE UNIQUE INDEX pages_published_slot
  ON pages (platform, page_client_type, page_type, (COALESCE(one_id, '')))
  WHERE published AND NOT is_public;
CREATE UNIQUE INDEX pages_published_public
  ON pages (platform, page_client_type)
  WHERE published AND is_public;

CREATE TABLE categories (
  id TEXT PRIMARY KEY,
  -- Category model; the storefront's default is 26.
  model_id INTEGER NOT NULL DEFAULT 26,
  parent_id TEXT REFERENCES categories (id),
  level SMALLINT NOT NULL CHECK (level BETWEEN 0 AND 2),
  name TEXT NOT NULL,
  name_en TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0,
  image TEXT,
  panel_logo TEXT,
  CHECK ((level = 0) = (parent_id IS NULL))
);
CREATE INDEX categories_model ON categories (model_id, level, sort_order);

CREATE TABLE goods (
  goods_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  category_id TEXT REFERENCES categories (id),
  brand TEXT,
  images TEXT[] NOT NULL DEFAULT '{}',
  on_sale BOOLEAN NOT NULL DEFAULT true,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE skus (
  sku_id TEXT PRIMARY KEY,
  goods_id TEXT NOT NULL REFERENCES goods (goods_id),
  -- Full name shown to the employee, spec included.
  name TEXT NOT NULL,
  spec TEXT,
  price_points INTEGER NOT NULL CHECK (price_points >= 0),
  market_price_fen INTEGER NOT NULL CHECK (market_price_fen >= 0),
  stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  sold_count INTEGER NOT NULL DEFAULT 0 CHECK (sold_count >= 0)
);
CREATE INDEX skus_goods ON skus (goods_id);

CREATE TABLE plans (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('online', 'offline')),
  date_start TIMESTAMPTZ NOT NULL,
  date_end TIMESTAMPTZ NOT NULL,
  -- Enterprises (one_id) whose employees see the plan; NULL means everyone, guests included.
  audience TEXT[],
  -- 'rush' for a flash-sale plan.
  plan_case_type TEXT,
  -- '1' HSHSC, '2' DZPT.
  display_platform_code TEXT NOT NULL DEFAULT '1' CHECK (display_platform_code IN ('1', '2')),
  publicity_bus_model TEXT,
  business_type TEXT,
  -- Wording after prices (an enterprise's own point currency); NULL keeps the storefront's default.
  price_unit TEXT,
  CHECK (date_end > date_start)
);

CREATE TABLE plan_goods (
  plan_id TEXT NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  sku_id TEXT NOT NULL REFERENCES skus (sku_id),
  sort_order INTEGER NOT NULL DEFAULT 0,
  -- Price in the plan; NULL keeps the SKU's price.
  price_points INTEGER CHECK (price_points >= 0),
  PRIMARY KEY (plan_id, sku_id)
);

CREATE TABLE markets (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  market_type TEXT NOT NULL DEFAULT 'rush',
  -- '1' HSHSC, '2' DZPT.
  market_platform TEXT NOT NULL CHECK (market_platform IN ('1', '2')),
  status TEXT NOT NULL CHECK (status IN ('online', 'offline')),
  date_start TIMESTAMPTZ NOT NULL,
  date_end TIMESTAMPTZ NOT NULL,
  audience TEXT[],
  publicity_bus_model TEXT,
  business_type TEXT,
  price_unit TEXT,
  CHECK (date_end > date_start)
);
CREATE INDEX markets_type_platform ON markets (market_type, market_platform);

CREATE TABLE market_goods (
  market_id TEXT NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  sku_id TEXT NOT NULL REFERENCES skus (sku_id),
  sort_order INTEGER NOT NULL DEFAULT 0,
  price_points INTEGER CHECK (price_points >= 0),
  PRIMARY KEY (market_id, sku_id)
);

-- Jump addresses of partner platforms (CDF, MT, KuDui_*...).
CREATE TABLE partner_paths (
  code TEXT NOT NULL,
  -- '' when the address does not depend on the business type.
  business_type TEXT NOT NULL DEFAULT '',
  publicity_bus_model TEXT,
  url TEXT NOT NULL,
  audience TEXT[],
  PRIMARY KEY (code, business_type)
);
