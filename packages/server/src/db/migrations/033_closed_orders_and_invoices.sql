-- Closed orders and invoice requests (issue 25 item 9). Must run on PostgreSQL 15 as well as PGlite.
--
-- CLOSED: an order taken back whole through after-sale (every unit refunded). It was CANCELLED with
-- the reason '全额退款' before; a cancel is the member's, a close the refunds', and the two read
-- differently on the order pages. Orders closed that way so far become CLOSED here.
ALTER TABLE orders DROP CONSTRAINT orders_order_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_order_status_check
  CHECK (order_status IN ('UNPAID', 'PAID', 'UNDELIVERED', 'DELIVERED', 'COMPLETED', 'TAKE', 'CANCELLED', 'CLOSED'));
UPDATE orders SET order_status = 'CLOSED' WHERE order_status = 'CANCELLED' AND cancel_reason = '全额退款';

-- The invoice an order's member asked for: on checkout, or later on the order detail, once per
-- order. BUSINESS needs its taxpayer number (TAX_NUMBER_PATTERN of @mall/schemas, checked by the
-- service), INDIVIDUAL a title (a person's name); these checks hold whatever slips past it.
CREATE TABLE order_invoices (
  order_sn TEXT PRIMARY KEY REFERENCES orders (sn) ON DELETE CASCADE,
  invoice_type TEXT NOT NULL CHECK (invoice_type IN ('BUSINESS', 'INDIVIDUAL')),
  title TEXT NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  taxpayer_id TEXT CHECK (taxpayer_id ~ '^[A-Z0-9]{15,20}$'),
  purpose TEXT NOT NULL CHECK (purpose IN ('GOODS_DETAIL', 'GOODS_CATEGORY')),
  requested_at TIMESTAMPTZ NOT NULL,
  CHECK (invoice_type = 'INDIVIDUAL' OR taxpayer_id IS NOT NULL)
);
