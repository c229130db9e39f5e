-- Member lists: cart, orders and their items, coupons and claimed coupons, favourites, footprints.
-- Must run on PostgreSQL 15 as well as PGlite (PostgreSQL 18). Money in integer fen, points integers.
-- Every row that belongs to a member names them in `member_id`; every query filters on it.

CREATE TABLE cart_items (
  id BIGSERIAL PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  sku_id TEXT NOT NULL REFERENCES skus (sku_id),
  num INTEGER NOT NULL CHECK (num > 0),
  -- Ticked for checkout; a new line starts ticked.
  checked BOOLEAN NOT NULL DEFAULT true,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- Adding a SKU already in the cart raises its quantity instead of adding a second line.
  UNIQUE (member_id, sku_id)
);

CREATE TABLE orders (
  -- Order number shown to the member and used in links (/home/OrderDetail?sn=).
  sn TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  order_status TEXT NOT NULL
    CHECK (order_status IN ('UNPAID', 'PAID', 'UNDELIVERED', 'DELIVERED', 'COMPLETED', 'TAKE', 'CANCELLED')),
  -- What the member pays: welfare points plus cash (freight, top-up) in fen.
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  flow_price_fen INTEGER NOT NULL DEFAULT 0 CHECK (flow_price_fen >= 0),
  freight_fen INTEGER NOT NULL DEFAULT 0 CHECK (freight_fen >= 0),
  create_time TIMESTAMPTZ NOT NULL DEFAULT now(),
  pay_time TIMESTAMPTZ,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- An unpaid or cancelled order may lack a payment time; every other status has been paid.
  CHECK (order_status IN ('UNPAID', 'CANCELLED') OR pay_time IS NOT NULL)
);
-- The member's order list, newest first.
CREATE INDEX orders_member_time ON orders (member_id, create_time DESC);

CREATE TABLE order_items (
  -- Order item number (after-sale requests name the item by it).
  sn TEXT PRIMARY KEY,
  order_sn TEXT NOT NULL REFERENCES orders (sn) ON DELETE CASCADE,
  sku_id TEXT NOT NULL REFERENCES skus (sku_id),
  goods_id TEXT NOT NULL REFERENCES goods (goods_id),
  -- Name, picture and unit price as they were when ordered: later catalogue changes leave orders alone.
  name TEXT NOT NULL,
  image TEXT,
  num INTEGER NOT NULL CHECK (num > 0),
  price_points INTEGER NOT NULL CHECK (price_points >= 0),
  sort_order INTEGER NOT NULL DEFAULT 0,
  UNIQUE (order_sn, sku_id)
);
CREATE INDEX order_items_order ON order_items (order_sn, sort_order);

CREATE TABLE coupons (
  id TEXT PRIMARY KEY,
  coupon_name TEXT NOT NULL,
  -- PRICE: `price_fen` off; DISCOUNT: pay `discount_percent` per cent of the price (85 is 8.5 折).
  coupon_type TEXT NOT NULL CHECK (coupon_type IN ('PRICE', 'DISCOUNT')),
  price_fen INTEGER CHECK (price_fen > 0),
  discount_percent INTEGER CHECK (discount_percent BETWEEN 1 AND 99),
  -- Minimum order amount; 0 means no threshold.
  consume_threshold_fen INTEGER NOT NULL DEFAULT 0 CHECK (consume_threshold_fen >= 0),
  scope_type TEXT NOT NULL CHECK (scope_type IN ('ALL', 'PORTION_GOODS', 'PORTION_GOODS_CATEGORY')),
  -- PORTION_GOODS: comma-joined SKU ids; PORTION_GOODS_CATEGORY: the category path as /goodsList
  -- takes it (first, second and third level ids, comma-joined); ALL: none.
  scope_id TEXT,
  -- '0' is the platform; otherwise the shop that issues the coupon.
  store_id TEXT NOT NULL DEFAULT '0',
  store_name TEXT NOT NULL DEFAULT '',
  start_time TIMESTAMPTZ NOT NULL,
  end_time TIMESTAMPTZ NOT NULL,
  -- Enterprises (one_id) whose employees may claim it; NULL means every member.
  audience TEXT[],
  -- How many may be claimed in all, and how many have been.
  publish_num INTEGER NOT NULL CHECK (publish_num > 0),
  received_num INTEGER NOT NULL DEFAULT 0 CHECK (received_num >= 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (end_time > start_time),
  CHECK (received_num <= publish_num),
  CHECK ((coupon_type = 'PRICE') = (price_fen IS NOT NULL)),
  CHECK ((coupon_type = 'DISCOUNT') = (discount_percent IS NOT NULL)),
  CHECK ((scope_type = 'ALL') = (scope_id IS NULL))
);
CREATE INDEX coupons_end_time ON coupons (end_time);

CREATE TABLE member_coupons (
  id BIGSERIAL PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  coupon_id TEXT NOT NULL REFERENCES coupons (id),
  claimed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- Set when an order spends the coupon.
  used_at TIMESTAMPTZ,
  used_order_sn TEXT REFERENCES orders (sn),
  -- A member claims a coupon once.
  UNIQUE (member_id, coupon_id),
  CHECK ((used_at IS NULL) = (used_order_sn IS NULL))
);

CREATE TABLE favorites (
  id BIGSERIAL PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  sku_id TEXT NOT NULL REFERENCES skus (sku_id),
  goods_id TEXT NOT NULL REFERENCES goods (goods_id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- Favourites cannot be duplicated (spec 02: 'Unable to duplicate favorites').
  UNIQUE (member_id, sku_id)
);
CREATE INDEX favorites_member_time ON favorites (member_id, created_at DESC);

CREATE TABLE footprints (
  id BIGSERIAL PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  goods_id TEXT NOT NULL REFERENCES goods (goods_id),
  sku_id TEXT NOT NULL REFERENCES skus (sku_id),
  viewed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- One row per viewed SKU; viewing it again moves `viewed_at`.
  UNIQUE (member_id, sku_id)
);
CREATE INDEX footprints_member_time ON footprints (member_id, viewed_at DESC);
