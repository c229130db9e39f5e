-- When a flexible benefit order reached each step (/flexibleBenefitDetail shows them beside the
-- steps): delivered by the development courier or the warehouse, received by the member, or
-- cancelled by the member while the plan case's window was open. NULL until the step is reached;
-- the row's created_at is the choice itself. Nullable columns with no default, so the rows written
-- before (and the choice service's INSERTs, which do not name them) stay valid. Plain ALTER TABLE:
-- runs on PostgreSQL 15 and PGlite alike.
ALTER TABLE benefit_orders
  ADD COLUMN delivered_at TIMESTAMPTZ,
  ADD COLUMN completed_at TIMESTAMPTZ,
  ADD COLUMN cancelled_at TIMESTAMPTZ;
