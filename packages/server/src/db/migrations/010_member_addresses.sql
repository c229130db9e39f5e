-- The member's address book (/home/myAddress, /home/addAddress): where orders are shipped. Must run
-- on PostgreSQL 15 as well as PGlite (PostgreSQL 18). Every query filters on `member_id`.

CREATE TABLE member_addresses (
  -- `addr-` and a UUID, as member ids are made.
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  consignee_name TEXT NOT NULL CHECK (char_length(consignee_name) BETWEEN 1 AND 20),
  mobile TEXT NOT NULL,
  -- The region picker's path: province, city and (where the regions go that deep) district.
  province_id TEXT NOT NULL REFERENCES regions (id),
  city_id TEXT NOT NULL REFERENCES regions (id),
  district_id TEXT REFERENCES regions (id),
  -- Their names as picked, space-joined (浙江省 杭州市 西湖区), so a renamed region leaves old addresses alone.
  region_names TEXT NOT NULL,
  detail TEXT NOT NULL CHECK (char_length(detail) BETWEEN 1 AND 100),
  postal_code TEXT NOT NULL CHECK (postal_code ~ '^[0-9]{6}$'),
  email TEXT NOT NULL,
  landline TEXT,
  remark TEXT CHECK (char_length(remark) <= 50),
  -- What the member calls it (家, 公司).
  alias TEXT CHECK (char_length(alias) <= 10),
  is_default BOOLEAN NOT NULL DEFAULT false,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);

-- The member's list: the default first, then the newest.
CREATE INDEX member_addresses_member ON member_addresses (member_id, is_default DESC, created_at DESC);
-- At most one default per member; the service moves it in one transaction.
CREATE UNIQUE INDEX member_addresses_one_default ON member_addresses (member_id) WHERE is_default;
