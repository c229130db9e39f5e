-- Trading (spec 02 sections 2-9): checkout, paying with welfare points, the order lifecycle, the
-- points ledger, after-sale and complaints. Must run on PostgreSQL 15 as well as PGlite (PostgreSQL 18).
--
-- One welfare point is worth one yuan (100 fen): goods are priced in points, freight and coupons in
-- fen, and an order's `points` is what the member pays: goods + freight - coupon, all in points.
-- Every balance and stock change happens in one transaction with a guard that cannot go below zero
-- (`UPDATE ... WHERE stock >= n`, `WHERE point >= n`, and the CHECKs of the columns).

-- The pay password (argon2id in PHC form, as the login password); NULL until the member sets one.
ALTER TABLE members ADD COLUMN pay_password_hash TEXT;
-- Wrong pay passwords in a row, and until when paying is locked after too many.
ALTER TABLE members ADD COLUMN pay_password_failures INTEGER NOT NULL DEFAULT 0 CHECK (pay_password_failures >= 0);
ALTER TABLE members ADD COLUMN pay_password_locked_until TIMESTAMPTZ;

-- checkPlanMaxExchange: goods of a plan that must be redeemed on their own (not in an order with
-- other goods), and the most units of the plan's goods one order may hold.
ALTER TABLE plans ADD COLUMN redeem_separately BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE plans ADD COLUMN max_exchange INTEGER CHECK (max_exchange > 0);

ALTER TABLE orders
  ADD COLUMN goods_points INTEGER NOT NULL DEFAULT 0 CHECK (goods_points >= 0),
  ADD COLUMN freight_points INTEGER NOT NULL DEFAULT 0 CHECK (freight_points >= 0),
  ADD COLUMN discount_points INTEGER NOT NULL DEFAULT 0 CHECK (discount_points >= 0),
  -- The claimed coupon the order spends (member_coupons.used_order_sn points back here).
  ADD COLUMN coupon_id TEXT REFERENCES coupons (id),
  ADD COLUMN remark TEXT CHECK (char_length(remark) <= 200),
  -- The address as it was when ordered: {name, mobile, regionIds, regionNames, detail, postalCode}.
  ADD COLUMN consignee JSONB,
  ADD COLUMN cancel_reason TEXT,
  ADD COLUMN cancel_time TIMESTAMPTZ,
  ADD COLUMN deliver_time TIMESTAMPTZ,
  ADD COLUMN complete_time TIMESTAMPTZ,
  ADD COLUMN logistics_company TEXT,
  ADD COLUMN logistics_no TEXT,
  -- The member removed it from their list; kept for after-sale and accounting.
  ADD COLUMN deleted_at TIMESTAMPTZ;

-- Orders placed before this migration were priced in points for their goods only, with freight in
-- cash: their freight becomes points too, at one point a yuan.
UPDATE orders SET goods_points = points, freight_points = freight_fen / 100;
UPDATE orders SET points = goods_points + freight_points, flow_price_fen = (goods_points + freight_points) * 100;
ALTER TABLE orders ADD CONSTRAINT orders_points_add_up CHECK (points = goods_points + freight_points - discount_points);

ALTER TABLE order_items
  -- The flash sale whose price the line was bought at; NULL at the catalogue price.
  ADD COLUMN market_id TEXT REFERENCES markets (id),
  ADD COLUMN store_id TEXT REFERENCES stores (id);

-- The welfare-points ledger: every change of members.point, with the balance it left.
CREATE TABLE point_log (
  id BIGSERIAL PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- Negative when points are spent.
  change INTEGER NOT NULL CHECK (change <> 0),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  kind TEXT NOT NULL CHECK (kind IN ('ORDER_PAY', 'ORDER_REFUND', 'AFTER_SALE_REFUND')),
  order_sn TEXT REFERENCES orders (sn),
  after_sale_sn TEXT,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX point_log_member_time ON point_log (member_id, created_at DESC, id DESC);
-- An order is charged once and refunded at most once, whatever the number of concurrent requests.
CREATE UNIQUE INDEX point_log_one_payment ON point_log (order_sn) WHERE kind = 'ORDER_PAY';
CREATE UNIQUE INDEX point_log_one_refund ON point_log (order_sn) WHERE kind = 'ORDER_REFUND';

-- What happened to an order, in order: placed, paid, shipped, traces of the courier, received.
CREATE TABLE order_traces (
  id BIGSERIAL PRIMARY KEY,
  order_sn TEXT NOT NULL REFERENCES orders (sn) ON DELETE CASCADE,
  trace_time TIMESTAMPTZ NOT NULL,
  context TEXT NOT NULL,
  context_en TEXT NOT NULL
);
CREATE INDEX order_traces_order ON order_traces (order_sn, trace_time, id);

-- After-sale requests, one order item each (/home/afterService, /afterServiceDetail).
CREATE TABLE after_sales (
  -- `AS` and digits, shown to the member and used in links.
  sn TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  order_sn TEXT NOT NULL REFERENCES orders (sn),
  order_item_sn TEXT NOT NULL REFERENCES order_items (sn),
  -- RETURN_MONEY: refund only (not shipped); RETURN_GOODS: return and refund; EXCHANGE_GOODS.
  service_type TEXT NOT NULL CHECK (service_type IN ('RETURN_MONEY', 'RETURN_GOODS', 'EXCHANGE_GOODS')),
  -- APPLY in review -> PASS approved / REFUSE refused; PASS -> BUYER_RETURN (goods sent back) ->
  -- SELLER_RECEIVE -> COMPLETE (refunded or exchanged); CANCEL by the member while APPLY or PASS.
  status TEXT NOT NULL
    CHECK (status IN ('APPLY', 'PASS', 'REFUSE', 'BUYER_RETURN', 'SELLER_RECEIVE', 'COMPLETE', 'CANCEL')),
  num INTEGER NOT NULL CHECK (num > 0),
  -- Points given back when the request completes (0 for an exchange).
  refund_points INTEGER NOT NULL CHECK (refund_points >= 0),
  reason TEXT NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 100),
  problem_desc TEXT NOT NULL CHECK (char_length(problem_desc) <= 512),
  images TEXT[] NOT NULL DEFAULT '{}',
  contact_name TEXT NOT NULL,
  contact_mobile TEXT NOT NULL,
  -- Where a returned or exchanged parcel is picked up; NULL for a refund only.
  pickup_address JSONB,
  refuse_reason TEXT,
  logistics_company TEXT,
  logistics_no TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX after_sales_member_time ON after_sales (member_id, created_at DESC);
-- One open request per order item at a time.
CREATE UNIQUE INDEX after_sales_one_open ON after_sales (order_item_sn)
  WHERE status NOT IN ('REFUSE', 'COMPLETE', 'CANCEL');

CREATE TABLE after_sale_logs (
  id BIGSERIAL PRIMARY KEY,
  after_sale_sn TEXT NOT NULL REFERENCES after_sales (sn) ON DELETE CASCADE,
  status TEXT NOT NULL,
  message TEXT NOT NULL,
  message_en TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX after_sale_logs_sn ON after_sale_logs (after_sale_sn, created_at, id);

-- Messages between the member and customer service about one request.
CREATE TABLE after_sale_messages (
  id BIGSERIAL PRIMARY KEY,
  after_sale_sn TEXT NOT NULL REFERENCES after_sales (sn) ON DELETE CASCADE,
  sender TEXT NOT NULL CHECK (sender IN ('MEMBER', 'SERVICE')),
  content TEXT NOT NULL CHECK (char_length(content) BETWEEN 1 AND 300),
  created_at TIMESTAMPTZ NOT NULL,
  -- When the member read a service reply; NULL while unread (noResponseNum counts these).
  read_at TIMESTAMPTZ
);
CREATE INDEX after_sale_messages_sn ON after_sale_messages (after_sale_sn, created_at, id);

-- Complaints about an order (/buyer/order/complain).
CREATE TABLE complaints (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  order_sn TEXT NOT NULL REFERENCES orders (sn),
  order_item_sn TEXT REFERENCES order_items (sn),
  topic TEXT NOT NULL CHECK (char_length(topic) BETWEEN 1 AND 50),
  content TEXT NOT NULL CHECK (char_length(content) BETWEEN 1 AND 512),
  images TEXT[] NOT NULL DEFAULT '{}',
  -- NEW -> COMMUNICATION (service answered) -> COMPLETE; CANCEL by the member before COMPLETE.
  status TEXT NOT NULL CHECK (status IN ('NEW', 'COMMUNICATION', 'COMPLETE', 'CANCEL')),
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX complaints_member_time ON complaints (member_id, created_at DESC);

CREATE TABLE complaint_messages (
  id BIGSERIAL PRIMARY KEY,
  complaint_id TEXT NOT NULL REFERENCES complaints (id) ON DELETE CASCADE,
  sender TEXT NOT NULL CHECK (sender IN ('MEMBER', 'SERVICE')),
  content TEXT NOT NULL CHECK (char_length(content) BETWEEN 1 AND 300),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX complaint_messages_complaint ON complaint_messages (complaint_id, created_at, id);
