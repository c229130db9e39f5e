-- The visitor of an order (issue 25 item 9; spec 03 section 7, the visitor area: name, document type,
-- number, phone, entry date, e-mail). Goods of a plan marked visitor_required are a service someone
-- comes in person to receive (健康体检: the clinic checks the examinee's document at the door), so
-- their checkout asks who comes and on which day. Must run on PostgreSQL 15 as well as PGlite.
ALTER TABLE plans ADD COLUMN visitor_required BOOLEAN NOT NULL DEFAULT false;

-- One visitor per order, written with it. The service checks and words the rules (an 18-digit ID card's
-- check character, the other documents' letters and digits, the mobile, an entry date from tomorrow);
-- these checks hold whatever slips past it.
CREATE TABLE order_visitors (
  order_sn TEXT PRIMARY KEY REFERENCES orders (sn) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (char_length(name) BETWEEN 1 AND 20),
  document_type TEXT NOT NULL CHECK (document_type IN ('ID_CARD', 'PASSPORT', 'HK_MACAO_PERMIT', 'TAIWAN_PERMIT')),
  document_number TEXT NOT NULL CHECK (document_number ~ '^[A-Z0-9]{5,20}$'),
  mobile TEXT NOT NULL CHECK (mobile ~ '^1[3-9][0-9]{9}$'),
  entry_date DATE NOT NULL,
  email TEXT CHECK (char_length(email) <= 50),
  created_at TIMESTAMPTZ NOT NULL
);
