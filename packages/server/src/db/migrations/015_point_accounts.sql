-- Point accounts (spec 03 sections 3 and 7, getUserPointList with accountType 0): besides the mall's
-- own welfare points, an enterprise grants further point accounts of other types (union, epidemic,
-- farmer-support... points) that are spent elsewhere than this mall's checkout. Must run on
-- PostgreSQL 15 as well as PGlite (PostgreSQL 18): plain tables, CHECKs and a seeded lookup table.
--
-- One truth for the spendable balance: the mall account (class type MALL) has no row here. Its
-- balance IS members.point, which checkout and refunds change, and point_log explains it; every
-- member has it, read live, so it can never drift from what the checkout spends.

-- The point types of spec 03 section 3, with what each can be spent on, in both languages.
CREATE TABLE point_types (
  class_type TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  usage TEXT NOT NULL,
  usage_en TEXT NOT NULL,
  -- True only for MALL: the one type this mall's checkout spends (members.point).
  spendable_at_checkout BOOLEAN NOT NULL DEFAULT false,
  sort_order INTEGER NOT NULL
);

INSERT INTO point_types (class_type, name, name_en, usage, usage_en, spendable_at_checkout, sort_order) VALUES
  ('MALL', '商城积分', 'Mall points', '在本商城下单结算时抵扣，1积分抵1元', 'Spent at checkout in this mall, one point per yuan', true, 0),
  ('REWARDS', '奖励积分', 'Rewards points', '企业奖励发放，可在企业奖励兑换活动中使用', 'Granted as rewards; spent in the enterprise''s reward redemptions', false, 1),
  ('UNION', '工会积分', 'Union points', '工会福利，可在工会福利活动中使用', 'Union benefits; spent in the union''s benefit activities', false, 2),
  ('WELFARE_VOUCHER', '福利兑换券', 'Welfare redemption voucher', '可兑换企业指定的福利礼包', 'Redeemed for the welfare gift packs the enterprise names', false, 3),
  ('EPIDEMIC', '防疫积分', 'Epidemic points', '仅可兑换防疫物资', 'Only for epidemic-prevention supplies', false, 4),
  ('FARMER', '助农积分', 'Farmer points', '仅可用于助农专区商品', 'Only for goods of the farmer-support zone', false, 5),
  ('COOL', '清凉积分', 'Cool points', '夏季防暑降温福利专用', 'Only for the summer cool-down benefit', false, 6),
  ('CHOCOLATE', '巧克力积分', 'Chocolate points', '节日巧克力礼品兑换专用', 'Only for holiday chocolate gifts', false, 7),
  ('IAP', 'IAP积分', 'IAP points', '仅可用于应用内购买', 'Only for in-app purchases', false, 8),
  ('COMMON', '通用积分', 'Common points', '可在企业各项福利活动中使用', 'Spent in any of the enterprise''s benefit activities', false, 9);

-- The further accounts an enterprise granted a member: their own stored balance, frozen or not,
-- and an expiry (an account past it shows as expired; the status is not rewritten by a clock).
CREATE TABLE point_accounts (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- 0: points accounts (the only kind the account area lists).
  account_type INTEGER NOT NULL DEFAULT 0 CHECK (account_type >= 0),
  -- Never MALL: that account is members.point (see above).
  class_type TEXT NOT NULL REFERENCES point_types (class_type) CHECK (class_type <> 'MALL'),
  balance INTEGER NOT NULL CHECK (balance >= 0),
  status TEXT NOT NULL DEFAULT 'NORMAL' CHECK (status IN ('NORMAL', 'FROZEN')),
  created_at TIMESTAMPTZ NOT NULL,
  -- NULL: never expires.
  expires_at TIMESTAMPTZ,
  UNIQUE (member_id, account_type, class_type)
);

-- Every change of a point_accounts balance, with the balance it left (point_log does this for MALL).
CREATE TABLE point_account_log (
  id BIGSERIAL PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES point_accounts (id) ON DELETE CASCADE,
  change INTEGER NOT NULL CHECK (change <> 0),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  -- Only grants so far: nothing in this mall spends these accounts.
  kind TEXT NOT NULL CHECK (kind IN ('GRANT')),
  remark TEXT,
  remark_en TEXT,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX point_account_log_account_time ON point_account_log (account_id, created_at DESC, id DESC);

-- The English of a point_log remark (a grant's reason), shown to a member browsing in English.
ALTER TABLE point_log ADD COLUMN remark_en TEXT;
