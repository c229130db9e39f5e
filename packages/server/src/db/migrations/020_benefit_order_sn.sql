-- The counter of flexible-benefit order numbers (FB, the China date, then this counter, as
-- /flexibleBenefitDetail?sn= shows them): a sequence never hands one number to two choices made at
-- once, where counting the day's rows would. Numbers a rolled-back choice took are simply skipped.
-- A plain sequence: runs on PostgreSQL 15 and PGlite alike.
CREATE SEQUENCE benefit_order_sn_seq START WITH 100001;
