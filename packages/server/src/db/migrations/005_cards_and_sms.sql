-- Cards and SMS codes: welfare cards (log in by card, or sign up by binding an unbound one),
-- disposable cards (YCXK, logged in by the phone they were issued to) and the SMS codes of sign-up,
-- password recovery and the disposable-card login. Must run on PostgreSQL 15 as well as PGlite.

CREATE TABLE welfare_cards (
  -- Digits that pass the Luhn check (spec 01 section 5).
  card_no TEXT PRIMARY KEY CHECK (card_no ~ '^[0-9]{12,19}$'),
  one_id TEXT NOT NULL REFERENCES enterprises (one_id),
  card_name TEXT NOT NULL DEFAULT '',
  -- argon2id in PHC form, like members.password_hash.
  password_hash TEXT NOT NULL,
  -- NULL until someone signs up with the card (registerBindCard); a card binds one member, once.
  member_id TEXT UNIQUE REFERENCES members (id) ON DELETE SET NULL,
  status TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'FROZEN', 'CANCELLED')),
  -- NULL: never expires.
  valid_until TIMESTAMPTZ,
  bound_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (member_id IS NULL OR bound_at IS NOT NULL)
);
CREATE INDEX welfare_cards_one_id ON welfare_cards (one_id);

CREATE TABLE disposable_cards (
  card_no TEXT PRIMARY KEY CHECK (card_no ~ '^[0-9]{12,19}$'),
  one_id TEXT NOT NULL REFERENCES enterprises (one_id),
  card_name TEXT NOT NULL DEFAULT '',
  -- The phone the card was issued to: its holder logs in with an SMS code sent there.
  mobile TEXT NOT NULL,
  -- Each card is its own member account (the points live on the member), created with the card.
  member_id TEXT NOT NULL UNIQUE REFERENCES members (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'USED', 'FROZEN')),
  valid_until TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX disposable_cards_mobile ON disposable_cards (mobile);

CREATE TABLE sms_codes (
  id BIGSERIAL PRIMARY KEY,
  mobile TEXT NOT NULL,
  -- What the code is for; a code of one purpose never passes for another.
  purpose TEXT NOT NULL CHECK (purpose IN ('FORGET_PASSWORD', 'REGISTER', 'YCXK_LOGIN')),
  -- Six digits that live five minutes: a hash would not survive an offline guess either, so the
  -- code is kept as sent and protected by its short life, the attempt limit and single use.
  code TEXT NOT NULL,
  sent_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  -- Wrong codes typed against it; it dies at the limit.
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  used_at TIMESTAMPTZ,
  CHECK (expires_at > sent_at)
);
-- The newest code of a phone and purpose, and the newest code of a phone (the resend limit).
CREATE INDEX sms_codes_mobile ON sms_codes (mobile, purpose, id DESC);
CREATE INDEX sms_codes_sent ON sms_codes (mobile, sent_at DESC);
