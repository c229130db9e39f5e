-- Store settlement (/shopEntry, "店铺入驻"): a member's application to open a store on the mall,
-- saved in three steps (company, finance, store) and submitted with the third for review. Must run
-- on PostgreSQL 15 as well as PGlite (PostgreSQL 18).

CREATE TABLE store_applications (
  id BIGSERIAL PRIMARY KEY,
  -- One application per member.
  member_id TEXT NOT NULL UNIQUE REFERENCES members (id) ON DELETE CASCADE,
  -- DRAFT while being filled in; APPLYING under review; PASSED once the store is open; REFUSED may
  -- be changed and submitted again. APPLYING and PASSED ones cannot be changed by the member.
  status TEXT NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'APPLYING', 'PASSED', 'REFUSED')),

  -- Company step.
  company_name TEXT,
  company_address TEXT,
  company_phone TEXT,
  company_email TEXT,
  employee_num INTEGER CHECK (employee_num > 0),
  -- In units of 10,000 yuan (万元), as the licence states it.
  registered_capital INTEGER CHECK (registered_capital > 0),
  link_name TEXT,
  link_phone TEXT,
  -- Unified social credit code (统一社会信用代码), 18 characters.
  license_num TEXT CHECK (char_length(license_num) = 18),
  legal_name TEXT,

  -- Finance step: the account settlements are paid to.
  settlement_bank_account_name TEXT,
  settlement_bank_account_num TEXT,
  settlement_bank_branch_name TEXT,
  -- The branch's code in the national payment system (支行联行号).
  settlement_bank_joint_name TEXT,

  -- Store step.
  store_name TEXT,
  store_desc TEXT,
  store_address_detail TEXT,
  -- First-level category ids the store will sell in.
  goods_management_category TEXT[],

  -- Set by the reviewer: why it was refused, or the store opened for it.
  refusal_reason TEXT,
  store_id TEXT REFERENCES stores (id),

  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL,
  -- When the store step last submitted it; NULL while a draft.
  submitted_at TIMESTAMPTZ,

  -- Each step is saved whole or not at all.
  CHECK (num_nulls(company_name, company_address, company_phone, company_email, employee_num,
    registered_capital, link_name, link_phone, license_num, legal_name) IN (0, 10)),
  CHECK (num_nulls(settlement_bank_account_name, settlement_bank_account_num, settlement_bank_branch_name,
    settlement_bank_joint_name) IN (0, 4)),
  CHECK (num_nulls(store_name, store_desc, store_address_detail, goods_management_category) IN (0, 4)),
  -- Only the company step starts an application; steps come in order.
  CHECK (company_name IS NOT NULL),
  CHECK (settlement_bank_account_num IS NOT NULL OR store_name IS NULL),
  -- Anything but a draft has been submitted whole.
  CHECK (status = 'DRAFT' OR (store_name IS NOT NULL AND submitted_at IS NOT NULL)),
  CHECK ((status = 'REFUSED') = (refusal_reason IS NOT NULL)),
  CHECK ((status = 'PASSED') = (store_id IS NOT NULL))
);

-- A store name belongs to one application under review or passed, letter case aside; the service
-- checks it under a lock and says so, this only makes sure.
CREATE UNIQUE INDEX store_applications_store_name ON store_applications (lower(store_name))
  WHERE status IN ('APPLYING', 'PASSED');
