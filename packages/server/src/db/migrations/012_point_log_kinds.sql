-- Points that come from elsewhere than an order: the enterprise's grants (seeded issues of welfare
-- points) and red packets. The account area's history reads them from point_log like payments and
-- refunds, so the balance a member sees is explained by one list. Must run on PostgreSQL 15 as well
-- as PGlite.

ALTER TABLE point_log DROP CONSTRAINT point_log_kind_check;
ALTER TABLE point_log
  ADD CONSTRAINT point_log_kind_check
  CHECK (kind IN ('ORDER_PAY', 'ORDER_REFUND', 'AFTER_SALE_REFUND', 'GRANT', 'RED_PACKET'));

-- What the line is for, in the words the history shows (a grant's reason, a red packet's batch name).
ALTER TABLE point_log ADD COLUMN remark TEXT;
