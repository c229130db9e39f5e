-- Flexible benefits (弹性福利): each year or quarter an enterprise offers its employees a basket of
-- options (goods it pays for) to choose from within a window; a confirmed choice becomes a flexible
-- benefit order, delivered like any order but paid by the enterprise, not with points. A plan case
-- may be for the employee (use_to 1) or for a family member the employee names (use_to 2,
-- /familyInfo). Must run on PostgreSQL 15 as well as PGlite: plain tables, partial unique indexes.

CREATE TABLE benefit_plan_cases (
  id TEXT PRIMARY KEY,
  one_id TEXT NOT NULL REFERENCES enterprises (one_id),
  -- /benefitYear lists the YEAR cases, /benefitQuarter the QUARTER ones.
  period_kind TEXT NOT NULL CHECK (period_kind IN ('YEAR', 'QUARTER')),
  -- '2026' or '2026-Q4', shown beside the name.
  period_label TEXT NOT NULL CHECK (period_label ~ '^[0-9]{4}(-Q[1-4])?$'),
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  intro TEXT NOT NULL DEFAULT '',
  intro_en TEXT NOT NULL DEFAULT '',
  -- planCaseUseTo: 1 for the employee, 2 for a family member.
  use_to SMALLINT NOT NULL CHECK (use_to IN (1, 2)),
  -- How many options one choice holds: max_choices 1 is a single choice (/yearOptionSelection),
  -- more is a multiple choice (/home/multipleChoice).
  min_choices INTEGER NOT NULL CHECK (min_choices >= 1),
  max_choices INTEGER NOT NULL,
  choose_start TIMESTAMPTZ NOT NULL,
  choose_end TIMESTAMPTZ NOT NULL,
  status TEXT NOT NULL DEFAULT 'online' CHECK (status IN ('online', 'offline')),
  sort_order INTEGER NOT NULL DEFAULT 0,
  CHECK (max_choices >= min_choices),
  CHECK (choose_end > choose_start)
);
CREATE INDEX benefit_plan_cases_enterprise ON benefit_plan_cases (one_id, period_kind);

-- The options of a plan case: each delivers `quantity` of one SKU.
CREATE TABLE benefit_options (
  id TEXT PRIMARY KEY,
  plan_case_id TEXT NOT NULL REFERENCES benefit_plan_cases (id) ON DELETE CASCADE,
  sku_id TEXT NOT NULL REFERENCES skus (sku_id),
  quantity INTEGER NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 99),
  sort_order INTEGER NOT NULL DEFAULT 0,
  UNIQUE (plan_case_id, sku_id)
);

-- The family members an employee names for family plan cases (/familyInfo).
CREATE TABLE family_members (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (char_length(name) BETWEEN 1 AND 20),
  relation TEXT NOT NULL CHECK (relation IN ('SPOUSE', 'CHILD', 'FATHER', 'MOTHER', 'PARENT_IN_LAW')),
  mobile TEXT NOT NULL CHECK (mobile ~ '^1[0-9]{10}$'),
  birthday DATE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- A removed family member stays behind the orders made for them.
  removed_at TIMESTAMPTZ
);
CREATE INDEX family_members_member ON family_members (member_id) WHERE removed_at IS NULL;

-- A confirmed choice: one live order per member and plan case. The enterprise pays, so there is
-- no price; the address is a snapshot, as for orders.
CREATE TABLE benefit_orders (
  sn TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  plan_case_id TEXT NOT NULL REFERENCES benefit_plan_cases (id),
  -- Set exactly when the plan case is for a family member (use_to 2); checked by the service.
  family_member_id TEXT REFERENCES family_members (id),
  status TEXT NOT NULL CHECK (status IN ('UNDELIVERED', 'DELIVERED', 'COMPLETED', 'CANCELLED')),
  consignee_name TEXT NOT NULL,
  consignee_mobile TEXT NOT NULL,
  consignee_address_path TEXT NOT NULL,
  consignee_detail TEXT NOT NULL,
  logistics_no TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);
-- Whatever races past the service's checks, a member holds one live choice per plan case.
CREATE UNIQUE INDEX benefit_orders_one_per_case ON benefit_orders (member_id, plan_case_id)
  WHERE status <> 'CANCELLED';
CREATE INDEX benefit_orders_member ON benefit_orders (member_id, created_at DESC);

CREATE TABLE benefit_order_items (
  order_sn TEXT NOT NULL REFERENCES benefit_orders (sn) ON DELETE CASCADE,
  option_id TEXT NOT NULL REFERENCES benefit_options (id),
  sku_id TEXT NOT NULL REFERENCES skus (sku_id),
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  -- Snapshot of the goods' name, as order_items keep it.
  goods_name TEXT NOT NULL,
  PRIMARY KEY (order_sn, option_id)
);
